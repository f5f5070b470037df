/**
 * The provider for the person's own capture: turn one is the recorded stream, replayed through
 * pi-ai's real adapter for the API its events show (`replayRecording`, injected `fetch`); later
 * turns are the lab's stand-in answer through the same adapter (the capture holds one reply).
 * The scenario it plays in is `recording-scenario.ts` (no pi-ai there: the page builds it).
 */
import type { Capture } from "../../fake-provider/capture";
import { KIT_14, type PiKit } from "../../fake-provider/kit";
import type { ProviderTurn, ReplayProvider } from "../../fake-provider/provider";
import { createWireProvider, replayRecording } from "../../fake-provider/wire/replay";
import { LANGS } from "../../text/langs";
import type { Lang, Scenario } from "../../scenarios";
import { answersFor } from "./providers";

export { recordingScenario, RECORDING_ID, type RecordingScenario } from "./recording-scenario";

/**
 * The provider factory for a capture: turn one replays its body through pi-ai's adapter for its
 * API; later turns (and §13's what-if) are that API's wire provider with the stand-in answers.
 */
export function recordingProvider(
  capture: Capture,
  kit: PiKit = KIT_14,
): (scenario: Scenario, lang: Lang) => ReplayProvider {
  return (scenario, lang) => {
    const answers = {
      ...answersFor(scenario, lang),
      alternates: LANGS.filter((other) => other !== lang).map((other) => answersFor(scenario, other)),
    };
    // Turn one never reaches this provider's script: the recording answers it. Every request asks
    // for the capture's model and goes where the capture's went (a pasted stream says nowhere), never
    // to the lab's catalog model and its host.
    const wire = createWireProvider(
      capture.api,
      { blocks: [], stopReason: "stop" },
      undefined,
      answers,
      [],
      kit,
      capture.model,
    );
    const sentAs = (turn: ProviderTurn): ProviderTurn => {
      const { url: _catalogUrl, ...request } = turn.request;
      return { ...turn, request: capture.url ? { ...request, url: capture.url } : request };
    };
    return {
      api: wire.api,
      model: capture.model ?? "",
      turn: async (context, turnNumber, timestamp) =>
        sentAs(
          turnNumber <= 1
            ? await replayRecording(capture.api, context, capture.body, kit, capture.model)
            : await wire.turn(context, turnNumber, timestamp),
        ),
    };
  };
}
