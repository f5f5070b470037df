/**
 * Page code for the pre-rendered first screen (`src/playground/start/first-screen.ts`), as text to
 * pass to `page.evaluate` (text, because tsx would wrap a named function in a helper the page
 * lacks). The build's capture and the browser test that checks it read a page the same way.
 */

import { FIRST_SCREEN_MARK, MODAL_MARK } from "../../src/playground/start/first-screen.ts";

/**
 * `SERIALIZE_FIRST_SCREEN` evaluates to `{ root, beside, page }`: the HTML of `#root`'s children and
 * of the nodes the app put beside it in `<body>` (its portals), and the `<html>` element's
 * attributes. What the DOM holds as state, not markup, is written as markup, so a copy shows the
 * same: a chosen option is `selected`, a ticked box `checked`, a typed value `value`, and a modal
 * dialog (open only through `showModal`) is closed and marked with `MODAL_MARK`. Attributes
 * are sorted, and the stamp's own marks dropped, so two pages that show the same compare equal.
 */
export const SERIALIZE_FIRST_SCREEN = `(() => {
  const STATEFUL = "select, input, textarea, dialog";
  const keepState = (live, copy) => {
    const copies = copy.querySelectorAll(STATEFUL);
    live.querySelectorAll(STATEFUL).forEach((el, i) => {
      const c = copies[i];
      if (el.tagName === "SELECT") [...el.options].forEach((o, j) => (o.selected ? c.options[j].setAttribute("selected", "") : c.options[j].removeAttribute("selected")));
      else if (el.tagName === "INPUT" && (el.type === "checkbox" || el.type === "radio")) el.checked ? c.setAttribute("checked", "") : c.removeAttribute("checked");
      else if (el.tagName === "INPUT" && el.type !== "file") c.setAttribute("value", el.value);
      else if (el.tagName === "TEXTAREA") c.textContent = el.value;
      else if (el.tagName === "DIALOG" && el.matches(":modal")) { c.removeAttribute("open"); c.setAttribute("${MODAL_MARK}", ""); }
    });
  };
  const sortAttributes = (top) => {
    for (const el of [top, ...top.querySelectorAll("*")]) {
      const attrs = [...el.attributes].map((a) => [a.namespaceURI, a.name, a.value]).sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
      for (const [, name] of attrs) el.removeAttribute(name);
      for (const [ns, name, value] of attrs) el.setAttributeNS(ns, name, value);
    }
  };
  const copyOf = (live) => {
    const copy = live.cloneNode(true);
    keepState(live, copy);
    copy.removeAttribute("${FIRST_SCREEN_MARK}");
    copy.removeAttribute("inert");
    sortAttributes(copy);
    return copy;
  };
  const root = document.getElementById("root");
  const beside = [...document.body.children].filter((el) => el !== root && el.tagName !== "SCRIPT" && el.tagName !== "TEMPLATE");
  const page = Object.fromEntries([...document.documentElement.attributes].map((a) => [a.name, a.value]));
  return { root: copyOf(root).innerHTML, beside: beside.map((el) => copyOf(el).outerHTML).join(""), page };
})()`;

/**
 * True once a first, plain visit has settled: frame 1, the whole trace counted, the start card open,
 * and the side pane in (the app adds it a frame after its own first paint).
 */
export const FIRST_SCREEN_SETTLED = `(() => /^1 \\/ \\d+$/.test(document.querySelector('[data-testid="frame-counter"]')?.textContent ?? "")
  && (document.querySelector("aside.side-pane")?.childElementCount ?? 0) > 0
  && document.querySelector("main.workspace")?.getAttribute("aria-busy") === "false"
  && document.querySelector('[data-testid="start-card"]')?.matches(":modal") === true
  && document.getElementById("root")?.hasAttribute("${FIRST_SCREEN_MARK}") === false)()`;

/**
 * `changesBetween(base, variant)` (page code, a function's text): the changes that turn the base
 * screen into the variant's (`ScreenChange[]`), or an error naming the first place where the two
 * differ in more than attributes and text (then the variants need a template of their own).
 */
export const CHANGES_BETWEEN = `((base, variant) => {
  const parse = (s) => {
    const t = document.createElement("template");
    t.innerHTML = "<div>" + s.root + "</div><div>" + s.beside + "</div>";
    return [...t.content.childNodes];
  };
  const out = [];
  const walk = (a, b, path) => {
    if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName || a.childNodes.length !== b.childNodes.length) throw new Error("the first screen's variants differ in structure at " + path.join(".") + ": " + a.nodeName + " vs " + b.nodeName);
    if (a.nodeType === Node.TEXT_NODE) { if (a.data !== b.data) out.push([path, "#text", b.data]); return; }
    if (a.nodeType === Node.ELEMENT_NODE) {
      for (const at of a.attributes) if (!b.hasAttribute(at.name)) out.push([path, at.name, null]);
      for (const bt of b.attributes) if (a.getAttribute(bt.name) !== bt.value) out.push([path, bt.name, bt.value]);
    }
    a.childNodes.forEach((child, i) => walk(child, b.childNodes[i], [...path, i]));
  };
  const [a, b] = [parse(base), parse(variant)];
  a.forEach((part, i) => walk(part, b[i], [i]));
  return out;
})`;
