/**
 * Monaco's JSON worker, with one check in front of its language service: a document nested deeper
 * than a scenario may be (`LIMITS.fileDepth`) is never handed to it. The service's parser and
 * validator recurse once per level, so a 50,000-deep document overflowed the worker's stack on
 * every keystroke; here a linear scan answers first and the document reads as absent (no markers,
 * no completion). The editor marks the depth itself (`MonacoBox`).
 */
import { initialize } from "monaco-editor/internal/common/initialize";
import { JSONWorker } from "monaco-editor/languages/features/json/jsonWorker";
import { firstTooDeep, LIMITS } from "../../scenarios/limits";

class DepthGuardedJSONWorker extends JSONWorker {
  override _getTextDocument(uri: string) {
    const document = super._getTextDocument(uri);
    return document && firstTooDeep(document.getText(), LIMITS.fileDepth) !== undefined ? null : document;
  }
}

self.onmessage = () => {
  initialize((ctx: unknown, createData: unknown) => new DepthGuardedJSONWorker(ctx, createData));
};
