import { render } from "solid-js/web";

render(() => <p>Tool Call Lab</p>, document.getElementById("root")!);
