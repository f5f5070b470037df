import { createSignal, onMount, Show } from "solid-js";
import { MAX_CAPTURE_BYTES } from "../../fake-provider/capture/problems";
import { useLab } from "../state/context";
import { readCaptureFiles, readCaptureText, type ShownProblem } from "./read-capture";
import { WatchProgram } from "./WatchProgram";
import "./recording.css";
import { recordingPanelText as panelText } from "./panel-words";

/** The import's buttons: play what the box holds, choose a file (read with `pick`), the size limit, and back. */
function RecordingActions(props: { play: () => void; pick: (files: readonly File[]) => Promise<unknown> }) {
  const lab = useLab();
  let input!: HTMLInputElement;
  return (
    <div class="recording-actions">
      <button type="button" class="button primary" data-testid="recording-play" onClick={() => props.play()}>
        {panelText(lab.lang(), "ui.recording.play")}
      </button>
      <button type="button" class="button" onClick={() => input.click()}>
        {lab.t("ui.recording.pick")}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".sse,.txt,.har,.json,text/event-stream,application/json,text/plain"
        data-testid="recording-file"
        onChange={(e) => void props.pick([...(e.currentTarget.files ?? [])])}
      />
      <span class="note">{panelText(lab.lang(), "ui.recording.limit", { max: MAX_CAPTURE_BYTES / 1048576 })}</span>
      <button
        type="button"
        class="button recording-back"
        data-testid="recording-close"
        onClick={() => lab.recording.setOpen(false)}
      >
        {panelText(lab.lang(), "ui.recording.close")}
      </button>
    </div>
  );
}

/**
 * The import screen: a box to paste a captured response into (a paste plays at once), a file to
 * choose or drop, and the problem said with its line or event. What the lab could read stays in the
 * box, without its credentials; text it could not read does not. Nothing is stored.
 */
export default function RecordingPanel() {
  const lab = useLab();
  const [problem, setProblem] = createSignal<ShownProblem | undefined>();
  const [over, setOver] = createSignal(false);
  let heading!: HTMLHeadingElement;
  onMount(() => heading.focus());
  const read = (text: string) => setProblem(readCaptureText(lab, text));
  const readFiles = async (files: readonly File[]) => setProblem(await readCaptureFiles(lab, files));
  const onPaste = (event: ClipboardEvent) => {
    const text = event.clipboardData?.getData("text/plain");
    if (text === undefined) return;
    // The pasted capture replaces the box: a HAR's secrets are gone before it is shown.
    event.preventDefault();
    read(text);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setOver(false);
    void readFiles([...(event.dataTransfer?.files ?? [])]);
  };
  return (
    <section class="recording" data-testid="recording-panel">
      <h2 ref={heading} tabindex="-1">
        {lab.t("ui.recording.heading")}
      </h2>
      <p>{panelText(lab.lang(), "ui.recording.intro")}</p>
      <p class="note">{panelText(lab.lang(), "ui.recording.privacy")}</p>
      <div
        class="recording-drop"
        classList={{ over: over() }}
        data-testid="recording-drop"
        onDragOver={(e) => (e.preventDefault(), e.stopPropagation(), setOver(true))}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <label class="recording-label" for="recording-box">
          {panelText(lab.lang(), "ui.recording.box")}
        </label>
        <textarea
          id="recording-box"
          data-testid="recording-box"
          spellcheck={false}
          placeholder={panelText(lab.lang(), "ui.recording.placeholder")}
          value={lab.recording.draft()}
          onInput={(e) => lab.recording.setDraft(e.currentTarget.value)}
          onPaste={onPaste}
          aria-describedby="recording-problem"
        />
      </div>
      <Show when={problem()}>
        {(p) => (
          <p id="recording-problem" class="notice warning" role="alert" data-testid="recording-problem">
            {p().say(lab.lang())}
          </p>
        )}
      </Show>
      <RecordingActions play={() => read(lab.recording.draft())} pick={readFiles} />
      <WatchProgram problem={setProblem} />
    </section>
  );
}
