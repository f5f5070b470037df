import { createMemo, createSignal, For, Show } from "solid-js";
import { ruleLabel, isRule } from "../../learner-round/verdict";
import { useLab } from "../state/context";
import { readCaptureText, type ShownProblem } from "./read-capture";
import { DEFAULT_PROVIDER, feedAddress, feedEntries, oneEntryHar, watchedRequests, type WatchedRequest } from "./watch";
import { watchText } from "./watch-words";

/** How long the page waits for the provider's answer. */
const FETCH_LIMIT_MS = 5000;

/** Where a fetch stands: nothing asked, asking, the requests read, or why none could be. */
type Fetched =
  | { kind: "idle" }
  | { kind: "asking"; origin: string }
  | { kind: "read"; entries: unknown[]; requests: WatchedRequest[] }
  | { kind: "problem"; key: string; origin?: string };

/** Reads the provider's feed at `url` (loopback only, no credentials, not cached). */
async function fetchFeed(url: string, origin: string): Promise<Fetched> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FETCH_LIMIT_MS);
  try {
    const response = await fetch(url, { cache: "no-store", credentials: "omit", signal: controller.signal });
    const entries = response.ok ? feedEntries(await response.json().catch(() => undefined)) : undefined;
    if (!entries) return { kind: "problem", key: "watch.not-feed", origin };
    return { kind: "read", entries, requests: watchedRequests(entries) };
  } catch {
    return { kind: "problem", key: "watch.unreachable", origin };
  } finally {
    clearTimeout(timer);
  }
}

/** *Watch my program*'s words in the page's language. */
function useWatchText() {
  const lab = useLab();
  return (key: string, params: Record<string, string | number> = {}) => watchText(lab.lang(), key, params);
}

/** The requests of one round, each with the rules it broke and a button that plays its reply. */
function WatchedRound(props: { round: number; requests: WatchedRequest[]; play: (r: WatchedRequest) => void }) {
  const lab = useLab();
  const w = useWatchText();
  return (
    <li data-testid="watch-round" data-round={props.round}>
      <h4>{w("watch.round", { round: props.round })}</h4>
      <ul>
        <For each={props.requests}>
          {(r) => (
            <li data-testid="watch-request" data-request={r.request} data-status={r.status}>
              {w("watch.request", { request: r.request, api: r.api, status: r.status })} —{" "}
              {r.broken.length
                ? r.broken
                    .map((b) => (isRule(b.rule) ? ruleLabel(b.rule, lab.lang()) : `§${b.section} ${b.rule}`))
                    .join("; ")
                : w("watch.clean")}{" "}
              <button type="button" class="button" data-testid="watch-play" onClick={() => props.play(r)}>
                {w("watch.play")}
              </button>
            </li>
          )}
        </For>
      </ul>
    </li>
  );
}

/**
 * *Watch my program*: fetches what the person's own program sent to `npm run provider` on this
 * machine and plays any reply of it through the recording import, frame by frame.
 */
export function WatchProgram(props: { problem: (shown: ShownProblem) => void }) {
  const lab = useLab();
  const w = useWatchText();
  const [address, setAddress] = createSignal(DEFAULT_PROVIDER);
  const [fetched, setFetched] = createSignal<Fetched>({ kind: "idle" });
  const ask = async () => {
    const at = feedAddress(address());
    if (!at.ok) return setFetched({ kind: "problem", key: `watch.${at.problem}` });
    setFetched({ kind: "asking", origin: at.origin });
    setFetched(await fetchFeed(at.url, at.origin));
  };
  // Grouped once per fetch: the list and the status line both read it.
  const rounds = createMemo(() => {
    const f = fetched();
    if (f.kind !== "read") return [];
    const by = new Map<number, WatchedRequest[]>();
    for (const r of f.requests) by.set(r.round, [...(by.get(r.round) ?? []), r]);
    return [...by.entries()].map(([round, requests]) => ({ round, requests }));
  });
  const play = (r: WatchedRequest) => {
    const f = fetched();
    if (f.kind !== "read") return;
    const shown = readCaptureText(
      lab,
      oneEntryHar(f.entries, r.index),
      w("watch.source", { round: r.round, request: r.request }),
    );
    if (shown) props.problem(shown);
  };
  const status = () => {
    const f = fetched();
    if (f.kind === "asking") return w("watch.fetching", { origin: f.origin });
    if (f.kind === "problem") return w(f.key, { origin: f.origin ?? "" });
    if (f.kind === "read" && f.requests.length === 0) return w("watch.empty");
    if (f.kind === "read") return w("watch.count", { requests: f.requests.length, rounds: rounds().length });
    return "";
  };
  return (
    <section class="watch-program" aria-labelledby="watch-title" data-testid="watch-program">
      <h3 id="watch-title">{w("watch.title")}</h3>
      <p class="note">{w("watch.intro")}</p>
      <form class="watch-form" onSubmit={(e) => (e.preventDefault(), void ask())}>
        <label for="watch-address">{w("watch.address")}</label>
        <input
          id="watch-address"
          data-testid="watch-address"
          value={address()}
          spellcheck={false}
          onInput={(e) => setAddress(e.currentTarget.value)}
        />
        <button type="submit" class="button" data-testid="watch-fetch" disabled={fetched().kind === "asking"}>
          {w("watch.fetch")}
        </button>
      </form>
      <p class="note" role="status" data-testid="watch-status">
        {status()}
      </p>
      <Show when={rounds().length > 0}>
        <ol class="watch-rounds">
          <For each={rounds()}>{(r) => <WatchedRound round={r.round} requests={r.requests} play={play} />}</For>
        </ol>
      </Show>
    </section>
  );
}
