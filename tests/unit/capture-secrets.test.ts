/**
 * Every form of credential a captured HAR or `curl -i` output carries is removed and named (issue 41,
 * Secrets), in the stripper, in `npm run trace -- --recording` and in the import screen's reading;
 * text that cannot be read never goes back into the box, and its problem never quotes it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runTrace } from "../../src/cli/run-trace";
import { captureProblemKey, captureProblemParams, loadCapture } from "../../src/fake-provider/capture";
import { stripSecrets } from "../../src/fake-provider/capture/secrets";
import { readCaptureText } from "../../src/playground/recording/read-capture";
import { message } from "../../src/i18n";
import { harCapture, sseCapture } from "../fixtures/captures";
import { openLab } from "./store-fakes";

type Request = {
  url: string;
  headers: unknown;
  queryString: { name: string; value: string }[];
  postData: { text: string };
};

/** Each form: a secret unlike any other, what it does to a HAR's request, and the name it is removed by. */
const FORMS: [string, string, (request: Request, secret: string) => void, string][] = [
  [
    "Azure OpenAI's api-key header",
    "azure-4c1f9e",
    (r, s) => void (r.headers as unknown[]).push({ name: "api-key", value: s }),
    "api-key",
  ],
  [
    "Azure API Management's Ocp-Apim-Subscription-Key",
    "apim-7d20b3",
    (r, s) => void (r.headers as unknown[]).push({ name: "Ocp-Apim-Subscription-Key", value: s }),
    "ocp-apim-subscription-key",
  ],
  [
    "Helicone-Auth",
    "helicone-91aa5e",
    (r, s) => void (r.headers as unknown[]).push({ name: "Helicone-Auth", value: `Bearer ${s}` }),
    "helicone-auth",
  ],
  [
    "X-Auth-Token",
    "xauth-30bc7f",
    (r, s) => void (r.headers as unknown[]).push({ name: "X-Auth-Token", value: s }),
    "x-auth-token",
  ],
  [
    "user:pass@ in the URL",
    "pass-62f0c9",
    (r, s) => void (r.url = r.url.replace("https://", `https://alice:${s}@`)),
    "user:password@",
  ],
  ["api_key= in the URL", "apikey-8b14d0", (r, s) => void (r.url += `&api_key=${s}`), "api_key="],
  ["access_token= in the URL", "access-0f93ce", (r, s) => void (r.url += `&access_token=${s}`), "access_token="],
  ["token= in the URL", "token-a4e712", (r, s) => void (r.url += `&token=${s}`), "token="],
  [
    "token in the HAR's queryString list",
    "qstoken-c3b5a9",
    (r, s) => void r.queryString.push({ name: "token", value: s }),
    "token=",
  ],
  [
    "api_key in the JSON request body, nested",
    "bodykey-d7e6f4",
    (r, s) =>
      void (r.postData.text = JSON.stringify({ ...JSON.parse(r.postData.text), metadata: { auth: { api_key: s } } })),
    '"api_key":',
  ],
  // Last: it rewrites the headers the forms above added into an object.
  [
    "headers written as an object",
    "objhdr-5e8d21",
    (r, s) =>
      void (r.headers = {
        ...Object.fromEntries((r.headers as { name: string; value: string }[]).map((h) => [h.name, h.value])),
        "X-Subscription-Token": s,
      }),
    "x-subscription-token",
  ],
];

/** The HAR devtools export for a Gemini request, with `forms` applied to its request. */
function harWith(forms: typeof FORMS): string {
  const har = JSON.parse(harCapture("google-generative-ai"));
  const request = har.log.entries.at(-1).request as Request;
  for (const [, secret, apply] of forms) apply(request, secret);
  return JSON.stringify(har, null, 2);
}

describe("every form of credential in a HAR", () => {
  it.each(FORMS)("%s is removed and named", (_form, secret, _apply, name) => {
    const har = harWith(FORMS.filter(([, s]) => s === secret));
    expect(har).toContain(secret);
    const { har: clean, removed } = stripSecrets(JSON.parse(har));
    expect(JSON.stringify(clean)).not.toContain(secret);
    expect(removed).toContain(name);
  });

  it("keeps what only looks like a credential's name: a number (max_tokens) or a schema (a tool's api_key parameter)", () => {
    const body = {
      max_tokens: 1024,
      tools: [{ name: "call", input_schema: { type: "object", properties: { api_key: { type: "string" } } } }],
    };
    const { har: clean, removed } = stripSecrets({
      log: { entries: [{ request: { postData: { text: JSON.stringify(body) } } }] },
    });
    expect(
      JSON.parse(
        (clean as { log: { entries: { request: { postData: { text: string } } }[] } }).log.entries[0]!.request.postData
          .text,
      ),
    ).toEqual(body);
    expect(removed).toEqual([]);
  });

  it("all of them at once: trace --recording prints none and names each", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "tcl-secrets-")), "all.har");
    writeFileSync(path, harWith(FORMS));
    let out = "";
    let err = "";
    const code = await runTrace(["--recording", path, "--requests"], {
      out: (t) => void (out += t),
      err: (t) => void (err += t),
      cwd: process.cwd(),
      readFile: (p) => readFileSync(p),
    });
    expect([code, err]).toEqual([0, ""]);
    for (const [, secret] of FORMS) expect(out).not.toContain(secret);
    const said = out.split("\n").find((line) => line.startsWith("-- removed from the capture before reading it: "))!;
    for (const [, , , name] of FORMS) expect(said.split(": ").slice(1).join(": ").split(", ")).toContain(name);
  });
});

it("curl -i's headers lose the ones named like a credential, and say which", () => {
  const read = loadCapture(
    `HTTP/2 200\r\ncontent-type: text/event-stream\r\nset-cookie: sid=cookie-55e1aa\r\nx-auth-token: xauth-0be7d2\r\n\r\n${sseCapture("openai-completions")}`,
  );
  expect(read.ok).toBe(true);
  expect(read.stripped!.text).not.toMatch(/cookie-55e1aa|xauth-0be7d2/);
  expect(read.stripped!.removed).toEqual(["set-cookie", "x-auth-token"]);
});

/** A HAR whose key is followed by a syntax error: the JSON parser's own message would quote the key. */
const BROKEN_HAR = '{"log": {"entries": [{"request": {"headers": [{"name": "api-key", "value": "sk-live-ZQXJ"}, ]}}]}}';

describe("text that cannot be read", () => {
  it("is said without quoting it, in both languages and on the CLI's stderr", async () => {
    const read = loadCapture(BROKEN_HAR);
    if (read.ok) throw new Error("it loaded");
    for (const lang of ["en", "zh-CN"] as const)
      expect(message(lang, captureProblemKey(read.problem), captureProblemParams(read.problem))).not.toMatch(
        /ZQXJ|api-key/,
      );
    const path = join(mkdtempSync(join(tmpdir(), "tcl-secrets-")), "broken.har");
    writeFileSync(path, BROKEN_HAR);
    let err = "";
    expect(
      await runTrace(["--recording", path], {
        out: () => {},
        err: (t) => void (err += t),
        cwd: process.cwd(),
        readFile: (p) => readFileSync(p),
      }),
    ).toBe(2);
    expect(err).toMatch(/^trace: cannot play capture ".*broken\.har": This looks like a HAR/);
    expect(err).not.toContain("ZQXJ");
  });

  it.each([
    ["a HAR that is not JSON", BROKEN_HAR],
    ["text that is neither SSE nor a HAR", "Authorization: Bearer sk-live-ZQXJ\n"],
  ])("never goes back into the import box: %s", (_name, text) => {
    const { lab, dispose } = openLab();
    try {
      lab.recording.setDraft(text);
      expect(readCaptureText(lab, text)).toBeDefined();
      expect(lab.recording.draft()).toBe("");
    } finally {
      dispose();
    }
  });
});
