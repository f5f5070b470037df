/** How long a spotlight stays before it fades (the CSS animation has the same length). */
const SPOTLIGHT_MS = 2500;

/** The element a spotlight target names: a panel (`data-spotlight`) or an id chip (`id:<id>`). */
export function spotlightElement(target: string): HTMLElement | undefined {
  if (target.startsWith("id:")) {
    const id = target.slice(3);
    return [...document.querySelectorAll<HTMLElement>(".id-chip")].find((el) => el.textContent === id);
  }
  return [...document.querySelectorAll<HTMLElement>("[data-spotlight]")].find((el) => el.dataset.spotlight === target);
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
  return panel?.dataset.spotlight;
}
