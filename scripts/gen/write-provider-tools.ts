// Writes src/engine/captures/provider-tools*.json: the list_download_files tool exactly as each provider API's
// adapter in pi-ai sent it, taken from the request bodies captured while replaying the happy path
// (run: node --import tsx scripts/gen/write-provider-tools.ts), with the strict switch off and on; and
// src/engine/captures/strict-catalog.json, how many catalog models each adapter sends strict tools for;
// and src/lens/provider-tools-16.json, all four through pi-ai 1.6.0's adapters.
// The definition stage shows them for §5; tests/unit/tool-schema.test.ts and strict-tools.test.ts
// keep each equal to a live capture.
import { writeFileSync } from "node:fs";
import { captureAll, captureProviderTools } from "./provider-tools";
import { KIT_16 } from "../../src/lens/kit-16";
import { strictCatalog } from "./strict-catalog";

const write = (file: string, value: unknown) =>
  writeFileSync(new URL(`../../src/engine/captures/${file}`, import.meta.url), JSON.stringify(value, null, 2) + "\n");
write("provider-tools.json", await captureProviderTools());
write("provider-tools-strict.json", await captureProviderTools("happy-path", true));
// The tool's limit variant (§9), as the converted-limit scenario sends it.
write("provider-tools-limit.json", await captureProviderTools("converted-limit"));
write("provider-tools-limit-strict.json", await captureProviderTools("converted-limit", true));
write("strict-catalog.json", await strictCatalog());
// The same four through pi-ai 1.6.0's adapters: what the version lens shows on §5 for 1.6.0.
writeFileSync(
  new URL("../../src/lens/provider-tools-16.json", import.meta.url),
  JSON.stringify(await captureAll(KIT_16), null, 2) + "\n",
);
