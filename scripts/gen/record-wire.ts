// Writes the golden recordings in tests/fixtures/wire/recordings/<api>/<case>.sse from the
// built-in scenarios (run: node --import tsx scripts/gen/record-wire.ts). tests/unit/wire.test.ts checks
// that the encoders still produce exactly these files, and replays each through pi-ai's adapter.
import { mkdirSync, writeFileSync } from "node:fs";
import { WIRE_APIS, WIRE_SPECS } from "../../src/fake-provider/apis";
import { toRecordingFile } from "../../tests/fixtures/wire/recording-file";
import { RECORDING_CASES } from "../../tests/fixtures/wire/recording-cases";

for (const api of WIRE_APIS) {
  const dir = new URL(`../../tests/fixtures/wire/recordings/${api}/`, import.meta.url);
  mkdirSync(dir, { recursive: true });
  for (const [name, { turn, turnNumber }] of Object.entries(RECORDING_CASES)) {
    writeFileSync(
      new URL(`${name}.sse`, dir),
      toRecordingFile(WIRE_SPECS[api].encode(turn, { modelId: WIRE_SPECS[api].modelId, turnNumber })),
    );
  }
}
console.log(`${WIRE_APIS.length} APIs × ${Object.keys(RECORDING_CASES).length} cases written`);
