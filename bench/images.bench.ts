// Charts and infographics: render time per chart type (spec → vega-lite/SVG → PNG through sharp
// with Noto Sans Devanagari) and the PNGs themselves, written to bench/output/ for a person to
// look at (Devanagari shaping: प्र, क्ष, ग्र, matras). Also one OCR page for comparison.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { recognise, stopOcr } from "../apps/api/src/ai/ocr.ts";
import { parseChartPrompt } from "../apps/api/src/modules/images/parse-prompt.ts";
import { renderChart } from "../apps/api/src/modules/images/render.ts";
import { buildPhotoJpeg } from "../apps/api/test/fixtures/documents/make-fixtures.ts";

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "output");
fs.mkdirSync(outDir, { recursive: true });

const PROMPTS: Record<string, string> = {
  "bar-hindi": "ग्राम पंचायत रामपुर के विकास कार्य का बार चार्ट: सड़क 12, नाली 8, शौचालय 25, आवास 40",
  "line-hindi": "प्रधानमंत्री आवास योजना क्षेत्र प्रगति line chart: अप्रैल 120, मई 150, जून 90, जुलाई 180",
  "pie-hinglish": "MGNREGA 45% aur PMAY 30% aur SBM 25% ka pie chart",
  "vs-hinglish": "Budget 2024 vs 2025: 12 lakh vs 15.5 lakh",
  "table-hindi": "पानी की टंकी का खर्च तालिका: सीमेंट ₹45,000, सरिया ₹32,000, मज़दूरी ₹28,000",
  "timeline-hindi": "PMAY-G समयरेखा: जनवरी - लाभार्थी सर्वे और सत्यापन, फरवरी - स्वीकृति, मार्च - पहली किस्त, जून - निर्माण पूरा",
  "card-hindi":
    "ग्राम सभा एजेंडा इन्फोग्राफिक: 1. बजट की स्वीकृति 2. प्रधानमंत्री आवास सूची 3. स्वच्छता अभियान 4. क्षेत्र पंचायत से प्राप्त पत्र",
};

let t0 = performance.now();
await renderChart(parseChartPrompt(PROMPTS["bar-hindi"]!, "hindi"));
console.log(`first chart (loads vega, vega-lite, sharp, fontconfig)  ${(performance.now() - t0).toFixed(0)} ms`);
console.log("\nchart            width x height   PNG KB   render ms (median of 5)");
for (const [name, prompt] of Object.entries(PROMPTS)) {
  const spec = parseChartPrompt(prompt, name.endsWith("hindi") ? "hindi" : "hinglish");
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof renderChart>> | undefined;
  for (let i = 0; i < 5; i++) {
    last = await renderChart(spec);
    times.push(last.renderMs);
  }
  times.sort((a, b) => a - b);
  fs.writeFileSync(path.join(outDir, `${name}.png`), last!.png);
  console.log(
    `${name.padEnd(16)} ${`${last!.width} x ${last!.height}`.padEnd(16)} ${(last!.png.length / 1024).toFixed(0).padStart(6)}   ${String(times[2]).padStart(6)}`,
  );
}
console.log(`\nPNGs written to ${outDir}`);

const photo = await buildPhotoJpeg();
await recognise(Buffer.from(photo)); // worker start
t0 = performance.now();
await recognise(Buffer.from(photo));
console.log(`OCR of one photographed Hindi notice (warm worker): ${(performance.now() - t0).toFixed(0)} ms`);
await stopOcr();
