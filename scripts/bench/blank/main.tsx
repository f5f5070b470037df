// The baseline for load-to-first-frame: the smallest Solid page the same toolchain builds.
import { render } from "solid-js/web";

render(() => <p>Blank</p>, document.getElementById("root")!);
performance.mark("tcl:first-frame");
