/** How long a spotlight stays before it fades (the CSS animation has the same length). */
const SPOTLIGHT_MS = 2500;

/** Shown elements with spotlight id `name`, in document order (a hidden layout's copies are not counted). */
function shownNamed(name: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("[data-spotlight]")].filter(
    (el) => el.dataset.spotlight === name && el.getClientRects().length > 0,
  );
}

/**
 * The element a spotlight target names: a region or panel (`data-spotlight`), the n-th of several
 * panels with one title (`<id>|<n>`: two calls, two "Error" panels), or an id chip (`id:<id>`).
 */
export function spotlightElement(target: string): HTMLElement | undefined {
  if (target.startsWith("id:")) {
    const id = target.slice(3);
    return [...document.querySelectorAll<HTMLElement>(".id-chip")].find((el) => el.textContent === id);
  }
  const [name = "", nth = "0"] = target.split("|");
  return shownNamed(name)[Number(nth)];
}

/** Highlights what `target` names, then lets it fade. */
export function flashSpotlight(target: string): void {
  const el = spotlightElement(target);
  if (!el) return;
  el.classList.remove("spotlit");
  void el.offsetWidth; // restart the animation when the same thing is pointed at twice
  el.classList.add("spotlit");
  setTimeout(() => el.classList.remove("spotlit"), SPOTLIGHT_MS);
}

/** The spotlight target of a clicked element, if it is something the room can be shown. */
export function spotlightTarget(el: Element | null): string | undefined {
  const chip = el?.closest(".id-chip");
  if (chip?.textContent) return `id:${chip.textContent}`;
  const panel = el?.closest<HTMLElement>("[data-spotlight]");
  const name = panel?.dataset.spotlight;
  if (!panel || !name) return undefined;
  const same = shownNamed(name);
  return same.length > 1 ? `${name}|${same.indexOf(panel)}` : name;
}
