// Makes Noto Sans Devanagari visible to sharp's librsvg/pango (through fontconfig) so charts and
// generated fixtures shape Hindi correctly (प्र, क्ष, matras in place). The font comes from the
// @fontsource package the web app bundles too; its WOFF files are unpacked to TrueType once into
// a cache folder, and a fonts.conf naming that folder is pointed to by FONTCONFIG_FILE. This must
// happen before sharp (libvips) first renders text: fontconfig reads the variable when it starts.
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

export const CHART_FONT_FAMILY = "Noto Sans Devanagari";

const require = createRequire(import.meta.url);
/** Devanagari (with ₹), Latin and Latin-extended subsets, regular and bold. */
const FONT_FILES = ["devanagari", "latin", "latin-ext"].flatMap((subset) =>
  [400, 700].map((weight) => `noto-sans-devanagari-${subset}-${weight}-normal.woff`),
);

/** WOFF 1.0 → the SFNT (TrueType/OpenType) font it wraps: each table inflated, offsets rebuilt. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: Buffer; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? zlib.inflateSync(raw, { maxOutputLength: origLength }) : Buffer.from(raw);
    if (data.length !== origLength) throw new Error("WOFF table has the wrong length");
    tables.push({ tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data });
  }
  const pow2 = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(pow2 * 16, 6);
  header.writeUInt16BE(Math.log2(pow2), 8);
  header.writeUInt16BE(numTables * 16 - pow2 * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    const rec = 12 + i * 16;
    t.tag.copy(header, rec);
    header.writeUInt32BE(t.checksum, rec + 4);
    header.writeUInt32BE(offset, rec + 8);
    header.writeUInt32BE(t.data.length, rec + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

export function fontsourceDir(): string {
  return path.join(path.dirname(require.resolve("@fontsource/noto-sans-devanagari/package.json")), "files");
}

let configured: string | undefined;

/**
 * Writes the TrueType fonts and a fonts.conf into a cache folder (once per font version) and sets
 * FONTCONFIG_FILE. Returns the fonts.conf path. Safe to call more than once.
 */
export function setupChartFonts(cacheRoot = os.tmpdir()): string {
  if (configured) return configured;
  const source = fontsourceDir();
  const stamp = crypto.createHash("sha256");
  for (const f of FONT_FILES) stamp.update(`${f}:${fs.statSync(path.join(source, f)).size}`);
  const dir = path.join(cacheRoot, `sachiv-fonts-${stamp.digest("hex").slice(0, 12)}`);
  const conf = path.join(dir, "fonts.conf");
  if (!fs.existsSync(conf)) {
    const tmp = `${dir}.${process.pid}.${Date.now()}`;
    fs.mkdirSync(path.join(tmp, "cache"), { recursive: true });
    for (const f of FONT_FILES) {
      fs.writeFileSync(path.join(tmp, f.replace(/\.woff$/, ".ttf")), woffToSfnt(fs.readFileSync(path.join(source, f))));
    }
    // Our font first for every generic family; system fonts (if any) stay as a fallback.
    const alias = (family: string) =>
      `  <alias binding="strong"><family>${family}</family><prefer><family>${CHART_FONT_FAMILY}</family></prefer></alias>`;
    fs.writeFileSync(
      path.join(tmp, "fonts.conf"),
      [
        `<?xml version="1.0"?>`,
        `<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">`,
        `<fontconfig>`,
        `  <dir>${dir}</dir>`,
        `  <dir>/usr/share/fonts</dir>`,
        `  <cachedir>${path.join(dir, "cache")}</cachedir>`,
        alias("sans-serif"),
        alias("serif"),
        alias("Arial"),
        alias("Helvetica"),
        `</fontconfig>`,
        "",
      ].join("\n"),
    );
    try {
      fs.renameSync(tmp, dir);
    } catch {
      // Another process wrote the same folder first: theirs is identical.
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  // Not configuration of ours: fontconfig (inside sharp's libvips) reads this variable itself.
  // eslint-disable-next-line no-restricted-properties -- written for a native library, not read as config
  process.env.FONTCONFIG_FILE = conf;
  configured = conf;
  return conf;
}
