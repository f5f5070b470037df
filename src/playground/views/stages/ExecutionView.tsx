import { showControls } from "../../../text/visible";
import { For, Show } from "solid-js";
import { useLab } from "../../state/context";
import { Code, Panel } from "../Code";
import { IdChip } from "../IdChip";
import { Skipped } from "../Skipped";

/** The application's own code against the in-memory Downloads folder, every call audited. */
export function ExecutionView() {
  const lab = useLab();
  const e = () => lab.frame()?.execution;
  return (
    <div class="stage-view" data-testid="view-execution">
      <Show when={e()} fallback={<Skipped />}>
        {(ex) => {
          const returned = () => new Set(ex().returned ?? []);
          const start = () => ex().audit[0]?.at ?? 0;
          return (
            <>
              <p class="event-line">
                <IdChip id={ex().toolCallId} /> <code>{ex().toolName}</code>{" "}
                <span class={`tag ${ex().status === "ran" ? "good" : "bad"}`} data-status={ex().status}>{lab.t(`ui.exec.status.${ex().status}`)}</span>
              </p>
              <Show when={ex().status === "swallowed"}>
                <p class="decision bug" role="alert">{lab.t("ui.exec.bug")}</p>
              </Show>
              <div class="grid two">
                <Panel title={lab.t("ui.exec.folder")} note={lab.t("ui.exec.folder-note", { path: ex().folder.path })}>
                  <Show when={ex().status !== "skipped"}>
                    <p class="note">{lab.t("ui.exec.filter", { filter: ex().filter ?? lab.t("ui.exec.no-filter") })}</p>
                  </Show>
                  <ul class="folder" aria-label={lab.t("ui.exec.folder")}>
                    <For each={ex().folder.entries}>
                      {(entry) => (
                        <li classList={{ dir: entry.type === "directory", hit: returned().has(entry.name) }}>
                          <span aria-hidden="true">{entry.type === "directory" ? "📁" : "📄"}</span>
                          <span class="name">{showControls(entry.name)}</span>
                          <span class="visually-hidden">{lab.t(entry.type === "directory" ? "ui.exec.dir" : "ui.exec.file")}</span>
                          <Show when={returned().has(entry.name)}><span class="tag good">{lab.t("ui.exec.returned")}</span></Show>
                        </li>
                      )}
                    </For>
                  </ul>
                </Panel>
                <div class="stack">
                  <Show when={ex().status === "skipped"}>
                    <Skipped />
                  </Show>
                  <Panel title={lab.t("ui.exec.audit")} note={ex().audit.length ? undefined : lab.t("ui.exec.no-calls")}>
                    <table class="table">
                      <thead><tr><th scope="col">{lab.t("ui.exec.at")}</th><th scope="col">{lab.t("ui.exec.call")}</th><th scope="col">{lab.t("ui.exec.outcome")}</th></tr></thead>
                      <tbody>
                        <For each={ex().audit}>
                          {(a) => (
                            <tr>
                              <td>+{a.at - start()} ms</td>
                              <td><code>{a.op}("{a.path}", {"{"} withFileTypes: {String(a.withFileTypes)} {"}"})</code></td>
                              <td>{a.outcome === "ok" ? lab.t("ui.exec.ok", { n: a.entries ?? 0 }) : a.code} · {a.durationMs} ms</td>
                            </tr>
                          )}
                        </For>
                      </tbody>
                    </table>
                  </Panel>
                  <Show when={ex().returned}>
                    {(r) => <Panel title={lab.t("ui.exec.returned-list")}><Code value={r()} label={lab.t("ui.exec.returned-list")} /></Panel>}
                  </Show>
                  <Show when={ex().error}>
                    {(err) => <Panel title={lab.t("ui.exec.error")} class="bad"><p><code>{err().code}</code> {err().message}</p></Panel>}
                  </Show>
                </div>
              </div>
            </>
          );
        }}
      </Show>
    </div>
  );
}
