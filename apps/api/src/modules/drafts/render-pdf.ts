// A filled draft as a PDF: pdfkit with the bundled Noto Sans Devanagari, laid out by the layout the
// phone's offline PDF shares (layoutDraftPdf in @sachiv/content: shaping, wrapping, ActualText spans).
import fs from "node:fs";
import path from "node:path";
import type PDFKit from "pdfkit";
import { DRAFT_PDF_FONTS, DRAFT_PDF_PAGE, layoutDraftPdf, type TFilledDraft } from "@sachiv/content";
import { fontsourceDir, woffToSfnt } from "../../lib/fonts.ts";

let fontBytes: Record<keyof typeof DRAFT_PDF_FONTS, Buffer> | undefined;
function fonts() {
  fontBytes ??= Object.fromEntries(
    // Unpacked to TrueType once (native zlib): fontkit would inflate the WOFF in JS for every document.
    Object.entries(DRAFT_PDF_FONTS).map(([k, file]) => [
      k,
      woffToSfnt(fs.readFileSync(path.join(fontsourceDir(), `${file}.woff`))),
    ]),
  ) as Record<keyof typeof DRAFT_PDF_FONTS, Buffer>;
  return fontBytes;
}

// pdfkit and its fontkit (~6 MB of heap, ~20 MB resident with their code) load with the first PDF,
// not with the server: most days no draft is printed (bench/README.md, soak).
let pdfkit: Promise<typeof PDFKit> | undefined;

export async function renderDraftPdf(draft: TFilledDraft, meta: { title: string }): Promise<Buffer> {
  pdfkit ??= import("pdfkit").then((m) => m.default);
  const PDFDocument = await pdfkit;
  const doc = new PDFDocument({
    size: DRAFT_PDF_PAGE.size,
    margin: DRAFT_PDF_PAGE.margin,
    info: { Title: meta.title, Creator: "AI Sachiv" },
    lang: "hi-IN",
  });
  for (const [name, bytes] of Object.entries(fonts())) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  layoutDraftPdf(doc, draft);
  doc.end();
  return await done;
}
