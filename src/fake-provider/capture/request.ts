/**
 * The question and tools of a recorded request body (a HAR's `postData.text`), read per API from
 * the documented request formats (each descriptor's `capture.request`): the last user message's
 * text, and each function tool's name, description and JSON Schema. Only own keys are read; what is
 * not there is left out.
 */
import { isObject } from "../apis/read";
import { WIRE_SPECS, type RecordedRequest, type WireApi } from "../apis";

export type { RecordedRequest, RecordedTool } from "../apis";

/** Reads `bodyText` (JSON) as a request to `api`; undefined when it is not JSON. */
export function readRequest(api: WireApi, bodyText: string): RecordedRequest | undefined {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  return isObject(body) ? WIRE_SPECS[api].capture.request(body) : undefined;
}
