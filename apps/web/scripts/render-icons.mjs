// Renders the maskable PWA icon from scripts/icon-maskable.svg with Debian chromium: the
// favicon's design on a full-bleed square, so launchers can cut any mask shape (the glyph sits
// inside the 80 % safe circle). Run only when the icon changes: node scripts/render-icons.mjs
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const svg = readFileSync(fileURLToPath(new URL("./icon-maskable.svg", import.meta.url)), "utf8");
const out = fileURLToPath(new URL("../public/pwa-maskable-512x512.png", import.meta.url));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const page = await browser.newPage({ viewport: { width: 512, height: 512 } });
await page.setContent(`<style>html,body{margin:0}svg{display:block;width:512px;height:512px}</style>${svg}`);
await page.screenshot({ path: out });
await browser.close();
console.log(`wrote ${out}`);
