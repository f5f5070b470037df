/**
 * The one place the sandbox's iframe is made: `sandbox="allow-scripts"` (an opaque origin: no
 * storage, no cookies, no access to this page), a CSP that blocks every connection, and the
 * supervisor (`supervisor-frame.ts`, compiled at build time) as its one script. It starts the
 * learner's module worker from a `data:` URL: in an opaque origin Chromium starts a module worker
 * from `data:` but not from `blob:`. Browser only.
 */
import supervisorScript from "virtual:sandbox-supervisor";
import type { SandboxChannel } from "./host";

/** The sandbox's policy: its own inline script, the worker from a `data:` URL, and nothing from any network. */
const CSP =
  "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' data:; worker-src data:; connect-src 'none'; img-src 'none'; style-src 'none'";

function sandboxFrame(): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", "allow-scripts");
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.title = "sandbox";
  frame.hidden = true;
  frame.dataset.testid = "sandbox";
  frame.srcdoc = `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${CSP}"><script>${supervisorScript}</script>`;
  return frame;
}

/** A fresh sandboxed iframe, once it has loaded: the host's channel to the supervisor in it. */
export function openFrame(): Promise<SandboxChannel> {
  const frame = sandboxFrame();
  const listeners: ((envelope: unknown) => void)[] = [];
  // Only the iframe's own messages; what they say is read by the host's boundary.
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.source === frame.contentWindow) for (const listener of listeners) listener(event.data);
  };
  const channel: SandboxChannel = {
    send: (order) => frame.contentWindow?.postMessage(order, "*"),
    listen: (on) => void listeners.push(on),
    close() {
      window.removeEventListener("message", onMessage);
      frame.remove();
    },
  };
  return new Promise((resolve) => {
    frame.addEventListener("load", () => resolve(channel), { once: true });
    window.addEventListener("message", onMessage);
    document.body.append(frame);
  });
}
