/**
 * The locales whose characters Monaco's unicode highlighter takes as ordinary (its `allowedLocales`):
 * the system's and the editor's, as by default, and 简体中文, which every scenario and the chapter's
 * own words are written in. Without it a question's full-width "？" is boxed as a character that
 * could pass for "?".
 */
export const UNICODE_LOCALES: Readonly<Record<string, true>> = { _os: true, _vscode: true, "zh-hans": true };
