// Writes src/engine/provider-tools.json: the list_download_files tool exactly as each provider API's
// adapter in pi-ai sent it, taken from the request bodies captured while replaying the happy path
// (run: node --import tsx scripts/write-provider-tools.ts). The definition stage shows it for §5;
// tests/unit/tool-schema.test.ts keeps it equal to a live capture.
import { writeFileSync } from "node:fs";
import { captureProviderTools } from "./provider-tools";

writeFileSync(new URL("../src/engine/provider-tools.json", import.meta.url), JSON.stringify(await captureProviderTools(), null, 2) + "\n");
// The tool's limit variant (§9), as the converted-limit scenario sends it.
writeFileSync(new URL("../src/engine/provider-tools-limit.json", import.meta.url), JSON.stringify(await captureProviderTools("converted-limit"), null, 2) + "\n");
