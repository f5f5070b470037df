import { createSignal, For, onCleanup, Show, untrack } from "solid-js";
import { roundText } from "../../../i18n/round";
import { brokenName } from "../../../learner-round/verdict";
import type { Lang } from "../../../scenarios/types";
import { classCsv } from "../../../learner-round/class-csv";
import type { StorageLike } from "../../state/storage";
import { gradeInSandbox } from "./round-grading";
import { CLASS_FILE_LIMIT_MS, createClassDrop, type ClassDrop, type ClassRow } from "./class-drop";

/** A row's problem in words: why the module could not be used, or where its grading was stopped. */
function problemOf(row: ClassRow, lang: Lang): string | undefined {
  if (row.load) return roundText(lang, `load.${row.load.key}`, { detail: row.load.detail });
  if (row.stopped)
    return roundText(lang, `class.stopped.${row.stopped.why}`, {
      done: row.stopped.after,
      total: row.total,
      minutes: CLASS_FILE_LIMIT_MS / 60_000,
    });
  return undefined;
}

/** Where the class's grading stands: the file playing, the files waiting, dropped or refused, and whether rows are kept. */
function ClassStatus(props: { drop: ClassDrop; left: string[]; lang: Lang }) {
  const t = (key: string, params: Record<string, string | number> = {}) => roundText(props.lang, key, params);
  return (
    <div class="note" role="status" data-testid="round-class-status">
      <Show when={props.drop.current()}>
        {(c) => <p>{t("class.running", { file: c().file, done: c().done, total: c().total })}</p>}
      </Show>
      <Show when={props.drop.waiting().length > 0}>
        <p>{t("class.waiting", { names: props.drop.waiting().join(", ") })}</p>
      </Show>
      <Show when={props.drop.dropped().length > 0}>
        <p>{t("class.dropped", { names: props.drop.dropped().join(", ") })}</p>
      </Show>
      <Show when={props.left.length > 0}>
        <p>{t("class.not-ts", { names: props.left.join(", ") })}</p>
      </Show>
      <Show when={!props.drop.kept()}>
        <p>{t("class.not-kept")}</p>
      </Show>
    </div>
  );
}

/** The class's rows: each file, how many cells it passed, and its problem or the rules it broke. */
function ClassRows(props: { rows: ClassRow[]; lang: Lang }) {
  const t = (key: string) => roundText(props.lang, key, {});
  return (
    <table class="round-class-table">
      <thead>
        <tr>
          <th scope="col">{t("class.file")}</th>
          <th scope="col">{t("class.passes")}</th>
          <th scope="col">{t("class.rules")}</th>
        </tr>
      </thead>
      <tbody>
        <For each={props.rows}>
          {(row) => (
            <tr data-testid="round-class-row" data-file={row.file} data-pass={row.pass} data-stopped={row.stopped?.why}>
              <th scope="row">{row.file}</th>
              <td>{row.load ? "—" : `${row.pass} / ${row.total}`}</td>
              <td>
                {[
                  problemOf(row, props.lang),
                  row.load
                    ? undefined
                    : row.broken.length
                      ? row.broken.map((key) => brokenName(key, props.lang)).join("; ")
                      : t("class.none"),
                ]
                  .filter(Boolean)
                  .join(" — ")}
              </td>
            </tr>
          )}
        </For>
      </tbody>
    </table>
  );
}

/**
 * For a teacher: drop (or choose) a class's .ts files; each is graded in the sandbox, one after
 * another (a later drop waits its turn), into a table with a pass count and the rules broken,
 * exported as CSV. A file has a time limit, the run can be cancelled, and the table stays in this
 * browser until cleared.
 */
export function ClassTable(props: { lang: Lang; storage: StorageLike | undefined }) {
  const drop = createClassDrop({
    // The page's storage, which the lab keeps for its life: read once.
    storage: untrack(() => props.storage),
    grade: (source, options) => gradeInSandbox(source, { lang: props.lang, ...options }),
    after: (ms, run) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
  });
  // Leaving the Round lab stops the grading: the file being graded is kept as stopped.
  onCleanup(() => drop.cancel());
  const [left, setLeft] = createSignal<string[]>([]);
  const [over, setOver] = createSignal(false);
  const t = (key: string, params: Record<string, string | number> = {}) => roundText(props.lang, key, params);
  const grade = (files: readonly File[]) => {
    setLeft(files.filter((f) => !f.name.endsWith(".ts")).map((f) => f.name));
    drop.add(files.filter((f) => f.name.endsWith(".ts")));
  };
  const csvHref = () =>
    `data:text/csv;charset=utf-8,${encodeURIComponent(
      classCsv(
        drop.rows().map((row) => ({ ...row, problem: problemOf(row, props.lang) })),
        props.lang,
      ),
    )}`;
  return (
    <section class="round-class" aria-labelledby="round-class-title">
      <h3 id="round-class-title">{t("class.drop")}</h3>
      <label
        class="round-drop"
        classList={{ over: over() }}
        data-testid="round-class-drop"
        onDragOver={(e) => (e.preventDefault(), setOver(true))}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          grade([...(e.dataTransfer?.files ?? [])]);
        }}
      >
        <span class="button">{t("class.pick")}</span>
        <input
          type="file"
          accept=".ts"
          multiple
          class="visually-hidden"
          data-testid="round-class-input"
          onChange={(e) => grade([...(e.currentTarget.files ?? [])])}
        />
      </label>
      <ClassStatus drop={drop} left={left()} lang={props.lang} />
      <Show when={drop.current()}>
        <button type="button" class="button" data-testid="round-class-cancel" onClick={() => drop.cancel()}>
          {t("cancel")}
        </button>
      </Show>
      <Show when={drop.rows().length > 0}>
        <ClassRows rows={drop.rows()} lang={props.lang} />
        <a class="button" data-testid="round-class-csv" download="round-lab-class.csv" href={csvHref()}>
          {t("class.csv")}
        </a>{" "}
        <button
          type="button"
          class="button"
          data-testid="round-class-clear"
          disabled={drop.current() !== undefined}
          onClick={() => drop.clear()}
        >
          {t("class.clear")}
        </button>
        <p class="note">{t("class.kept")}</p>
      </Show>
    </section>
  );
}
