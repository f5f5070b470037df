/**
 * The words of *Watch my program* (the rounds a person's own program played against
 * `npm run provider`), in both languages. They load with the import screen.
 */
import { defineWords } from "../../text/words";

const en: Record<string, string> = {
  "watch.title": "Watch my program",
  "watch.intro":
    "Run npm run provider, point your program's model at the base URL it prints, run your program, then fetch what it sent here. Each reply plays through pi-ai's real adapter; the provider's checks name any rule a request broke.",
  "watch.address": "The provider's address (this machine only)",
  "watch.fetch": "Fetch my program's requests",
  "watch.fetching": "Asking the provider at {origin}…",
  "watch.not-url": "That is not an address: type a port (8787) or http://127.0.0.1:8787.",
  "watch.not-loopback": "Only this machine is asked: use 127.0.0.1, localhost or [::1] over http.",
  "watch.unreachable":
    "No answer from {origin}: is npm run provider running there, and was this page opened from an origin it allows (--allow-origin)?",
  "watch.not-feed": "{origin} answered, but not with the provider's rounds feed.",
  "watch.empty": "The provider has served no request yet: run your program against it, then fetch again.",
  "watch.count":
    "{requests, plural, one {# request} other {# requests}} in {rounds, plural, one {# round} other {# rounds}}.",
  "watch.round": "Round {round}",
  "watch.request": "Request {request} · {api} · HTTP {status}",
  "watch.clean": "no rule broken",
  "watch.play": "Play this reply",
  "watch.source": "your program (npm run provider, round {round}, request {request})",
};

const zh: Record<string, string> = {
  "watch.title": "观察我的程序",
  "watch.intro":
    "运行 npm run provider，把你程序里模型的 baseUrl 换成它打印的地址，运行你的程序，再到这里取回它发出的请求。每个回复都经过 pi-ai 真实的适配器回放；Provider 的检查会指出请求违反了哪条规则。",
  "watch.address": "Provider 的地址（仅限本机）",
  "watch.fetch": "取回我的程序的请求",
  "watch.fetching": "正在询问 {origin} 上的 Provider……",
  "watch.not-url": "这不是一个地址：请输入端口（8787）或 http://127.0.0.1:8787。",
  "watch.not-loopback": "只询问本机：请用 http 协议和 127.0.0.1、localhost 或 [::1]。",
  "watch.unreachable":
    "{origin} 没有应答：npm run provider 是否在那里运行？打开本页的来源是否被它允许（--allow-origin）？",
  "watch.not-feed": "{origin} 应答了，但返回的不是 Provider 的请求记录。",
  "watch.empty": "Provider 还没有处理过请求：先让你的程序连上它运行一次，再来取回。",
  "watch.count": "共 {requests} 个请求，{rounds} 轮。",
  "watch.round": "第 {round} 轮",
  "watch.request": "第 {request} 个请求 · {api} · HTTP {status}",
  "watch.clean": "没有违反规则",
  "watch.play": "回放这个回复",
  "watch.source": "你的程序（npm run provider，第 {round} 轮第 {request} 个请求）",
};

/** Both catalogs, and *Watch my program*'s text for `key` in `lang`; an unknown key shows itself. */
export const { catalogs: watchCatalogs, text: watchText } = defineWords({ en, "zh-CN": zh });
