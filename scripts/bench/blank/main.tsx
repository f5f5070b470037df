// The baseline for first contentful paint: the smallest Solid page the same toolchain builds.
import { render } from "solid-js/web";

render(() => <p>Blank</p>, document.getElementById("root")!);
