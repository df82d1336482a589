// The draft's PDF made on the phone, with no network (issue 27): pdfkit's browser build lays out the
// same A4 page as the server (layoutDraftPdf) and its fontkit shapes the Devanagari with the
// Noto Sans Devanagari the app already bundles for its own text — the WOFF 1.0 files (fontkit cannot
// subset a WOFF2's transformed glyf table), which the service worker precaches for this (vite.config). Imported only when a PDF is made without the server:
// pdfkit and fontkit stay out of every screen's first load.
import { DRAFT_PDF_PAGE, layoutDraftPdf, type TFilledDraft } from "@sachiv/content";
import PDFDocument from "pdfkit";
import devaBold from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff?url";
import deva from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff?url";
import latinBold from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-700-normal.woff?url";
import latin from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff?url";

const FONT_URLS = { deva, devaBold, latin, latinBold } as const;

let fonts: Promise<[string, ArrayBuffer][]> | undefined;
function loadFonts() {
  fonts ??= Promise.all(
    Object.entries(FONT_URLS).map(async ([name, url]): Promise<[string, ArrayBuffer]> => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`font ${name}: ${response.status}`);
      return [name, await response.arrayBuffer()];
    }),
  ).catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

/** The Hindi document as a PDF blob, made in the browser. */
export async function draftPdfInBrowser(draft: TFilledDraft, title: string): Promise<Blob> {
  const registered = await loadFonts();
  const doc = new PDFDocument({
    size: DRAFT_PDF_PAGE.size,
    margin: DRAFT_PDF_PAGE.margin,
    info: { Title: title, Creator: "AI Sachiv" },
    lang: "hi-IN",
    // No default Helvetica: the browser build carries no standard fonts (they would add their
    // metrics to this chunk); the layout sets one of ours before every run.
    font: null as unknown as string,
  });
  for (const [name, bytes] of registered) doc.registerFont(name, bytes);
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Blob>((resolve, reject) => {
    doc.on("end", () => resolve(new Blob(chunks as BlobPart[], { type: "application/pdf" })));
    doc.on("error", reject);
  });
  layoutDraftPdf(doc, draft);
  doc.end();
  return done;
}
