import { render } from "solid-js/web";
import { App } from "./shell/App";
import { LabProvider } from "./state/context";
import { createLabStore } from "./state/store";
import { readLocation } from "./state/location";
import { AudienceApp } from "./present/AudienceApp";
import "./styles.css";
import "./screens.css";

const root = document.getElementById("root");

/** Replaces the shell from index.html with the app. */
function start(into: HTMLElement) {
  into.textContent = "";
  const present = readLocation(location.search).location.present;
  render(() => {
    // An audience window follows its presenter and never writes the storage both windows share.
    const audience = present?.view === "audience" ? present : undefined;
    const store = createLabStore(audience ? { persist: false } : {});
    return <LabProvider store={store}>{audience ? <AudienceApp room={audience.room} /> : <App />}</LabProvider>;
  }, into);
}

// Let the shell paint first (a frame, then a task): a person sees the page at once, and the app's
// first render — about 100 ms of style and layout on a slow machine — follows right after.
if (root) requestAnimationFrame(() => setTimeout(() => start(root), 0));
