import { buildDocumentFixtures, buildZipBombDocx } from "./test/fixtures/documents/make-fixtures.ts";
import { extractDocument } from "./src/modules/documents/extract.ts";
import { stopOcr } from "./src/ai/ocr.ts";
const fx = await buildDocumentFixtures();
for (const [k, f] of Object.entries(fx)) {
  const t = performance.now();
  try {
    const r = await extractDocument(f.bytes, { ocrMaxPages: 5, log: console.log });
    console.log(`== ${k} ${r.format} pages=${r.pages} ocr=${r.ocrPages} ${Math.round(performance.now() - t)}ms\n${r.text.slice(0, 400)}`);
  } catch (e) { console.log(`== ${k} ERROR`, e); }
}
for (const honest of [true, false]) {
  try { await extractDocument(await buildZipBombDocx(300, honest), { ocrMaxPages: 5 }); } catch (e) { console.log("bomb", honest, (e as Error).message); }
}
await stopOcr();
