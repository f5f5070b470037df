import { Show } from "solid-js";
import type { LensDifference } from "../../engine/trace/differences";
import { narrateLens } from "../../lens/narrate-lens";
import { TEXT_CHARS } from "../long-values";
import { useLab } from "../state/context";
import { useLensWords } from "./words";
import { Clipped } from "../ui/Clipped";
import { sidesOf, splitChange } from "./sides";

/** One side's text, the part that differs from the other side marked (texts past the clip are only clipped). */
function SideText(props: { text: string; other: string; label: string }) {
  const cut = () => {
    if (props.text.length > TEXT_CHARS || props.other.length > TEXT_CHARS) return undefined;
    const at = splitChange(props.text, props.other);
    return {
      head: props.text.slice(0, at.head),
      changed: props.text.slice(at.head, at.tailA),
      tail: props.text.slice(at.tailA),
    };
  };
  return (
    <pre class="code lens-text" tabindex="0" aria-label={props.label}>
      <Show when={cut()} fallback={<Clipped text={props.text} max={TEXT_CHARS} />}>
        {(c) => (
          <>
            {c().head}
            <Show when={c().changed}>
              <mark>{c().changed}</mark>
            </Show>
            {c().tail}
          </>
        )}
      </Show>
    </pre>
  );
}

/**
 * One difference between 1.4.0 and 1.6.0: the lens's sentence for it, the package and the release
 * that changed it, and both sides next to each other (stacked when the pane is narrow).
 */
export function DifferenceCard(props: { difference: LensDifference }) {
  const lab = useLab();
  const tl = useLensWords();
  const words = () => narrateLens(props.difference, lab.lang());
  const sides = () => sidesOf(props.difference, tl);
  return (
    <article
      class="lens-diff"
      data-testid="lens-difference"
      data-kind={props.difference.kind}
      data-changed-in={props.difference.changedIn}
    >
      <p class="lens-sentence">{lab.t(words().sentence.key, words().sentence.params)}</p>
      <p class="lens-since">
        <span class="tag mono">
          {tl("ui.lens.pkg", { pkg: props.difference.pkg, since: lab.t(words().since.key) })}
        </span>
      </p>
      <Show
        when={
          sides().kind === "sides" ? (sides() as Extract<ReturnType<typeof sidesOf>, { kind: "sides" }>) : undefined
        }
        fallback={<p class="note">{tl("ui.lens.paths", { paths: (sides() as { paths?: string }).paths ?? "" })}</p>}
      >
        {(s) => (
          <div class="lens-sides">
            <section data-side="1.4.0">
              <h4>{tl("ui.lens.side.old")}</h4>
              <SideText text={s().before} other={s().after} label={tl("ui.lens.side.old")} />
            </section>
            <section data-side="1.6.0">
              <h4>{tl("ui.lens.side.new")}</h4>
              <SideText text={s().after} other={s().before} label={tl("ui.lens.side.new")} />
            </section>
          </div>
        )}
      </Show>
    </article>
  );
}
