import { createSignal, Index, Show } from "solid-js";
import { showControls } from "../../text/visible";
import { useEditorText } from "./EditorBits";

/** Characters the ruler draws; longer texts are cut "every N" or by typing the offsets. */
const RULER_CHARS = 400;

/**
 * The text as a ruler: click between two characters to cut there (again to join), or drag a cut to
 * move it. The offsets are also a text field, for the keyboard.
 */
export function CutRuler(props: { text: string; cuts: number[]; disabled: boolean; onCuts(cuts: number[]): void }) {
  const tx = useEditorText();
  const [dragging, setDragging] = createSignal<number | undefined>();
  // A drag ends in a click on the same character: that click must not cut or join.
  let moved = false;
  const shown = () => [...props.text.slice(0, RULER_CHARS)];
  const has = (at: number) => props.cuts.includes(at);
  const toggle = (at: number) => {
    if (props.disabled || at <= 0 || at >= props.text.length) return;
    props.onCuts(has(at) ? props.cuts.filter((c) => c !== at) : [...props.cuts, at]);
  };
  const offsetAt = (x: number, y: number) => {
    const el = document.elementFromPoint(x, y) as HTMLElement | null;
    const at = el?.dataset.at;
    return at === undefined ? undefined : Number(at);
  };
  const onMove = (event: PointerEvent) => {
    const from = dragging();
    const to = offsetAt(event.clientX, event.clientY);
    if (from === undefined || to === undefined || to === from || to <= 0 || has(to)) return;
    props.onCuts(props.cuts.map((c) => (c === from ? to : c)));
    moved = true;
    setDragging(to);
  };
  const typed = (value: string) => {
    const offsets = value
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number)
      .filter((n) => Number.isInteger(n));
    props.onCuts(offsets);
  };
  return (
    <div class="cut-ruler">
      <p
        class="ruler mono"
        aria-hidden="true"
        onPointerMove={onMove}
        onPointerUp={() => setDragging(undefined)}
        onPointerLeave={() => setDragging(undefined)}
      >
        {/* Keyed by position: a text is full of repeated characters. */}
        <Index each={shown()}>
          {(char, i) => (
            <span
              data-at={i}
              classList={{ char: true, cut: has(i) }}
              onPointerDown={(e) => {
                moved = false;
                if (!has(i)) return;
                setDragging(i);
                e.preventDefault();
              }}
              onClick={() => (moved ? (moved = false) : toggle(i))}
            >
              {showControls(char() === " " ? "·" : char())}
            </span>
          )}
        </Index>
      </p>
      <Show when={props.text.length > RULER_CHARS}>
        <p class="note">{tx("stream.ruler-long", { n: RULER_CHARS })}</p>
      </Show>
      <label class="field inline">
        <span>{tx("stream.offsets")}</span>
        <input
          class="mono"
          type="text"
          value={props.cuts.join(", ")}
          disabled={props.disabled}
          onChange={(e) => typed(e.currentTarget.value)}
          data-testid="stream-cuts"
        />
      </label>
    </div>
  );
}
