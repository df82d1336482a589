// Document analysis offline: OCR time per photographed page (tesseract.js, Hindi + English, one
// shared worker; cold start apart), extraction and analysis of a 100-page Hindi PDF (goal ≤ 10 s
// to the analysis result), the same through POST /api/document on a throwaway embedded database,
// and chart render time. Inputs are the generated fixtures of apps/api/test/fixtures/documents.
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { recognise, stopOcr } from "../apps/api/src/ai/ocr.ts";
import { extractDocument } from "../apps/api/src/modules/documents/extract.ts";
import { hasPoppler } from "../apps/api/src/modules/documents/pdf.ts";
import { analyseOffline } from "../apps/api/src/modules/documents/summarise.ts";
import { parseChartPrompt } from "../apps/api/src/modules/images/parse-prompt.ts";
import { renderChart } from "../apps/api/src/modules/images/render.ts";
import { buildDocumentFixtures, buildLongHindiPdf } from "../apps/api/test/fixtures/documents/make-fixtures.ts";

const ms = (t0: number) => performance.now() - t0;
const fmt = (n: number) => `${n.toFixed(0).padStart(6)} ms`;
function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const fixtures = await buildDocumentFixtures();
console.log(
  `poppler-utils: ${(await hasPoppler()) ? "installed (pdftotext/pdftoppm)" : "missing (pdf.js, scans not OCR'd)"}`,
);

// ---- OCR -------------------------------------------------------------------------------------
const photo = Buffer.from(fixtures.jpeg!.bytes);
let t0 = performance.now();
await recognise(Buffer.from(photo));
console.log("\nOCR (tesseract.js 7, eng+hin best_int, 1240x~760 photo of a notice)");
console.log(`  first page incl. worker start + model load ${fmt(ms(t0))}`);
const ocrRuns: number[] = [];
for (let i = 0; i < 5; i++) {
  t0 = performance.now();
  await extractDocument(fixtures.jpeg!.bytes, { ocrMaxPages: 30 });
  ocrRuns.push(ms(t0));
}
console.log(`  per page, warm (prepare + OCR), median of 5 ${fmt(median(ocrRuns))}`);
t0 = performance.now();
const scanned = await extractDocument(fixtures.scannedPdf!.bytes, { ocrMaxPages: 30 });
console.log(`  scanned PDF page (pdftoppm 200 dpi + OCR)  ${fmt(ms(t0))}  (${scanned.ocrPages} page OCR'd)`);

// ---- 100-page Hindi PDF -----------------------------------------------------------------------
const long = await buildLongHindiPdf(100);
console.log(
  `\n100-page Hindi PDF (${(long.byteLength / 1024).toFixed(0)} KB, Chromium text layer with embedded Noto Sans Devanagari)`,
);
const runs: { extract: number; analyse: number }[] = [];
for (let i = 0; i < 3; i++) {
  t0 = performance.now();
  const doc = await extractDocument(long, { ocrMaxPages: 30 });
  const extract = ms(t0);
  t0 = performance.now();
  analyseOffline(doc.text, "hindi", { format: doc.format, pages: doc.pages });
  runs.push({ extract, analyse: ms(t0) });
  if (i === 0) console.log(`  pages read ${doc.pages}, characters ${doc.text.length}`);
}
const ex = median(runs.map((r) => r.extract));
const an = median(runs.map((r) => r.analyse));
console.log(`  extraction                                ${fmt(ex)}`);
console.log(`  offline analysis (summary, fields, recs)  ${fmt(an)}`);
console.log(`  to analysis result (goal ≤ 10 000 ms)     ${fmt(ex + an)}`);

const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  DATA_DIR: "memory",
  KB_SEED_ON_START: "false",
  WEB_DIST_DIR: "/nonexistent",
  DOCUMENT_RATE_LIMIT_PER_MINUTE: "1000",
});
const app = await buildApp(config, { logger: false });
const signup = await app.inject({
  method: "POST",
  url: "/api/auth/signup",
  payload: { email: `bench.${Date.now()}@gram.example.in`, password: "Panchayat@2026" },
});
const token = signup.json<{ session: { access_token: string } }>().session.access_token;
const payload = {
  image_data: Buffer.from(long).toString("base64"),
  document_type: "application/pdf",
  file_name: "long.pdf",
  language: "hindi",
};
const http: number[] = [];
for (let i = 0; i < 3; i++) {
  t0 = performance.now();
  const res = await app.inject({
    method: "POST",
    url: "/api/document",
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`POST /api/document: ${res.statusCode} ${res.body}`);
  http.push(ms(t0));
}
console.log(`  POST /api/document end to end (stores it) ${fmt(median(http))}`);
await app.close();

// ---- charts -----------------------------------------------------------------------------------
console.log("\nChart render (spec → SVG → PNG at 2×), median of 5");
const prompts: Record<string, string> = {
  bar: "ग्राम पंचायत रामपुर के विकास कार्य का बार चार्ट: सड़क 12, नाली 8, शौचालय 25, आवास 40",
  pie: "MGNREGA 45% aur PMAY 30% aur SBM 25% ka pie chart",
  table: "खर्च तालिका: सीमेंट 45000, सरिया 32000, मज़दूरी 28000",
  card: "ग्राम सभा एजेंडा: 1. बजट की स्वीकृति 2. प्रधानमंत्री आवास सूची 3. स्वच्छता अभियान",
};
await renderChart(parseChartPrompt(prompts.bar!, "hindi")); // loads vega and sharp
for (const [name, prompt] of Object.entries(prompts)) {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push((await renderChart(parseChartPrompt(prompt, "hindi"))).renderMs);
  console.log(`  ${name.padEnd(6)} ${fmt(median(times))}`);
}
await stopOcr();
