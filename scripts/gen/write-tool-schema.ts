// Writes src/engine/captures/tool-schema.json: the tool's JSON Schema exactly as pi-ai's TypeBox builds it
// (run: node --import tsx scripts/gen/write-tool-schema.ts). The playground's first frame shows it
// before TypeBox has loaded; tests/unit/tool-schema.test.ts keeps it equal to the live schema.
import { writeFileSync } from "node:fs";
import { listDownloadFilesTool } from "../../src/engine/round/tool";

writeFileSync(
  new URL("../../src/engine/captures/tool-schema.json", import.meta.url),
  JSON.stringify(listDownloadFilesTool.parameters, null, 2) + "\n",
);
