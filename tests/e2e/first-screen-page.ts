/**
 * Page code for the browser test of the pre-rendered first screen
 * (`src/playground/start/first-screen.ts`), as text to pass to `page.evaluate` (text, because tsx
 * would wrap a named function in a helper the page lacks), and how the test opens a variant.
 */
import { FIRST_SCREEN_MARK, MODAL_MARK, type FirstScreenVariant } from "../../src/playground/start/first-screen";
import { variantLocale } from "../../scripts/build/prerender";

/** The browser context that opens a variant as a person's first visit would. */
export function contextFor(v: FirstScreenVariant) {
  return {
    locale: variantLocale(v),
    colorScheme: v.theme,
    viewport: v.narrow ? { width: 360, height: 640 } : { width: 1280, height: 720 },
    serviceWorkers: "block" as const,
  };
}

/**
 * `SERIALIZE_FIRST_SCREEN` evaluates to `{ root, beside, page }`: the HTML of `#root`'s children and
 * of the nodes the app put beside it in `<body>` (its portals), and the `<html>` element's
 * attributes. What the DOM holds as state, not markup, is written as markup, so a copy shows the
 * same: a chosen option is `selected`, a ticked box `checked`, a typed value `value`, and a modal
 * dialog (open only through `showModal`) is closed and marked with `MODAL_MARK`. What shows
 * nothing is left out: comments, a `<select>`'s `value` attribute (Solid's server writes one; its
 * options say what is chosen), the spaces in a class list and an empty one. Attributes are sorted,
 * and the stamp's own marks dropped, so two pages that show the same compare equal.
 */
export const SERIALIZE_FIRST_SCREEN = `(() => {
  const STATEFUL = "select, input, textarea, dialog";
  const keepState = (live, copy) => {
    const copies = copy.querySelectorAll(STATEFUL);
    live.querySelectorAll(STATEFUL).forEach((el, i) => {
      const c = copies[i];
      if (el.tagName === "SELECT") {
        c.removeAttribute("value");
        [...el.options].forEach((o, j) => (o.selected ? c.options[j].setAttribute("selected", "") : c.options[j].removeAttribute("selected")));
      }
      else if (el.tagName === "INPUT" && (el.type === "checkbox" || el.type === "radio")) el.checked ? c.setAttribute("checked", "") : c.removeAttribute("checked");
      else if (el.tagName === "INPUT" && el.type !== "file") c.setAttribute("value", el.value);
      else if (el.tagName === "TEXTAREA") c.textContent = el.value;
      else if (el.tagName === "DIALOG" && el.matches(":modal")) { c.removeAttribute("open"); c.setAttribute("${MODAL_MARK}", ""); }
    });
  };
  const canonical = (top) => {
    const comments = document.createTreeWalker(top, NodeFilter.SHOW_COMMENT);
    const found = [];
    while (comments.nextNode()) found.push(comments.currentNode);
    found.forEach((c) => c.remove());
    for (const el of [top, ...top.querySelectorAll("*")]) {
      const classes = el.getAttribute("class")?.trim().split(/\\s+/).join(" ");
      if (classes === "") el.removeAttribute("class");
      else if (classes !== undefined) el.setAttribute("class", classes);
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
    canonical(copy);
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
