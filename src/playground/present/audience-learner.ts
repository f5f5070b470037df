/**
 * The presenter's tool as the room's store plays it: the Tool lab's `learnerPlay` (a fresh sandbox
 * per replay, in this window), whose module problems are said as the Tool lab says them and reported
 * to the room. A chunk of its own: it brings the sandbox.
 */
import type { Lang } from "../../scenarios/types";
import { describeProblem, learnerPlay } from "../editors/learner-play";
import type { LearnerPlay } from "../editors/workbench";

/** The presenter's tool `source` (packed as `packed`) for the room; `failed` hears why it would not load. */
export function audienceLearner(
  source: string,
  packed: string,
  lang: () => Lang,
  failed: (detail: string) => void,
): LearnerPlay {
  const play = learnerPlay(source, (key, detail) => describeProblem(lang(), key, detail), undefined, packed);
  return {
    ...play,
    async open() {
      const opened = await play.open();
      if (!opened.ok) failed(opened.message);
      return opened;
    },
  };
}
