// Writes src/ai/chat/reference-df.ts: how many paragraphs of the starter corpus each search token
// occurs in, the answerer's fixed reference for weighing a question's words (sources.ts). Run after
// the starter documents or the normaliser change; a test fails while the file is stale.
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildReferenceFrequency, renderReferenceFrequency } from "../src/ai/chat/reference-frequency.ts";
import { STARTER_DIR } from "../src/modules/knowledge/starter.ts";

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "../src/ai/chat/reference-df.ts");
const files = (await readdir(STARTER_DIR)).filter((f) => f.endsWith(".md")).sort();
const texts = await Promise.all(files.map((f) => readFile(path.join(STARTER_DIR, f), "utf8")));
const ref = buildReferenceFrequency(texts);
await writeFile(out, renderReferenceFrequency(ref));
console.log(`${ref.df.size} tokens in ${ref.paragraphs} paragraphs of ${files.length} starter documents → ${out}`);
