// Writes src/ai/tts/hinglish-content-words.ts: the Hindi voice's word list built from every
// Hinglish word in the bundled content (see src/ai/tts/content-words.ts). Run after content changes;
// a test fails while the file is stale.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildContentWords, bundledPairs, renderContentWords } from "../src/ai/tts/content-words.ts";
import { transliterateByRules } from "../src/ai/tts/hinglish.ts";
import { HINGLISH_WORDS } from "../src/ai/tts/hinglish-words.ts";
import { STARTER_DIR } from "../src/modules/knowledge/starter.ts";

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "../src/ai/tts/hinglish-content-words.ts");
const words = buildContentWords(await bundledPairs(STARTER_DIR), transliterateByRules, HINGLISH_WORDS);
await writeFile(out, renderContentWords(words));
console.log(
  `${words.seen} Hinglish words: ${words.listed} in the hand list, ${words.rulesRight} right by rules, ` +
    `${words.entries.length} written to ${path.relative(process.cwd(), out)}, ${words.unmatched.length} without a Hindi twin`,
);
if (process.argv.includes("--unmatched")) console.log(words.unmatched.join(" "));
