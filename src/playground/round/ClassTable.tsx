import { createSignal, For, Show } from "solid-js";
import { roundText } from "../../i18n/round";
import { brokenRules } from "../../round/grade";
import { brokenName } from "../../round/verdict";
import type { Lang } from "../../scenarios/types";
import { classCsv } from "../../round/class-csv";
import { gradeInSandbox } from "./round-grading";

/** One graded file of a class. */
interface Row {
  file: string;
  pass: number;
  total: number;
  broken: string[];
  problem?: string;
}

/**
 * For a teacher: drop (or choose) a class's .ts files; each is graded in the same sandbox, one after
 * another, into a table with a pass count and the rules broken, exported as CSV.
 */
export function ClassTable(props: { lang: Lang }) {
  const [rows, setRows] = createSignal<Row[]>([]);
  const [status, setStatus] = createSignal("");
  const [over, setOver] = createSignal(false);
  const grade = async (files: readonly File[]) => {
    const ts = files.filter((f) => f.name.endsWith(".ts"));
    const left = files.filter((f) => !f.name.endsWith(".ts")).map((f) => f.name);
    setRows([]);
    for (const [i, file] of ts.entries()) {
      setStatus(roundText(props.lang, "class.running", { file: file.name, n: i + 1, of: ts.length }));
      const graded = await gradeInSandbox(await file.text(), { lang: props.lang });
      const row: Row = graded.ok
        ? { file: file.name, pass: graded.cells.filter((c) => c.pass).length, total: graded.cells.length, broken: brokenRules(graded.cells) }
        : { file: file.name, pass: 0, total: 0, broken: [], problem: roundText(props.lang, `load.${graded.problem.key}`, { detail: graded.problem.detail }) };
      setRows([...rows(), row]);
    }
    setStatus(left.length ? roundText(props.lang, "class.not-ts", { names: left.join(", ") }) : "");
  };
  const name = (key: string) => brokenName(key, props.lang);
  const csvHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(classCsv(rows()))}`;
  return (
    <section class="round-class" aria-labelledby="round-class-title">
      <h3 id="round-class-title">{roundText(props.lang, "class.drop")}</h3>
      <label
        class="round-drop"
        classList={{ over: over() }}
        data-testid="round-class-drop"
        onDragOver={(e) => (e.preventDefault(), setOver(true))}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          void grade([...(e.dataTransfer?.files ?? [])]);
        }}
      >
        <span class="button">{roundText(props.lang, "class.pick")}</span>
        <input type="file" accept=".ts" multiple class="visually-hidden" data-testid="round-class-input" onChange={(e) => void grade([...(e.currentTarget.files ?? [])])} />
      </label>
      <p class="note" role="status">{status()}</p>
      <Show when={rows().length > 0}>
        <table class="round-class-table">
          <thead>
            <tr>
              <th scope="col">{roundText(props.lang, "class.file")}</th>
              <th scope="col">{roundText(props.lang, "class.passes")}</th>
              <th scope="col">{roundText(props.lang, "class.rules")}</th>
            </tr>
          </thead>
          <tbody>
            <For each={rows()}>
              {(row) => (
                <tr data-testid="round-class-row" data-file={row.file} data-pass={row.pass}>
                  <th scope="row">{row.file}</th>
                  <td>{row.problem ? "—" : `${row.pass} / ${row.total}`}</td>
                  <td>{row.problem ?? (row.broken.length ? row.broken.map(name).join("; ") : roundText(props.lang, "class.none"))}</td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
        <a class="button" data-testid="round-class-csv" download="round-lab-class.csv" href={csvHref()}>{roundText(props.lang, "class.csv")}</a>
      </Show>
    </section>
  );
}
