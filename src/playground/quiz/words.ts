/**
 * The self-test's words, in both languages (our own; the chapter's §19 only gives the topics).
 * Per question n: `q{n}.prompt`, `q{n}.explain` (2–4 sentences), per option `q{n}.{id}`, and for
 * every wrong option `q{n}.{id}.why` (one line). Loaded with the quiz, not with the first page.
 */
import { defineWords } from "../../text/words";

const en: Record<string, string> = {
  "quiz.title": "Self-test",
  "quiz.intro":
    "{total} questions on the chapter and on what changed after its pi-ai 1.4.0. Choose before you look; then check your answer against the frame that shows it.",
  "quiz.question": "Question {n} of {total}",
  "quiz.section": "§{n}",
  "quiz.multi": "Choose every answer that is true.",
  "quiz.single": "Choose one answer.",
  "quiz.prediction": "A prediction: the frame below is real. What happens next?",
  "quiz.reveal": "Check my answer",
  "quiz.correct": "Right.",
  "quiz.wrong": "Not quite.",
  "quiz.your-choice": "your choice",
  "quiz.right-answer": "right answer",
  "quiz.evidence": "See it happen",
  "quiz.back": "Back to question {n}",
  "quiz.next": "Next question",
  "quiz.prev": "Previous question",
  "quiz.summary": "Your results",
  "quiz.score": "{right} of {answered} answered correctly ({total} questions).",
  "quiz.review": "Review my mistakes",
  "quiz.reset": "Start over",
  "quiz.open": "Self-test",
  "quiz.close": "Back to the player",
  "quiz.keys": "Keys: 1–5 choose · Enter check · → next · ← back · Esc back to the player",
  "quiz.unanswered": "not answered yet",
  "quiz.storage-reset": "Your saved self-test answers could not be read and were reset.",
  "quiz.shown-frame": "The frame in question",
  "quiz.reset-ask": "Erase all your answers and start again from question 1?",
  "quiz.reset-yes": "Erase and start over",
  "quiz.reset-no": "Keep my answers",
  "quiz.summary-question": "Question {n}",

  "q1.prompt": "A pi-ai Tool has a name, a description and a parameter schema — but no execute(). Why?",
  "q1.a":
    "Because the Tool is only what the model reads: it can ask for a call, and the application decides whether and how its own code runs.",
  "q1.b": "Because execute() is sent to the provider separately, in another field.",
  "q1.c": "Because the model runs the tool's code itself, in the provider's sandbox.",
  "q1.d": "Because TypeBox cannot describe functions, so execute() had to be left out.",
  "q1.b.why":
    "Nothing executable is ever sent: the request body carries the tool's name, description and schema, plus a few flags of the API (such as strict) — never code.",
  "q1.c.why": "The model never runs anything; it only produces a ToolCall for the application to judge.",
  "q1.d.why": "It is a design choice, not a TypeBox limit: the boundary between asking and doing is the point.",
  "q1.explain":
    "A Tool is a description for the model, not code. The model can only emit a ToolCall; the application validates it and runs its own code. That keeps the safety boundary with the application (§1).",

  "q2.prompt": "In this chapter, which jobs does the one TypeBox schema of list_download_files do?",
  "q2.a": "It is the JSON Schema the provider sends to the model.",
  "q2.b": "It gives the TypeScript type of the arguments (Static<…>).",
  "q2.c": "It is the set of rules validateToolArguments checks at run time.",
  "q2.d": "It chooses which folder the tool lists.",
  "q2.e": "It lays out the form the UI shows to the user.",
  "q2.d.why": "The folder is fixed by the host, never by the schema or the model.",
  "q2.e.why": "No UI form is built from it here; the three jobs are JSON Schema, type and validation.",
  "q2.explain":
    "One schema, three jobs: what the model receives, the type the code uses, and the rules checked before anything runs. Written once, they cannot drift apart (§2).",

  "q3.prompt":
    'A toolcall_delta has just arrived, and pi-ai\'s preview of the arguments is {"extension": ".p"}. What may the application do now?',
  "q3.a": 'Run the call with ".p": the preview is valid JSON.',
  "q3.b": "Run it if validateToolArguments accepts the preview.",
  "q3.c": "Nothing yet: wait for the call to end and for the reply's final stop reason.",
  "q3.d": "Run it now, and run it again if later pieces change the arguments.",
  "q3.a.why": "Valid JSON is not a finished request: more text may follow, and this reply was in fact cut short.",
  "q3.b.why": 'The validator accepts ".p" — which is exactly the danger: a cut value can look valid.',
  "q3.d.why": "A read that already ran cannot be taken back, and running twice is wrong either way.",
  "q3.explain":
    "A delta's preview is a best guess about unfinished text. Nothing runs until the call has ended and the whole reply has ended with a stop reason that allows it (§7).",

  "q4.prompt":
    "When parseStreamingJson cannot read the text at all — plain, repaired and partial JSON all fail — what does it do?",
  "q4.a": "It throws, and the stream stops.",
  "q4.b": "It gives the preview {} and the stream goes on.",
  "q4.c": "It gives the raw text as the preview.",
  "q4.d": "It keeps the previous preview unchanged.",
  "q4.a.why": "It never throws: a preview is best effort, and the stream must go on.",
  "q4.c.why": "The preview is always parsed data, never the raw string.",
  "q4.d.why": "Each piece is parsed afresh from the whole text; the last step is simply {}.",
  "q4.explain":
    "Its last step gives up with {}. A preview is for the eyes, not for deciding — the final text is parsed again at toolcall_end (§8).",

  "q5.prompt": 'The model sent {"extension": 123}. Does validateToolArguments change the model\'s own arguments?',
  "q5.a": 'Yes: it converts 123 to "123" in place, in the ToolCall.',
  "q5.b": "No: it converts and checks a copy; the model's arguments stay as they were sent.",
  "q5.c": "Yes: it deletes every field it cannot validate.",
  "q5.d": "No: it never converts anything, it only checks.",
  "q5.a.why": "The conversion happens on a structuredClone; the ToolCall still says 123.",
  "q5.c.why": "The original is untouched; only the copy is converted (and an optional null removed from it).",
  "q5.d.why": 'It does convert — the copy becomes "123" before the pattern refuses it.',
  "q5.explain":
    'pi-ai clones the arguments, converts the copy (123 → "123") and checks the copy. The tool runs with the validated, possibly converted copy; the model\'s ToolCall is left as sent (§9).',

  "q6.prompt": "Why must every ToolResultMessage carry the toolCallId of its call?",
  "q6.a": "So the provider and the model can pair each result with the call it answers.",
  "q6.b": "Only for the application's own logs.",
  "q6.c": "So the results may be sent in any order.",
  "q6.d": "Because the model uses it to pick the tool's name.",
  "q6.b.why": "It is part of what the model receives: without it, results cannot be matched to calls.",
  "q6.c.why": "Order still matters: results follow their calls; the id pairs them, it does not free them.",
  "q6.d.why": "The name travels as toolName; the id identifies this one call.",
  "q6.explain":
    "A reply may hold several calls. Each result names the id of the call it answers, right after the call, so the provider can pair them (§11, §13).",

  "q7.prompt": "Reading the folder failed (permission denied). Why not just return an empty list of files?",
  "q7.a": "Because JSON cannot hold an empty array.",
  "q7.b": "Because the model would then tell the user there are no PDFs — a confident wrong answer.",
  "q7.c": "Because providers refuse empty tool results.",
  "q7.d": "It is fine: an empty list is a safe default.",
  "q7.a.why": "An empty array is valid JSON; the problem is what it claims.",
  "q7.c.why": "Providers accept it — which is why the mistake goes unnoticed.",
  "q7.d.why": "It turns a failure into a false fact the model will repeat.",
  "q7.explain":
    'A failure must reach the model as an error result (isError), so it can say the lookup failed. Swallowing the error makes "I couldn\'t look" into "there are none" (§15).',

  "q8.prompt": "Why does this chapter not let the model pass a folder path?",
  "q8.a": "Because paths are too long for a JSON Schema string.",
  "q8.b": "Because providers strip paths from tool arguments.",
  "q8.c": "Because it would widen the tool from “list my Downloads” to “read any folder”.",
  "q8.d": "Because the model cannot know the user's folder names anyway.",
  "q8.a.why": "Length is no issue; the issue is what the tool would be allowed to do.",
  "q8.b.why": "They pass arguments through; the schema (additionalProperties: false) is what refuses it here.",
  "q8.d.why": "It might guess well — the point is not to give it the capability at all.",
  "q8.explain":
    "The host fixes the Downloads path; the model may choose only an extension. Letting it name any path would need the permission design of a later chapter (§10).",

  "q9.prompt":
    "A history recorded with one provider is sent to another. Who rewrites the tool-call ids — and the results' toolCallIds with them?",
  "q9.a": "The application, before it stores each message.",
  "q9.b": "pi-ai's message transform, inside the target API's adapter, on a copy of the history.",
  "q9.c": "The model, when it reads the history.",
  "q9.d": "Nobody: ids are the same for every provider.",
  "q9.a.why": "The application keeps the ids it was given; the stored history is never rewritten.",
  "q9.c.why": "The model sees only what the adapter sends; the rewriting happens before that.",
  "q9.d.why": "Formats differ (length, allowed characters), which is why normalization exists.",
  "q9.explain":
    "When the model differs, the target adapter's normalizer rewrites each call id and keeps a map, so every result's toolCallId is rewritten to match. It works on copies; the application only has to use each call's own id (§14).",

  "q10.prompt":
    "The hand-made round runs the tools, sends the results — and the second reply asks for another tool. What does the one-round function do?",
  "q10.a": "It runs the new call too, and asks again.",
  "q10.b": "It stops: the new call is not run.",
  "q10.c": "It throws an error.",
  "q10.d": "It answers the new call with an error result automatically.",
  "q10.a.why": "That repetition is exactly what it does not do — it is the next chapter's agent loop.",
  "q10.c.why": "Nothing fails; the function simply ends after one round.",
  "q10.d.why": "It sends nothing more: the new call is left unanswered.",
  "q10.explain":
    "answerWithOneToolRound handles one round. Model → calls → results → model again is a loop, with its own stop conditions — the reason for the next chapter (§12, §17).",

  "q11.prompt": "Which layer does each serve: pi-ai's Tool, and pi-agent-core's AgentTool?",
  "q11.a":
    "Tool is the provider-facing definition; AgentTool extends it with a local execution contract: execute, prepareArguments and executionMode for the loop, and a label for the UI.",
  "q11.b": "AgentTool replaces Tool in the request sent to the model.",
  "q11.c": "They are the same type under two names.",
  "q11.d": "Tool is for the UI; AgentTool is what the model reads.",
  "q11.b.why":
    "The adapter still reads only the Tool's own fields — name, description, parameters and, if set, constrainedSampling; the AgentTool's extra fields are never sent.",
  "q11.c.why": "AgentTool adds fields the provider never sees.",
  "q11.d.why": "It is the other way round: the model reads the Tool's fields; label is for the UI.",
  "q11.explain":
    "AgentTool is a Tool plus a local execution contract. The provider reads only the inherited Tool fields; the loop reads execute and its options (§1, §17).",

  "q12.prompt":
    'Every call of a reply has reached toolcall_end, and each parses as a whole JSON object. Then the reply ends with stopReason "length". What may the application run?',
  "q12.a": "Every call: each one ended with toolcall_end.",
  "q12.b": "Every call that validateToolArguments accepts.",
  "q12.c": "Only the first call; the cut can only affect the last one.",
  "q12.d": "None: each call gets an error result asking for it again.",
  "q12.a.why": "toolcall_end says a call ended in the stream, not that the model finished writing it.",
  "q12.b.why": "A cut argument can still parse and validate — silently incomplete.",
  "q12.c.why": "Any call of a truncated reply may be affected; none is safe to run.",
  "q12.explain":
    "Only the final stop reason says whether the reply is whole. After length, nothing runs, even calls that parsed: they get error results asking for a complete call (§7).",
  "q13.prompt":
    'The model sends {"extension": 123}: a number where the schema wants a string that starts with a dot. The same application runs once on pi-ai 1.4.0 and once on 1.6.0. What does validateToolArguments do with the call?',
  "q13.a": "It throws the same message in both: JSON Schema fixes the error messages.",
  "q13.b": "It throws in both, each in its own words: 1.4.0 says “must match pattern”, 1.6.0 says “expected to match”.",
  "q13.c": 'In 1.6.0 it throws nothing: it converts 123 to "123", and the tool runs.',
  "q13.d": "Neither throws: both return the arguments, and the tool runs with 123.",
  "q13.a.why":
    "JSON Schema fixes what is checked, not the words: each validator writes its own (TypeBox in 1.4.0, pi-schema in 1.6.0).",
  "q13.c.why": 'Both versions convert the copy to "123"; the pattern still wants a leading dot, so both refuse it.',
  "q13.d.why":
    'Both versions check a copy converted to "123", and the pattern wants a leading dot: both throw, and nothing runs.',
  "q13.explain":
    "Both versions convert the copy to \"123\", refuse it at the pattern and throw. The words are the validator's own: TypeBox in 1.4.0 writes “must match pattern”, pi-schema (from 1.5.0) writes “expected to match”. The chapter's round catches either and sends the model one fixed text, so the model reads the same in both, and neither the application nor its tests depend on pi-ai's words (§9, §15).",
  "q14.prompt":
    "A tool call's argument is 100,000 characters long and arrives in small pieces. Why does pi-ai 1.4.0 take far longer to stream it than 1.6.0?",
  "q14.a":
    "At every piece 1.4.0 parses the whole text so far again (parseStreamingJson on the partialJson it keeps); 1.6.0 reads each new piece once, with a parser that keeps its place.",
  "q14.b": "1.4.0 validates the arguments against the schema after every piece.",
  "q14.c": "The provider sends its pieces to 1.4.0 more slowly.",
  "q14.d": "1.4.0 waits for toolcall_end, then parses everything at once.",
  "q14.b.why": "Validation runs once, on the complete call after toolcall_end, in both versions (§9).",
  "q14.c.why":
    "The wire is the same: the lab feeds the very same pieces to both versions. The time goes into reading them.",
  "q14.d.why": "It parses at every piece: that is how it gives a preview while the call streams (§8).",
  "q14.explain":
    "parseStreamingJson reads the whole text received so far, so n pieces mean n reads of an ever longer text: the work grows with the square of the length. 1.6.0 still keeps the whole text (in a ToolCallArgumentsStream per call, no longer on the partial block), but reads it with a StreamingJsonParser (from 1.5.0) that keeps its place and reads each piece once. The lab's frames stream at most 500 pieces a block because of 1.4.0's re-parse; the lens pane beside the frame can time both readers on your own machine.",
};

const zh: Record<string, string> = {
  "quiz.title": "自测",
  "quiz.intro":
    "共 {total} 道题，关于本章，也关于本章所用的 pi-ai 1.4.0 之后有哪些变化。先作答，再对照体现答案的那一帧检查。",
  "quiz.question": "第 {n} 题（共 {total} 题）",
  "quiz.section": "§{n}",
  "quiz.multi": "选出所有正确的答案。",
  "quiz.single": "选出一个答案。",
  "quiz.prediction": "预测题：下面这一帧是真实的。接下来会发生什么？",
  "quiz.reveal": "核对答案",
  "quiz.correct": "答对了。",
  "quiz.wrong": "不太对。",
  "quiz.your-choice": "你的选择",
  "quiz.right-answer": "正确答案",
  "quiz.evidence": "到回放中查看",
  "quiz.back": "回到第 {n} 题",
  "quiz.next": "下一题",
  "quiz.prev": "上一题",
  "quiz.summary": "你的成绩",
  "quiz.score": "答对 {right} 题，已作答 {answered} 题（共 {total} 题）。",
  "quiz.review": "复习答错的题",
  "quiz.reset": "重新开始",
  "quiz.open": "自测",
  "quiz.close": "回到播放器",
  "quiz.keys": "按键：1–5 选择 · Enter 核对 · → 下一题 · ← 上一题 · Esc 回到播放器",
  "quiz.unanswered": "尚未作答",
  "quiz.storage-reset": "保存的自测答案无法读取，已被重置。",
  "quiz.shown-frame": "题目所指的这一帧",
  "quiz.reset-ask": "要清除你的全部答案，从第 1 题重新开始吗？",
  "quiz.reset-yes": "清除并重新开始",
  "quiz.reset-no": "保留我的答案",
  "quiz.summary-question": "第 {n} 题",

  "q1.prompt": "pi-ai 的 Tool 有名称、描述和参数 Schema，却没有 execute()。为什么？",
  "q1.a": "因为 Tool 只是给模型看的能力定义：模型只能请求调用，要不要执行、怎样执行，由应用自己的代码决定。",
  "q1.b": "因为 execute() 会放在另一个字段里单独发给 Provider。",
  "q1.c": "因为模型会在 Provider 的沙箱里自己运行工具代码。",
  "q1.d": "因为 TypeBox 无法描述函数，只好省略 execute()。",
  "q1.b.why":
    "从来不会发送可执行的东西：请求体里是工具的名称、描述和 Schema，再加上 API 自己的几个开关（例如 strict），没有代码。",
  "q1.c.why": "模型什么都不运行，它只产生一个 ToolCall，交给应用判断。",
  "q1.d.why": "这是设计上的选择，不是 TypeBox 的限制：“请求”与“执行”之间的边界才是关键。",
  "q1.explain":
    "Tool 是给模型看的能力定义，不是代码。模型只能发出 ToolCall；应用验证它，再运行自己的代码。安全边界因此留在应用这一侧（§1）。",

  "q2.prompt": "在本章中，list_download_files 的这一份 TypeBox Schema 承担了哪些职责？",
  "q2.a": "它是 Provider 发给模型的 JSON Schema。",
  "q2.b": "它给出参数的 TypeScript 类型（Static<…>）。",
  "q2.c": "它是 validateToolArguments 在运行时检查的规则。",
  "q2.d": "它决定工具列出哪个目录。",
  "q2.e": "它决定界面上给用户显示的表单布局。",
  "q2.d.why": "目录由宿主固定，既不由 Schema 决定，也不由模型决定。",
  "q2.e.why": "这里没有用它生成界面表单；三项职责是 JSON Schema、类型和验证。",
  "q2.explain":
    "一份 Schema，三项职责：模型收到的内容、代码使用的类型、执行前检查的规则。只写一次，三者就不会渐渐不一致（§2）。",

  "q3.prompt": '刚收到一个 toolcall_delta，pi-ai 给出的参数预览是 {"extension": ".p"}。应用现在可以做什么？',
  "q3.a": '用 ".p" 执行调用：预览是合法的 JSON。',
  "q3.b": "如果 validateToolArguments 接受这个预览，就执行。",
  "q3.c": "什么都不做：等调用结束，再等整条回复的最终停止原因。",
  "q3.d": "现在就执行，之后参数若有变化再执行一次。",
  "q3.a.why": "合法的 JSON 不等于完整的请求：后面可能还有文本，而这条回复事实上被截断了。",
  "q3.b.why": '验证器会接受 ".p"——这恰恰是危险所在：截断后的值也可能看起来有效。',
  "q3.d.why": "已经执行的读取无法撤回，而执行两次无论如何都是错的。",
  "q3.explain":
    "delta 的预览只是对未完成文本的尽力猜测。只有调用已经结束、整条回复也以允许执行的停止原因结束之后，才能执行（§7）。",

  "q4.prompt": "当 parseStreamingJson 完全读不了文本——直接解析、修复后解析和 partial-json 全部失败——它会怎样？",
  "q4.a": "抛出异常，流随之停止。",
  "q4.b": "给出预览 {}，流继续。",
  "q4.c": "把原始文本当作预览。",
  "q4.d": "保留上一次的预览不变。",
  "q4.a.why": "它从不抛出异常：预览是尽力而为的，流必须继续。",
  "q4.c.why": "预览总是解析后的数据，不会是原始字符串。",
  "q4.d.why": "每一段都会基于完整文本重新解析；最后一步就是 {}。",
  "q4.explain":
    "它的最后一步是放弃并返回 {}。预览只供查看，不能据此做决定——toolcall_end 时还会对最终文本重新解析（§8）。",

  "q5.prompt": '模型发来 {"extension": 123}。validateToolArguments 会修改模型给出的原始参数吗？',
  "q5.a": '会：它在 ToolCall 里原地把 123 改成 "123"。',
  "q5.b": "不会：它转换并检查的是副本；模型的参数保持发来时的样子。",
  "q5.c": "会：它会删除所有无法验证的字段。",
  "q5.d": "不会：它从不转换，只做检查。",
  "q5.a.why": "转换发生在 structuredClone 出来的副本上；ToolCall 里仍然是 123。",
  "q5.c.why": "原对象不受影响；被转换（以及删去可选 null）的只是副本。",
  "q5.d.why": '它确实会转换——在 pattern 拒绝之前，副本已经变成了 "123"。',
  "q5.explain":
    'pi-ai 克隆参数，转换副本（123 → "123"），再检查副本。执行时使用的是验证过、可能被转换的副本；模型的 ToolCall 保持原样（§9）。',

  "q6.prompt": "为什么每条 ToolResultMessage 都必须带上对应调用的 toolCallId？",
  "q6.a": "这样 Provider 和模型才能把每条结果与它回答的调用配对。",
  "q6.b": "只是为了应用自己的日志。",
  "q6.c": "这样结果就可以按任意顺序发送。",
  "q6.d": "因为模型要用它来选择工具名称。",
  "q6.b.why": "它是模型收到的内容的一部分：没有它，结果就无法与调用对应。",
  "q6.c.why": "顺序依然重要：结果紧跟在调用之后；id 负责配对，并不允许打乱顺序。",
  "q6.d.why": "名称由 toolName 携带；id 标识的是这一次调用。",
  "q6.explain":
    "一条回复可能包含多个调用。每条结果都注明它回答的调用的 id，并紧跟在调用之后，Provider 才能配对（§11、§13）。",

  "q7.prompt": "读取目录失败了（没有权限）。为什么不能直接返回一个空的文件列表？",
  "q7.a": "因为 JSON 不能表示空数组。",
  "q7.b": "因为模型会据此告诉用户没有 PDF——一个信心十足的错误回答。",
  "q7.c": "因为 Provider 会拒绝空的工具结果。",
  "q7.d": "没关系：空列表是安全的默认值。",
  "q7.a.why": "空数组是合法的 JSON；问题在于它传达的意思。",
  "q7.c.why": "Provider 会接受它——所以这个错误才不易察觉。",
  "q7.d.why": "它把一次失败变成了一个会被模型复述的假事实。",
  "q7.explain":
    "失败必须以错误结果（isError）送到模型那里，模型才能说“查询失败了”。吞掉错误，就把“我没能查看”变成了“一个都没有”（§15）。",

  "q8.prompt": "本章为什么不允许模型传入目录路径？",
  "q8.a": "因为路径太长，JSON Schema 的字符串放不下。",
  "q8.b": "因为 Provider 会从工具参数里去掉路径。",
  "q8.c": "因为那会把工具从“列出我的下载目录”扩大成“读取任意目录”。",
  "q8.d": "因为模型本来也不知道用户的目录名。",
  "q8.a.why": "长度不是问题；问题在于工具会被允许做什么。",
  "q8.b.why": "Provider 会原样传递参数；这里拒绝它的是 Schema（additionalProperties: false）。",
  "q8.d.why": "它也许能猜对——关键是根本不把这种能力交给它。",
  "q8.explain": "下载目录由宿主固定；模型只能选择扩展名。让它指定任意路径，就需要后面章节的权限设计（§10）。",

  "q9.prompt":
    "用一个 Provider 记录的历史被发给另一个 Provider。谁来改写 Tool Call 的 id——以及随之改写结果的 toolCallId？",
  "q9.a": "应用，在保存每条消息之前。",
  "q9.b": "pi-ai 的消息转换，在目标 API 的适配器内部，作用于历史的副本。",
  "q9.c": "模型，在读取历史的时候。",
  "q9.d": "没有人：所有 Provider 的 id 都一样。",
  "q9.a.why": "应用保留收到的 id；保存的历史从不被改写。",
  "q9.c.why": "模型只看到适配器发送的内容；改写发生在那之前。",
  "q9.d.why": "各家格式不同（长度、允许的字符），所以才需要规范化。",
  "q9.explain":
    "当模型不同时，目标适配器的规范化函数改写每个调用 id 并记下映射，让每条结果的 toolCallId 随之改写、保持配对。它作用于副本；应用只需原样使用每个调用自己的 id（§14）。",

  "q10.prompt": "手工单轮执行了工具、发回了结果——第二条回复却又请求调用一个工具。这个单轮函数会怎样？",
  "q10.a": "也执行这个新调用，然后再次询问。",
  "q10.b": "到此为止：新的调用不会被执行。",
  "q10.c": "抛出错误。",
  "q10.d": "自动给新调用回一条错误结果。",
  "q10.a.why": "它恰恰不做这种重复——那是下一章的 Agent Loop。",
  "q10.c.why": "没有任何失败；函数只是在一轮之后结束。",
  "q10.d.why": "它不再发送任何东西：新调用得不到回应。",
  "q10.explain":
    "answerWithOneToolRound 只处理一轮。“模型 → 调用 → 结果 → 再问模型”是一个循环，有自己的停止条件——这就是下一章的由来（§12、§17）。",

  "q11.prompt": "pi-ai 的 Tool 和 pi-agent-core 的 AgentTool 分别服务哪一层？",
  "q11.a":
    "Tool 是面向 Provider 的定义；AgentTool 在它之上加上本地执行契约：给 Agent Loop 用的 execute、prepareArguments 和 executionMode，以及给界面用的 label。",
  "q11.b": "发给模型的请求里，AgentTool 取代了 Tool。",
  "q11.c": "它们是同一个类型的两个名字。",
  "q11.d": "Tool 给界面用；AgentTool 才是模型读取的。",
  "q11.b.why":
    "适配器读取的仍然只是 Tool 本身的字段：name、description、parameters，设置了的话还有 constrainedSampling；AgentTool 多出的字段从不发送。",
  "q11.c.why": "AgentTool 增加了 Provider 永远看不到的字段。",
  "q11.d.why": "正好相反：模型读的是 Tool 的字段；label 才是给界面用的。",
  "q11.explain":
    "AgentTool 就是 Tool 加上本地执行契约。Provider 只读取继承来的 Tool 字段；循环读取 execute 及其选项（§1、§17）。",

  "q12.prompt":
    '一条回复里的每个调用都收到了 toolcall_end，而且各自都能解析成完整的 JSON 对象。随后回复以 stopReason "length" 结束。应用可以执行什么？',
  "q12.a": "全部调用：每个都收到了 toolcall_end。",
  "q12.b": "validateToolArguments 接受的那些调用。",
  "q12.c": "只执行第一个调用；截断只会影响最后一个。",
  "q12.d": "一个都不执行：每个调用都得到一条错误结果，请模型重新发出。",
  "q12.a.why": "toolcall_end 表示调用在流中结束了，不表示模型把它写完了。",
  "q12.b.why": "被截断的参数照样可能解析成功，甚至通过验证，截断本身却不留任何痕迹。",
  "q12.c.why": "被截断回复中的任何调用都可能受影响；没有一个可以安全执行。",
  "q12.explain":
    "只有最终的停止原因能说明回复是否完整。遇到 length，什么都不执行，即使调用能解析：它们会得到错误结果，请模型发出完整的调用（§7）。",
  "q13.prompt":
    '模型发来 {"extension": 123}：Schema 要的是以点开头的字符串，它给的却是数字。同一个应用分别在 pi-ai 1.4.0 和 1.6.0 上运行。validateToolArguments 会怎样处理这个调用？',
  "q13.a": "两个版本抛出一字不差的错误：错误信息由 JSON Schema 规定。",
  "q13.b": "两个版本都会抛出错误，但措辞各是各的：1.4.0 写 “must match pattern”，1.6.0 写 “expected to match”。",
  "q13.c": '1.6.0 不抛错：它把 123 转成 "123"，工具照常执行。',
  "q13.d": "两个版本都不抛错：都返回参数，工具用 123 执行。",
  "q13.a.why":
    "JSON Schema 规定检查什么，不规定怎么措辞：每个验证器都有自己的说法（1.4.0 是 TypeBox，1.6.0 是 pi-schema）。",
  "q13.c.why": '两个版本都会把副本转成 "123"；pattern 仍然要求以点开头，所以两个版本都拒绝。',
  "q13.d.why": '两个版本检查的都是转成 "123" 的副本，而 pattern 要求以点开头：两个版本都会抛错，什么都不执行。',
  "q13.explain":
    '两个版本都把副本转成 "123"，都在 pattern 这一步拒绝并抛出错误。措辞来自验证器本身：1.4.0 的 TypeBox 写 “must match pattern”，1.5.0 起的 pi-schema 写 “expected to match”。本章的手工单轮捕获错误后，发给模型一段固定文本，所以两个版本下模型读到的内容相同，应用和它的测试都不依赖 pi-ai 的措辞（§9、§15）。',
  "q14.prompt":
    "一个工具调用的参数长 100,000 个字符，分成很多小片段到达。为什么 pi-ai 1.4.0 流式读取它比 1.6.0 慢得多？",
  "q14.a":
    "每来一个片段，1.4.0 都把目前收到的全部文字重新解析一遍（对它保存的 partialJson 调用 parseStreamingJson）；1.6.0 的解析器记得读到了哪里，每个新片段只读一次。",
  "q14.b": "1.4.0 每收到一个片段，都按 Schema 验证一次参数。",
  "q14.c": "Provider 给 1.4.0 发片段发得更慢。",
  "q14.d": "1.4.0 要等到 toolcall_end，再一次性解析全部文字。",
  "q14.b.why": "验证只做一次：在 toolcall_end 之后，对完整的调用进行，两个版本都是如此（§9）。",
  "q14.c.why": "线上传来的内容是一样的：实验室把完全相同的片段喂给两个版本。时间花在读取上。",
  "q14.d.why": "它每个片段都解析：正因如此，调用还在流式到达时就能给出预览（§8）。",
  "q14.explain":
    "parseStreamingJson 每次都读取目前收到的全部文字，n 个片段就是 n 次读取越来越长的文字：工作量随长度的平方增长。1.6.0 仍然保存全文（放在每个调用的 ToolCallArgumentsStream 里，不再放在部分块上），但用 StreamingJsonParser（1.5.0 起）来读：它记得读到了哪里，每个片段只读一次。正因为 1.4.0 要反复重新解析，实验室的帧里每个块最多流式显示 500 个片段；帧旁的版本对照面板可以在你自己的机器上为两个读取器计时。",
};

/** Both quiz catalogs, by language, and the quiz text for `key` in `lang`; an unknown key shows itself. */
export const { catalogs: quizCatalogs, text: quizText } = defineWords({ en, "zh-CN": zh });
