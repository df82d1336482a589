// A PDF page drawn as a PNG for OCR: by poppler's pdftoppm where installed, else by pdf.js on a
// canvas (@napi-rs/canvas, unpdf's optional peer). Both draw the PDF's own embedded glyphs, so a
// page whose text layer is damaged (a Devanagari font's bad ToUnicode map) or missing (a scan)
// still shows the right letters to OCR. At a resolution chosen from the page's size so that no
// page becomes more than RENDER_MAX_PIXELS. Runs inside a parser worker (lib/worker-pool.ts).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runTool as run } from "./run-tool.ts";

/** Body text is read well at 200 dpi; a bigger page is drawn coarser to stay under the pixel cap. */
const RENDER_DPI = 200;
/** Pixels of one rendered page at most: 12 MP is A4 at 200 dpi with room (3.7 MP) up to A2. */
export const RENDER_MAX_PIXELS = 12_000_000;
/** Below this resolution text is unreadable: such a page (a poster, a 5 m "page") is not drawn. */
const RENDER_MIN_DPI = 70;

export class PageTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PageTooLargeError";
  }
}

/** Width and height in points of a page as drawn (MediaBox, turned by /Rotate), read by pdfinfo. */
async function pageSize(file: string, page: number): Promise<{ width: number; height: number }> {
  const info = (
    await run("pdfinfo", ["-f", String(page), "-l", String(page), "-box", file], undefined, 15_000)
  ).toString("utf8");
  const box = new RegExp(`^Page\\s+${page} MediaBox:\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)`, "m").exec(info);
  if (!box) throw new Error(`pdfinfo gave no MediaBox for page ${page}`);
  const [x0, y0, x1, y1] = box.slice(1, 5).map(Number) as [number, number, number, number];
  const rot = Number(new RegExp(`^Page\\s+${page} rot:\\s+(-?\\d+)`, "m").exec(info)?.[1] ?? 0);
  const [w, h] = [Math.abs(x1 - x0), Math.abs(y1 - y0)];
  if (!(w > 0 && h > 0)) throw new Error(`page ${page} has no size`);
  return Math.abs(rot) % 180 === 90 ? { width: h, height: w } : { width: w, height: h };
}

/** The output size of a page: 200 dpi, or less so that width × height stays under the cap. */
export function renderSize(
  points: { width: number; height: number },
  maxPixels = RENDER_MAX_PIXELS,
): { width: number; height: number; dpi: number } {
  const inches = { width: points.width / 72, height: points.height / 72 };
  const dpi = Math.min(RENDER_DPI, Math.sqrt(maxPixels / (inches.width * inches.height)));
  if (dpi < RENDER_MIN_DPI) {
    throw new PageTooLargeError(
      `page of ${Math.round(points.width)} x ${Math.round(points.height)} pt would need ${Math.round(dpi)} dpi to stay under ${maxPixels} pixels`,
    );
  }
  // Floors keep the product under the cap; pdftoppm draws exactly this size (-scale-to-x/-y).
  return {
    width: Math.max(1, Math.floor(inches.width * dpi)),
    height: Math.max(1, Math.floor(inches.height * dpi)),
    dpi,
  };
}

/** One page drawn by pdftoppm as a greyscale PNG, at most RENDER_MAX_PIXELS; PageTooLargeError for absurd pages. */
export async function renderPageWithPoppler(bytes: Uint8Array, page: number): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "sachiv-pdf-"));
  try {
    const file = path.join(dir, "in.pdf");
    await fs.writeFile(file, bytes);
    const size = renderSize(await pageSize(file, page));
    const prefix = path.join(dir, "page");
    const args = [
      "-f",
      String(page),
      "-l",
      String(page),
      "-scale-to-x",
      String(size.width),
      "-scale-to-y",
      String(size.height),
      "-gray",
      "-png",
      "-singlefile",
      file,
      prefix,
    ];
    await run("pdftoppm", args, undefined, 60_000);
    return await fs.readFile(`${prefix}.png`);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Node 20 lacks ArrayBuffer.prototype.transferToFixedLength, which pdf.js's renderer calls. */
function polyfillTransfer(): void {
  const proto = ArrayBuffer.prototype as unknown as { transferToFixedLength?: (n?: number) => ArrayBuffer };
  proto.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
    const out = new ArrayBuffer(length);
    new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return out;
  };
}

export type TRendered = { index: number; png: Uint8Array };

/**
 * Pages (0-based indexes) drawn by pdf.js as greyscale-ready PNGs, the document opened once. A page
 * too large to draw is left out and counted (PageTooLargeError's rule).
 */
export async function renderPagesWithPdfjs(
  bytes: Uint8Array,
  indexes: number[],
  log: (msg: string) => void = () => {},
): Promise<{ rendered: TRendered[]; oversized: number }> {
  if (indexes.length === 0) return { rendered: [], oversized: 0 };
  polyfillTransfer();
  const { createIsomorphicCanvasFactory, getDocumentProxy } = await import("unpdf");
  const CanvasFactory = await createIsomorphicCanvasFactory(() => import("@napi-rs/canvas"));
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, CanvasFactory });
  const rendered: TRendered[] = [];
  let oversized = 0;
  try {
    for (const index of indexes) {
      const page = await pdf.getPage(index + 1);
      const base = page.getViewport({ scale: 1 });
      let size: { width: number; dpi: number };
      try {
        size = renderSize({ width: base.width, height: base.height });
      } catch (err) {
        if (!(err instanceof PageTooLargeError)) throw err;
        log(`pdf: page ${index + 1} not drawn: ${err.message}`);
        oversized++;
        continue;
      }
      const viewport = page.getViewport({ scale: size.dpi / 72 });
      const factory = new CanvasFactory();
      const drawing = factory.create(Math.floor(viewport.width), Math.floor(viewport.height));
      try {
        /* eslint-disable @typescript-eslint/no-unsafe-assignment --
           @napi-rs/canvas's types reach the type checker through unpdf's declarations but not the linter's project service */
        const canvas = drawing.canvas as unknown as { encode: (format: "png") => Promise<Buffer> };
        const params = { canvas, canvasContext: drawing.context, viewport } as unknown as Parameters<
          typeof page.render
        >[0];
        /* eslint-enable @typescript-eslint/no-unsafe-assignment */
        await page.render(params).promise;
        const png = await canvas.encode("png");
        rendered.push({ index, png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength) });
      } finally {
        factory.destroy(drawing);
        page.cleanup();
      }
    }
  } finally {
    await pdf.destroy();
  }
  return { rendered, oversized };
}
