import { createSignal, For, Show, untrack } from "solid-js";
import { useLab } from "../state/context";
import { contrastText } from "./contrast-words";
import {
  CONTRAST_ORIGINS,
  CONTRAST_VERSIONS,
  contrastFinding,
  converted,
  type ContrastCell,
  type ContrastCells,
  type ContrastProbe,
} from "../../lens/contrast";
import type { ContrastOutcome } from "../../sandbox/contrast-host";

/** The probe kinds whose conversion 1.4.0 makes only for a TypeBox-built schema. */
const CONVERTING = new Set(["upper-true", "empty-number", "decimal-integer", "single-for-array"]);

type Phase = { kind: "idle" } | { kind: "running" } | { kind: "done"; outcome: ContrastOutcome };

/** pi-ai's error text in two parts: what is wrong, and the arguments as received (the same in every cell, so folded). */
function parts(message: string): { head: string; tail?: string } {
  const at = message.indexOf("\n\nReceived arguments:");
  return at < 0 ? { head: message } : { head: message.slice(0, at), tail: message.slice(at + 2) };
}

/** One answer: the verdict, and the copy the tool would get or the text the model would read. */
function Cell(props: { cell: ContrastCell; probe: ContrastProbe; say: (key: string) => string }) {
  const c = () => props.cell;
  const refused = () => (c().ok ? undefined : parts((c() as Extract<ContrastCell, { ok: false }>).message));
  return (
    <>
      <span class={`tag ${c().ok ? "good" : "bad"}`} data-testid="contrast-verdict">
        {props.say(c().ok ? "contrast.accepted" : "contrast.refused")}
      </span>
      <Show
        when={refused()}
        fallback={
          <>
            {" "}
            <span class="tag">
              {props.say(converted(c(), props.probe.args) ? "contrast.converted" : "contrast.unchanged")}
            </span>
            <code class="contrast-text" data-testid="contrast-copy">
              {JSON.stringify((c() as { value?: unknown }).value)}
            </code>
          </>
        }
      >
        {(text) => (
          <div data-testid="contrast-error">
            <pre class="contrast-text">{text().head}</pre>
            <Show when={text().tail}>
              {(tail) => (
                <details class="contrast-more">
                  <summary>{props.say("contrast.received")}</summary>
                  <pre class="contrast-text">{tail()}</pre>
                </details>
              )}
            </Show>
          </div>
        )}
      </Show>
    </>
  );
}

/** One probe: what the model sends, the 2×2 table (origin × version), and the finding in words. */
function ContrastTable(props: {
  probe: ContrastProbe;
  row: ContrastCells;
  say: (key: string, params?: Record<string, string | number>) => string;
}) {
  // The lab hands down one `say`, which reads the language itself.
  const say = untrack(() => props.say);
  return (
    <div class="contrast-result" data-testid="contrast-result" data-kind={props.probe.kind}>
      <p>
        {say("contrast.sent")} <code data-testid="contrast-args">{JSON.stringify(props.probe.args)}</code>
      </p>
      <table class="contrast-table">
        <thead>
          <tr>
            <th scope="col" class="note">
              {say("contrast.corner")}
            </th>
            <For each={CONTRAST_VERSIONS}>{(v) => <th scope="col">{say("contrast.version", { version: v })}</th>}</For>
          </tr>
        </thead>
        <tbody>
          <For each={CONTRAST_ORIGINS}>
            {(origin) => (
              <tr>
                <th scope="row">{say(`contrast.origin.${origin}`)}</th>
                <For each={CONTRAST_VERSIONS}>
                  {(v) => (
                    <td
                      data-testid="contrast-cell"
                      data-origin={origin}
                      data-version={v}
                      data-ok={String(props.row[origin][v].ok)}
                      data-label={say("contrast.version", { version: v })}
                    >
                      <Cell cell={props.row[origin][v]} probe={props.probe} say={say} />
                    </td>
                  )}
                </For>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <p class="note">{say("contrast.legend")}</p>
      <p class="contrast-finding" data-testid="contrast-finding" data-finding={contrastFinding(props.row)}>
        {say(`contrast.finding.${contrastFinding(props.row)}`)}
      </p>
    </div>
  );
}

/** What the comparison found: the probes to pick from, the picked probe's table, and a hint when none converts. */
function ContrastResult(props: {
  result: Extract<ContrastOutcome, { ok: true }>;
  picked: number;
  pick: (index: number) => void;
  say: (key: string, params?: Record<string, string | number>) => string;
}) {
  return (
    <>
      <fieldset class="contrast-probes">
        <legend class="note">{props.say("contrast.probes")}</legend>
        <For each={props.result.probes}>
          {(probe, i) => (
            <label class="contrast-probe">
              <input
                type="radio"
                name="contrast-probe"
                data-testid="contrast-probe"
                data-kind={probe.kind}
                checked={props.picked === i()}
                onChange={() => props.pick(i())}
              />{" "}
              {props.say(`contrast.probe.${probe.kind}`, { property: probe.property })}
            </label>
          )}
        </For>
      </fieldset>
      <Show when={props.result.probes[props.picked]}>
        {(probe) => <ContrastTable probe={probe()} row={props.result.rows[props.picked]!} say={props.say} />}
      </Show>
      <Show when={!props.result.probes.some((p) => CONVERTING.has(p.kind))}>
        <p class="note" data-testid="contrast-hint">
          {props.say("contrast.hint")}
        </p>
      </Show>
    </>
  );
}

/**
 * The Tool lab's schema-origin contrast: the code in the editor, in a sandbox of its own, with its
 * parameters as written and as plain JSON through pi-ai 1.4.0 and 1.6.0 (src/lens/contrast.ts).
 * One probe at a time as a 2×2 table (origin × version), and the finding in words. 1.6.0 and the
 * contrast's sandbox load on the first "Compare".
 */
export function SchemaContrast(props: {
  source: () => string;
  blocked: () => boolean;
  describe: (key: string, detail: string) => string;
}) {
  const lab = useLab();
  const say = (key: string, params: Record<string, string | number> = {}) => contrastText(lab.lang(), key, params);
  const [phase, setPhase] = createSignal<Phase>({ kind: "idle" });
  const [picked, setPicked] = createSignal(0);
  const compare = async () => {
    if (props.blocked() || phase().kind === "running") return;
    setPhase({ kind: "running" });
    const { runSchemaContrast } = await import("../../sandbox/contrast-host");
    const outcome = await runSchemaContrast(props.source());
    setPicked(0);
    setPhase({ kind: "done", outcome });
  };
  const result = () => {
    const p = phase();
    return p.kind === "done" && p.outcome.ok ? p.outcome : undefined;
  };
  const problem = () => {
    const p = phase();
    if (p.kind !== "done" || p.outcome.ok) return undefined;
    const { key, detail } = p.outcome.problem;
    return key === "slow" ? say("contrast.problem.slow", { detail }) : props.describe(key, detail);
  };
  return (
    <section class="schema-contrast" aria-labelledby="contrast-title" data-testid="schema-contrast">
      <h3 id="contrast-title">{say("contrast.title")}</h3>
      <p class="note">{say("contrast.intro")}</p>
      <p class="contrast-actions">
        <button
          type="button"
          class="button"
          data-testid="contrast-run"
          disabled={props.blocked() || phase().kind === "running"}
          onClick={() => void compare()}
        >
          {say(phase().kind === "done" ? "contrast.again" : "contrast.run")}
        </button>
        <output class="note" aria-live="polite" data-testid="contrast-status">
          {props.blocked()
            ? say("contrast.link-first")
            : phase().kind === "running"
              ? say("contrast.running")
              : (problem() ?? "")}
        </output>
      </p>
      <Show when={result()}>{(r) => <ContrastResult result={r()} picked={picked()} pick={setPicked} say={say} />}</Show>
    </section>
  );
}
