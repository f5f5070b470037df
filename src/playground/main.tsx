import { render } from "solid-js/web";
import { App } from "./views/App";
import { LabProvider } from "./state/context";
import { createLabStore } from "./state/store";
import "./styles.css";

const root = document.getElementById("root");

/** Replaces the shell from index.html with the app. */
function start(into: HTMLElement) {
  into.textContent = "";
  render(() => {
    const store = createLabStore();
    return (
      <LabProvider store={store}>
        <App />
      </LabProvider>
    );
  }, into);
}

// Let the shell paint first (a frame, then a task): a person sees the page at once, and the app's
// first render — about 100 ms of style and layout on a slow machine — follows right after.
if (root) requestAnimationFrame(() => setTimeout(() => start(root), 0));
