import fs from "node:fs";
import { recognise, stopOcr } from "./src/ai/ocr.ts";
import { buildPhotoJpeg, buildPhotoVariants } from "./test/fixtures/documents/make-fixtures.ts";
const rss = () => (Number(/^VmRSS:\s+(\d+)/m.exec(fs.readFileSync("/proc/self/status", "utf8"))?.[1]) / 1024).toFixed(0);
const jpeg = Buffer.from(await buildPhotoJpeg());
const v = await buildPhotoVariants(jpeg);
const imgs = [jpeg, Buffer.from(v.png), Buffer.from(v.webp)];
console.log("start", rss(), "MB");
const n = Number(process.env.N ?? 15);
for (let i = 0; i < n; i++) {
  await recognise(imgs[i % 3]!);
  console.log("page", i + 1, rss(), "MB");
}
await stopOcr();
await new Promise((r) => setTimeout(r, 2000));
console.log("after terminate", rss(), "MB");
await recognise(jpeg);
console.log("new worker, 1 page", rss(), "MB");
await stopOcr();
