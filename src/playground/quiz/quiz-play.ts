/**
 * The self-test's hold on the player: predict mode's gate (the player waits at the first gate of a
 * trace not predicted yet) and "See it happen" (a question's evidence opened in the player). The
 * answers themselves are the quiz store's (`quiz-store.ts`).
 */
import { createEffect, createMemo, createSignal, on, type Accessor } from "solid-js";
import type { Player } from "../player/player-store";
import { actualPrediction, firstGate, predictionKey, type Prediction } from "../player/predict";
import type { Session, TraceChoices } from "../state/session";
import type { FrameLocator } from "../player/locate";
import type { Evidence } from "./questions";
import type { QuizStore } from "./quiz-store";

/** What "See it happen" opens: a question's evidence, as plain data (what to play and which frame shows it). */
export type EvidenceLink = Omit<Evidence, "holds">;

/** Predict mode and the evidence, as the views read and make them. */
export interface QuizPlay {
  /**
   * Opens a question's evidence in the player (scenario, provider, faults, engine, frame). The first
   * evidence of a detour keeps the player's place (every trace choice and the frame) for `backToPlayer`.
   */
  showEvidence(n: number, evidence: EvidenceLink): void;
  /**
   * "Back to the player": closes the self-test and, after "See it happen", puts the learner back where
   * they were before the evidence moved them (scenario, provider, faults, engine, lens, strict, frame).
   */
  backToPlayer(): void;
  /** In predict mode, at the first gate of a trace not predicted yet: the key to record under. */
  predictPending: Accessor<string | undefined>;
  /** Records the learner's prediction for the trace on screen; returns what really happens. */
  predict(choice: Prediction): Prediction;
  /** In predict mode, on the gate frame of a trace whose prediction the person stepped past. */
  predictSkipped: Accessor<boolean>;
  /** The prediction just made at this gate frame (cleared when the person steps on). */
  prediction: Accessor<{ choice: Prediction; actual: Prediction } | undefined>;
}

/** Creates predict mode's gate over `player` (it guards the player's steps) and the evidence links. */
export function createQuizPlay(deps: {
  quiz: QuizStore;
  session: Session;
  player: Player;
  openAt(choices: TraceChoices, at: FrameLocator): void;
}): QuizPlay {
  const { quiz, session, player } = deps;
  const { trace, frameIndex } = player;
  const keyNow = () => predictionKey(session.scenarioId(), session.faults(), session.provider(), session.engine());
  // Where the first gate is, once per trace (not searched again on every step).
  const gateAt = createMemo(() => {
    const t = trace();
    return t ? firstGate(t.frames) : -1;
  });
  const unpredicted = () => {
    if (!quiz.predict() || !trace()) return undefined;
    const key = keyNow();
    return quiz.predicted(key) === undefined ? key : undefined;
  };
  const predictPending = createMemo(() => (frameIndex() === gateAt() ? unpredicted() : undefined));
  // A step that would jump over a gate not predicted yet stops at its prompt first; a step on from
  // the prompt is a prediction skipped (so nothing past it is seen unasked).
  // eslint-disable-next-line solid/reactivity -- the player calls its guard at each step, reading the signals then
  player.guard((from, to) => {
    const gate = gateAt();
    const key = gate >= 0 && to > gate ? unpredicted() : undefined;
    if (!key) return to;
    if (from < gate) return gate;
    if (from === gate) quiz.skipPrediction(key);
    return to;
  });
  const predictSkipped = createMemo(
    () => quiz.predict() && !!trace() && frameIndex() === gateAt() && quiz.predicted(keyNow()) === "skipped",
  );
  const [prediction, setPrediction] = createSignal<{ choice: Prediction; actual: Prediction } | undefined>();
  createEffect(on(frameIndex, () => setPrediction(undefined), { defer: true }));

  // Where the learner was before the first "See it happen" of a detour; later evidence keeps it.
  let before: { choices: TraceChoices; frame: number } | undefined;
  return {
    showEvidence(n, e) {
      before ??= { choices: session.choices(), frame: frameIndex() + 1 };
      quiz.setReturnTo(n);
      quiz.close();
      deps.openAt(
        {
          scenario: e.scenario,
          provider: e.provider ?? "scripted",
          faults: e.faults ?? [],
          engine: e.engine ?? "round",
          ...(e.lens ? { lens: e.lens } : {}),
        },
        e.frame,
      );
    },
    backToPlayer() {
      quiz.close();
      quiz.setReturnTo(undefined);
      const place = before;
      before = undefined;
      if (!place) return;
      session.choose(place.choices);
      player.land({ frame: place.frame });
    },
    predictPending,
    predictSkipped,
    predict(choice) {
      const t = trace();
      const actual = t ? actualPrediction(t.frames) : "none";
      const key = predictPending();
      if (key) quiz.recordPrediction(key, session.scenarioId(), choice, choice === actual);
      setPrediction({ choice, actual });
      return actual;
    },
    prediction,
  };
}
