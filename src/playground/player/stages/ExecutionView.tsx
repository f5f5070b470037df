import { showControls } from "../../../text/visible";
import { createMemo, For, Show } from "solid-js";
import type { ExecutionData as Execution } from "../../../engine/trace/frames";
import { isSortedNames, NAME_CHARS, TEXT_CHARS } from "../../long-values";
import { useLab } from "../../state/context";
import { Clipped } from "../../ui/Clipped";
import { Panel } from "../../ui/Code";
import { IdChip } from "../../ui/IdChip";
import { Icon } from "../../ui/Icon";
import { createPaging, PageControls, PagedList } from "../../ui/PagedList";
import { Skipped } from "../Skipped";
import { shownError } from "./execution-error";

/** The folder as the application saw it, a page at a time, the returned names marked. */
function FolderPanel(props: { ex: Execution }) {
  const lab = useLab();
  // One set per execution, not per row: a 10,000-entry folder once rebuilt it twice per entry.
  const returned = createMemo(() => new Set(props.ex.returned ?? []));
  return (
    <Panel title={lab.t("ui.exec.folder")} note={lab.t("ui.exec.folder-note", { path: props.ex.folder.path })}>
      <Show when={props.ex.status !== "skipped"}>
        <p class="note">{lab.t("ui.exec.filter", { filter: props.ex.filter ?? lab.t("ui.exec.no-filter") })}</p>
        <Show when={props.ex.limit !== undefined}>
          <p class="note" data-testid="exec-limit">
            {lab.t("ui.exec.limit", { limit: props.ex.limit ?? 0 })}
          </p>
        </Show>
      </Show>
      <PagedList items={props.ex.folder.entries} class="folder" label={lab.t("ui.exec.folder")} testid="folder-entries">
        {(entry) => (
          <li classList={{ dir: entry.type === "directory", hit: returned().has(entry.name) }}>
            {/* Drawn, and named for screen readers: an emoji glyph no font on the machine has sends
                every new row through the system's font fallback, and a visually-hidden span per
                row is a clipped layer of its own (together ~0.5 ms of the stage's first frame). */}
            <Icon
              name={entry.type === "directory" ? "folder" : "file"}
              label={lab.t(entry.type === "directory" ? "ui.exec.dir" : "ui.exec.file")}
            />
            <span class="name">{showControls(entry.name)}</span>
            <Show when={returned().has(entry.name)}>
              <span class="tag good">{lab.t("ui.exec.returned")}</span>
            </Show>
          </li>
        )}
      </PagedList>
    </Panel>
  );
}

/** Every file-system call, a page at a time (a learner's execute may make thousands). */
function AuditPanel(props: { ex: Execution }) {
  const lab = useLab();
  const start = () => props.ex.audit[0]?.at ?? 0;
  const paging = createPaging(() => props.ex.audit);
  return (
    <Panel title={lab.t("ui.exec.audit")} note={props.ex.audit.length ? undefined : lab.t("ui.exec.no-calls")}>
      <table class="table">
        <thead>
          <tr>
            <th scope="col">{lab.t("ui.exec.at")}</th>
            <th scope="col">{lab.t("ui.exec.call")}</th>
            <th scope="col">{lab.t("ui.exec.outcome")}</th>
          </tr>
        </thead>
        <tbody>
          <For each={paging.shown()}>
            {(a) => (
              <tr>
                <td class="measure">+{a.at - start()} ms</td>
                <td>
                  <code>
                    {a.op}("
                    <Clipped text={a.path} max={NAME_CHARS} />
                    ", {"{"} withFileTypes: {String(a.withFileTypes)} {"}"})
                  </code>
                </td>
                <td class="measure">
                  {a.outcome === "ok" ? lab.t("ui.exec.ok", { n: a.entries ?? 0 }) : a.code} · {a.durationMs} ms
                </td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <Show when={paging.hidden() > 0}>
        <PageControls paging={paging} label={lab.t("ui.exec.audit")} />
      </Show>
    </Panel>
  );
}

/** What execute returned, in its own order; the note says whether that order is sorted. */
function ReturnedPanel(props: { names: string[] }) {
  const lab = useLab();
  // The chapter's tool sorts, a learner's may not: the words follow the list, not the chapter.
  const sorted = createMemo(() => isSortedNames(props.names));
  return (
    <Panel title={lab.t("ui.exec.returned-list")} note={lab.t(sorted() ? "ui.exec.sorted" : "ui.exec.unsorted")}>
      <PagedList
        items={props.names}
        ordered
        class="returned-names"
        label={lab.t("ui.exec.returned-list")}
        testid="returned-names"
      >
        {(name) => (
          <li>
            <code>
              <Clipped text={name} max={NAME_CHARS} />
            </code>
          </li>
        )}
      </PagedList>
    </Panel>
  );
}

/** The application's own code against the in-memory Downloads folder, every call audited. */
export function ExecutionView() {
  const lab = useLab();
  const e = () => lab.frame()?.execution;
  return (
    <div class="stage-view" data-testid="view-execution">
      <Show when={e()} fallback={<Skipped />}>
        {(ex) => (
          <>
            <p class="event-line">
              <IdChip id={ex().toolCallId} />{" "}
              <code>
                <Clipped text={ex().toolName} max={NAME_CHARS} />
              </code>{" "}
              <span class={`tag ${ex().status === "ran" ? "good" : "bad"}`} data-status={ex().status}>
                {lab.t(`ui.exec.status.${ex().status}`)}
              </span>
            </p>
            <Show when={ex().status === "swallowed"}>
              <p class="decision bug" role="alert">
                {lab.t("ui.exec.bug")}
              </p>
            </Show>
            <div class="grid two">
              <FolderPanel ex={ex()} />
              <div class="stack">
                <Show when={ex().status === "skipped"}>
                  <Skipped />
                </Show>
                <AuditPanel ex={ex()} />
                <Show when={ex().returned}>{(r) => <ReturnedPanel names={r()} />}</Show>
                <Show when={ex().error}>
                  {(err) => (
                    <Panel title={lab.t("ui.exec.error")} class="bad">
                      <p>
                        <Show when={shownError(err()).code}>
                          {(code) => (
                            <>
                              <code>{code()}</code>{" "}
                            </>
                          )}
                        </Show>
                        <Clipped text={err().message} max={TEXT_CHARS} />
                      </p>
                    </Panel>
                  )}
                </Show>
              </div>
            </div>
          </>
        )}
      </Show>
    </div>
  );
}
