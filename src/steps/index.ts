export * from "./app";
export * from "./faults";
export * from "./frames";
export * from "./play";
export * from "./tool";
export * from "./providers";
export * from "./turns";
