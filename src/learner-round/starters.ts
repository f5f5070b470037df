/**
 * The Round lab's starting points: the application's round written the chapter's way (§12, our own
 * code), and challenges that each carry one classic mistake. A challenge is the correct round with
 * one edit, so the two never drift apart; a unit test checks every edit still applies.
 */
import type { RuleId } from "../grader/rules";
import type { Lang } from "../scenarios/types";
import { LANGS } from "../text/langs";
import { roundText } from "../i18n/round";

/** The correct round, exactly as the editor first shows it and "Reset" puts it back. */
export const CORRECT_ROUND = `import { validateToolArguments, type AssistantMessage, type Context, type Tool, type ToolCall, type ToolResultMessage } from "@earendil-works/pi-ai";

/** What the lab hands your round (docs/round-lab.md). */
interface Round {
  context: Context; // system prompt, the person's question, the tools offered
  tools: Tool[]; // the tools this application has code for
  ask(context: Context): Promise<AssistantMessage>; // the model, through pi-ai's stream
  execute(args: { extension?: string }): Promise<string[]>; // reads the host's Downloads folder
}

function result(call: ToolCall, text: string, isError: boolean): ToolResultMessage {
  return { role: "toolResult", toolCallId: call.id, toolName: call.name, content: [{ type: "text", text }], isError, timestamp: Date.now() };
}

// §9, §10, §15: check the call, run it, and turn any failure into words the model may read.
async function runCall(app: Round, call: ToolCall): Promise<ToolResultMessage> {
  const tool = app.tools.find((t) => t.name === call.name);
  if (!tool) return result(call, \`Unknown tool: \${call.name}\`, true);
  try {
    const args = validateToolArguments(tool, call);
    const files = await app.execute(args);
    return result(call, JSON.stringify({ files }), false);
  } catch {
    // The error may name the host's folder or carry a stack: the model gets plain words.
    return result(call, "Could not list the Downloads folder: the arguments were invalid or the folder is not available.", true);
  }
}

// §12: one round trip — ask, check the reply, answer every call in order, ask again.
export async function round(app: Round): Promise<AssistantMessage> {
  const { context } = app;
  const reply = await app.ask(context);
  context.messages.push(reply);
  if (reply.stopReason === "error" || reply.stopReason === "aborted") return reply;
  const calls = reply.content.filter((block): block is ToolCall => block.type === "toolCall");
  if (calls.length === 0) return reply;
  const results: ToolResultMessage[] = [];
  for (const call of calls) {
    if (reply.stopReason === "length") {
      results.push(result(call, "Not run: the reply hit the length limit, so its arguments may be cut short. Send the complete call again.", true));
    } else {
      results.push(await runCall(app, call));
    }
  }
  context.messages.push(...results);
  const answer = await app.ask(context);
  context.messages.push(answer);
  return answer;
}
`;

/** The steps the skeleton leaves to write, as comments in each language (§-numbered, the chapter's order). */
const SKELETON_STEPS: Readonly<Record<Lang, { intro: string; steps: string }>> = {
  en: {
    intro: `// §12: one round trip, yours to write. The steps below are comments: write the code under each.
// "{show}" puts one correct answer in the editor; "{grade}" shows which rules yours keeps.`,
    steps: `  // §12, step 2: read the reply's final stopReason. After "error" or "aborted" nothing runs and
  //   the model is not asked again; after "length" a call's arguments may be cut short, so none runs.
  // §12, step 3: find the tool calls in reply.content (blocks of type "toolCall"), never from the
  //   stop reason alone. No call: the reply is the answer.
  // §9, §10: for each call, in order: a name the application has no tool for gets an error result;
  //   otherwise validateToolArguments(tool, call) first, then app.execute with the validated copy.
  // §11, §15: turn each outcome into exactly one ToolResultMessage (result() above). A failure is
  //   isError: true, in plain words, with no host path and no stack trace.
  // §13: push the results after the reply, in call order, then ask the model again with the whole
  //   Context, push its answer and return it.`,
  },
  "zh-CN": {
    intro: `// §12：一次工具往返，由你来写。下面的步骤是注释：在每一步下面写出代码。
// “{show}”把一份正确答案放进编辑器；“{grade}”显示你的代码守住了哪些规则。`,
    steps: `  // §12 第 2 步：读回复最终的 stopReason。遇到 "error" 或 "aborted"，什么都不执行，
  //   也不再请求模型；遇到 "length"，调用的参数可能被截断，一个都不执行。
  // §12 第 3 步：从 reply.content 里找出工具调用（type 为 "toolCall" 的块），不要只凭 stopReason
  //   判断。没有调用：这条回复就是答案。
  // §9、§10：按顺序处理每个调用：应用没有对应工具的名字，得到一个错误结果；否则先用
  //   validateToolArguments(tool, call) 验证，再用验证后的副本调用 app.execute。
  // §11、§15：把每个结果变成恰好一条 ToolResultMessage（用上面的 result()）。失败时 isError 为 true，
  //   用平实的话说明，不带宿主路径，也不带调用栈。
  // §13：把这些结果按调用顺序放在回复之后，再带着完整的 Context 请求模型，放入它的回答并返回。`,
  },
};

/** The first step, written: without a request to the model there is no round to grade. */
const SKELETON_FIRST_STEP: Readonly<Record<Lang, string>> = {
  en: "  // §12, step 1: ask the model with the Context, and keep its reply in the Context's messages.",
  "zh-CN": "  // §12 第 1 步：带着 Context 请求模型，并把它的回复放进 Context 的 messages。",
};

/**
 * The Round lab's starting point: the correct round's frame (imports, the lab's interface, the
 * result helper) with the round's body left as the §-numbered steps to write, in `lang`. Only the
 * first request is written, so an untouched skeleton grades, and fails every cell with a tool call.
 */
export function roundSkeleton(lang: Lang): string {
  const head = inLanguage(CORRECT_ROUND.slice(0, CORRECT_ROUND.indexOf("// §9, §10, §15")), lang);
  const { intro, steps } = SKELETON_STEPS[lang];
  const named = intro.replace("{show}", roundText(lang, "show-chapter")).replace("{grade}", roundText(lang, "grade"));
  return `${head}${named}
export async function round(app: Round): Promise<AssistantMessage> {
  const { context } = app;
${SKELETON_FIRST_STEP[lang]}
  const reply = await app.ask(context);
  context.messages.push(reply);
${steps}
  return reply;
}
`;
}

/** A starter with one classic mistake: the rule it breaks, its names, and the one edit that makes it. */
export interface Challenge {
  id: string;
  rule: RuleId;
  name: { en: string; "zh-CN": string };
  edit: { find: string; replace: string };
}

/** The challenges, in the order the picker lists them. */
export const CHALLENGES: readonly Challenge[] = [
  {
    id: "runs-truncated",
    rule: "stop-reason",
    name: { en: "Runs the calls of a reply cut off by length", "zh-CN": "执行了因 length 被截断的回复里的调用" },
    edit: {
      find: `    if (reply.stopReason === "length") {
      results.push(result(call, "Not run: the reply hit the length limit, so its arguments may be cut short. Send the complete call again.", true));
    } else {
      results.push(await runCall(app, call));
    }`,
      replace: `    results.push(await runCall(app, call)); // cut off by length or not, it runs`,
    },
  },
  {
    id: "runs-before-validating",
    rule: "validate-first",
    name: { en: "Runs a call before validating it", "zh-CN": "先执行调用，后验证参数" },
    edit: {
      find: `    const args = validateToolArguments(tool, call);
    const files = await app.execute(args);`,
      replace: `    const files = await app.execute(call.arguments); // runs first…
    validateToolArguments(tool, call); // …checks too late`,
    },
  },
  {
    id: "model-arguments",
    rule: "validated-copy",
    name: {
      en: "Runs the model's arguments, not the validated copy",
      "zh-CN": "执行模型的原始参数，而不是验证后的副本",
    },
    edit: {
      find: `    const files = await app.execute(args);`,
      replace: `    const files = await app.execute(call.arguments); // not args: pi-ai's converted copy is ignored`,
    },
  },
  {
    id: "drops-unknown",
    rule: "one-result-per-call",
    name: { en: "Drops the result of an unknown tool", "zh-CN": "丢掉了未知工具的结果" },
    edit: {
      find: `  for (const call of calls) {
`,
      replace: `  for (const call of calls) {
    if (!app.tools.some((t) => t.name === call.name)) continue; // not ours: say nothing
`,
    },
  },
  {
    id: "out-of-order",
    rule: "result-order",
    name: { en: "Sends the results out of call order", "zh-CN": "结果没有按调用顺序发送" },
    edit: {
      find: `  context.messages.push(...results);`,
      replace: `  context.messages.push(...results.reverse()); // newest first`,
    },
  },
  {
    id: "leaks-path",
    rule: "no-leak",
    name: {
      en: "Puts the host path and stack trace in an error result",
      "zh-CN": "在错误结果里放进了宿主的绝对路径和调用栈",
    },
    edit: {
      find: `  } catch {
    // The error may name the host's folder or carry a stack: the model gets plain words.
    return result(call, "Could not list the Downloads folder: the arguments were invalid or the folder is not available.", true);`,
      replace: `  } catch (error) {
    // Everything we know, for the model to read.
    return result(call, \`Could not list the Downloads folder: \${(error as Error).stack}\`, true);`,
    },
  },
  {
    id: "swallows-errors",
    rule: "errors-are-errors",
    name: { en: "Swallows an execute error as success", "zh-CN": "把 execute 的错误吞掉，当作成功" },
    edit: {
      find: `    const files = await app.execute(args);`,
      replace: `    let files: string[] = [];
    try {
      files = await app.execute(args);
    } catch {
      // Nothing to list, then.
    }`,
    },
  },
  {
    id: "asks-after-failure",
    rule: "no-ask-after-failure",
    name: {
      en: "Asks the model again after an error or aborted reply",
      "zh-CN": "在 error 或 aborted 回复之后再次请求模型",
    },
    edit: {
      find: `  if (reply.stopReason === "error" || reply.stopReason === "aborted") return reply;`,
      replace: `  if (reply.stopReason === "error" || reply.stopReason === "aborted") return app.ask(context); // just try again`,
    },
  },
];

/** The source of challenge `id` (the correct round with its one edit), or undefined for an unknown id. */
export function challengeSource(id: string, lang: Lang = "en"): string | undefined {
  const challenge = CHALLENGES.find((c) => c.id === id);
  return challenge && inLanguage(CORRECT_ROUND.replace(challenge.edit.find, challenge.edit.replace), lang);
}

/**
 * Each comment of the correct round and of the challenges' edits, in Chinese. Only comments change:
 * the code, and the result texts the model reads, are the same in both languages, so a round graded
 * in one language grades the same in the other.
 */
const COMMENTS_ZH: readonly (readonly [en: string, zh: string])[] = [
  [
    "/** What the lab hands your round (docs/round-lab.md). */",
    "/** 实验室交给你的 round 的东西（docs/round-lab.md）。 */",
  ],
  ["// system prompt, the person's question, the tools offered", "// 系统提示、用户的问题、提供给模型的工具"],
  ["// the tools this application has code for", "// 这个应用有代码来执行的工具"],
  ["// the model, through pi-ai's stream", "// 模型，经由 pi-ai 的 stream"],
  ["// reads the host's Downloads folder", "// 读取宿主的下载目录"],
  [
    "// §9, §10, §15: check the call, run it, and turn any failure into words the model may read.",
    "// §9、§10、§15：验证调用，执行它，并把任何失败变成模型可以读的话。",
  ],
  [
    "// The error may name the host's folder or carry a stack: the model gets plain words.",
    "// 错误里可能有宿主的目录或调用栈：模型只得到平实的话。",
  ],
  [
    "// §12: one round trip — ask, check the reply, answer every call in order, ask again.",
    "// §12：一次工具往返——请求模型，检查回复，按顺序回应每个调用，再请求一次。",
  ],
  ["// cut off by length or not, it runs", "// 不管是否因 length 被截断，都执行"],
  ["// runs first…", "// 先执行……"],
  ["// …checks too late", "// ……验证得太晚"],
  ["// not args: pi-ai's converted copy is ignored", "// 不是 args：pi-ai 转换后的副本被忽略了"],
  ["// not ours: say nothing", "// 不是我们的工具：什么都不说"],
  ["// newest first", "// 最新的排在前面"],
  ["// Everything we know, for the model to read.", "// 我们知道的一切，都给模型读。"],
  ["// Nothing to list, then.", "// 那就当没有可列出的文件。"],
  ["// just try again", "// 再试一次就好"],
];

/** `source` with its comments in `lang` (the sources are written in English). */
function inLanguage(source: string, lang: Lang): string {
  if (lang === "en") return source;
  return COMMENTS_ZH.reduce((text, [en, zh]) => text.replaceAll(en, zh), source);
}

/** The correct round (the chapter's way) with its comments in `lang`: what *Show the chapter's round* puts in the editor. */
export function chapterRound(lang: Lang): string {
  return inLanguage(CORRECT_ROUND, lang);
}

/**
 * Which of the picker's starting points `text` is, in either language: "" the skeleton, "correct"
 * the chapter's round, or a challenge's id; undefined for a text the person has changed.
 */
export function startingPoint(text: string): string | undefined {
  for (const lang of LANGS) {
    if (text === roundSkeleton(lang)) return "";
    if (text === chapterRound(lang)) return "correct";
    const challenge = CHALLENGES.find((c) => challengeSource(c.id, lang) === text);
    if (challenge) return challenge.id;
  }
  return undefined;
}
