import { render } from "solid-js/web";
import { App } from "./views/App";
import { LabProvider } from "./state/context";
import { createLabStore } from "./state/store";
import "./styles.css";

const root = document.getElementById("root");
if (root) {
  render(() => {
    const store = createLabStore();
    return (
      <LabProvider store={store}>
        <App />
      </LabProvider>
    );
  }, root);
}
