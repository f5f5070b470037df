import { createContext, untrack, useContext, type JSX } from "solid-js";
import { isServer, Portal, resolveSSRNode } from "solid-js/web";

/** Takes the HTML of one portal: a `<div>` as the browser's `Portal` puts it at the end of `<body>`. */
export type PortalSink = (html: string) => void;

/** Where the server renderer's portals go (`first-screen-render.tsx` gives one). */
export const PortalSinkContext = createContext<PortalSink>();

/**
 * Solid's `Portal`: its children go beside the app, in a `<div>` at the end of `<body>`. Solid's
 * server renderer writes no portals, so there they go to the `PortalSinkContext`'s sink, for the
 * first screen rendered ahead of time to put them where the browser would.
 */
export const PagePortal: (props: { children: JSX.Element }) => JSX.Element = isServer
  ? ServerPortal
  : (props) => <Portal>{props.children}</Portal>;

/** The portal on the server, which renders once: its children are read once, into the sink. */
function ServerPortal(props: { children: JSX.Element }): JSX.Element {
  useContext(PortalSinkContext)?.(`<div>${resolveSSRNode(untrack(() => props.children))}</div>`);
  return undefined;
}
