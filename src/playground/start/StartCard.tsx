import { createEffect, createMemo, Show } from "solid-js";
import { isServer } from "solid-js/web";
import { useLab } from "../state/context";
import { firstVisitOf } from "../state/first-visit";
import { Icon } from "../ui/Icon";
import { ScenarioGallery } from "./ScenarioGallery";
import { QUESTION_COUNT } from "../quiz/question-numbers";

/**
 * The first visit's orientation, as a dialog over whatever layout the mode has: what this is, the
 * chapter it goes with, three ways in, and every built-in scenario with what it shows. Closing it
 * (a way in, a scenario, ×, Escape) is remembered; "All scenarios" in the header opens it again.
 */
export function StartCard(props: { onPresent: () => void }) {
  const lab = useLab();
  const visit = firstVisitOf(lab);
  let dialog!: HTMLDialogElement;
  // Its words and the gallery are built when it first opens: a link opens with it closed, and its
  // first screen never waits for them.
  const built = createMemo((was: boolean) => was || visit.open(), false);
  // Modal: while it is open the player's keys and controls behind it are inert.
  createEffect(() => {
    if (visit.open() && !dialog.open) dialog.showModal();
    if (!visit.open() && dialog.open) dialog.close();
  });
  const learn = () => {
    visit.dismiss();
    lab.quiz.close();
    lab.go(0);
  };
  const teach = () => {
    visit.dismiss();
    props.onPresent();
  };
  const test = () => {
    visit.dismiss();
    lab.quiz.open(1);
  };
  return (
    // Rendered ahead of time there is no `showModal`: the card is written closed and marked (MODAL_MARK,
    // first-screen.ts), and the page's stamp opens it.
    <dialog
      ref={dialog}
      class="start-card"
      data-testid="start-card"
      data-first-screen-modal={isServer && visit.open() ? "" : undefined}
      aria-labelledby="start-card-title"
      onClose={() => visit.open() && visit.dismiss()}
    >
      <Show when={built()}>
        <div class="start-head">
          <h2 id="start-card-title">{lab.t("ui.start.title")}</h2>
          <button
            type="button"
            class="button icon"
            data-testid="start-close"
            aria-label={lab.t("ui.start.close")}
            title={lab.t("ui.start.close")}
            onClick={() => visit.dismiss()}
          >
            ×
          </button>
        </div>
        <p>{lab.t("ui.start.what")}</p>
        <p class="note" data-testid="start-chapter">
          {lab.t("ui.start.chapter")}
        </p>
        <h3>{lab.t("ui.start.ways")}</h3>
        <StartWays learn={learn} teach={teach} test={test} />
        <ScenarioGallery onPick={() => visit.dismiss()} />
      </Show>
    </dialog>
  );
}

/** The card's three ways in: study alone, teach a class, take the self-test. */
function StartWays(props: { learn: () => void; teach: () => void; test: () => void }) {
  const lab = useLab();
  // The words are read in the elements' own effects: a language switch changes them, not the buttons.
  // The first way is the one most people want: Enter takes it (autofocus).
  const way = (id: "learn" | "teach" | "test", icon: "next" | "present" | "check", note: () => string) => (
    <li>
      <button
        type="button"
        class="button way"
        data-testid={`start-${id}`}
        autofocus={id === "learn"}
        onClick={() => props[id]()}
      >
        <Icon name={icon} /> {lab.t(`ui.start.${id}`)}
      </button>
      <span class="note">{note()}</span>
    </li>
  );
  return (
    <ul class="start-ways">
      {way("learn", "next", () => lab.t("ui.start.learn.note"))}
      {way("teach", "present", () => lab.t("ui.start.teach.note"))}
      {way("test", "check", () => lab.t("ui.start.test.note", { n: QUESTION_COUNT }))}
    </ul>
  );
}
