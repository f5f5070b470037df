// pi-ai's spied functions (scripts/pi-spies) report their calls: registered before pi-ai loads.
import "../../scripts/pi-spies/register.mjs";
// Node holds both languages' words, as the CLI and the engine worker do: the page's modules read
// the registry (`src/i18n/message.ts`), which `src/i18n/index.ts` fills with both catalogs.
import "../../src/i18n";
