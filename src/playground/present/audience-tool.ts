/**
 * The presenter's learner's tool in the room's window. The presenter sends its code packed as a
 * share link carries it; the room unpacks it with the link's own checks (`decodeShare`: size capped
 * before and after inflating, shape checked) and replays it in this window's own sandbox. What it
 * cannot take is said in words (`problem`), never shown silently as the chapter's tool.
 */
import { createSignal, type Accessor } from "solid-js";
import { decodeShare } from "../editors/share";
import type { LabStore } from "../state/store";
import type { SharedTool, ToolRefusal } from "./protocol";

/** Why the room shows the chapter's tool while the presenter plays their own. */
export type AudienceToolProblem = { reason: ToolRefusal } | { reason: "module"; detail: string };

/** The room's side of the presenter's learner's tool. */
export interface AudienceTool {
  /** Follows the presenter's tool (called with every state; only a change does anything). */
  follow(tool: SharedTool | null): void;
  /** Why the presenter's tool is not replayed here, while it is not. */
  problem: Accessor<AudienceToolProblem | undefined>;
}

/** Creates the room's follower of the presenter's tool; `frame` is the presenter's frame now. */
export function createAudienceTool(lab: LabStore, frame: () => number): AudienceTool {
  const [problem, setProblem] = createSignal<AudienceToolProblem>();
  // What the room last followed: "" for none, else the code or the refusal.
  let last = "";
  const drop = () => lab.workbench.learner() && lab.workbench.setLearner(undefined);
  const refuse = (p: AudienceToolProblem) => (setProblem(p), drop());

  async function take(code: string, current: () => boolean) {
    const decoded = await decodeShare(code);
    if (!current()) return;
    if (!decoded.ok || decoded.edit.kind !== "tool") return refuse({ reason: decoded.ok ? "shape" : decoded.problem });
    // The sandbox and the editors' words load only when a presenter plays a tool.
    const { audienceLearner } = await import("./audience-learner");
    if (!current()) return;
    setProblem(undefined);
    lab.workbench.setLearner(
      audienceLearner(
        decoded.edit.text,
        code,
        lab.lang,
        (detail) => current() && setProblem({ reason: "module", detail }),
      ),
    );
    lab.goWhenReady(frame());
  }

  return {
    problem,
    follow(tool) {
      const key = tool === null ? "" : "code" in tool ? `code:${tool.code}` : `refused:${tool.refused}`;
      if (key === last) return;
      last = key;
      if (tool === null) return void (setProblem(undefined), drop());
      if ("refused" in tool) return void refuse({ reason: tool.refused });
      void take(tool.code, () => last === key);
    },
  };
}
