// The layout of a filled draft on A4, shared by the server's PDF (pdfkit in Node) and the phone's
// offline PDF (pdfkit's browser build): the same lines, breaks and spans either way. fontkit (inside
// pdfkit) shapes the Devanagari — conjuncts, reph, the short-i sign before its consonant — with the
// bundled Noto Sans Devanagari registered as "deva"/"devaBold" (and its Latin subset as
// "latin"/"latinBold"). Each line is wrapped in a marked-content span whose ActualText is the line's
// own Unicode, so copying or extracting the text (poppler's pdftotext, screen readers) gives back
// the words as typed rather than glyphs in visual order. No pdfkit import: the document is passed in.
import type { TFilledDraft } from "./fill.ts";

/** What the layout uses of a pdfkit document. */
export type TPdfLayoutDoc = {
  page: { width: number; height: number };
  x: number;
  y: number;
  font(name: string): unknown;
  fontSize(size: number): { widthOfString(text: string): number };
  text(text: string, x: number, y: number, options: { lineBreak: boolean }): unknown;
  markContent(tag: "Span", options: { actual: string }): unknown;
  endMarkedContent(): unknown;
  addPage(): unknown;
  moveDown(lines?: number): unknown;
  rect(x: number, y: number, w: number, h: number): { lineWidth(w: number): { stroke(): unknown } };
};

/** The fonts a document registers before the layout: the names the layout draws with. */
export const DRAFT_PDF_FONTS = {
  deva: "noto-sans-devanagari-devanagari-400-normal",
  devaBold: "noto-sans-devanagari-devanagari-700-normal",
  latin: "noto-sans-devanagari-latin-400-normal",
  latinBold: "noto-sans-devanagari-latin-700-normal",
} as const;

export const DRAFT_PDF_PAGE = { size: "A4" as const, margin: 56 };
const PAGE = DRAFT_PDF_PAGE;
const SIZE = { title: 15, body: 11.5 };

/** Devanagari letters, signs and the danda; joiners stay with their neighbours. */
function isDevanagari(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (
    (c >= 0x0900 && c <= 0x097f) ||
    (c >= 0x1cd0 && c <= 0x1cff) ||
    (c >= 0xa8e0 && c <= 0xa8ff) ||
    c === 0x200c ||
    c === 0x200d ||
    c === 0x20b9 // ₹ is in the Devanagari subset
  );
}

/** Splits a line into runs of one script; spaces join the run before them. */
export function scriptRuns(text: string): { text: string; deva: boolean }[] {
  const runs: { text: string; deva: boolean }[] = [];
  for (const ch of text) {
    const last = runs.at(-1);
    const deva = isDevanagari(ch);
    if (last && (ch === " " || last.deva === deva)) last.text += ch;
    else runs.push({ text: ch, deva });
  }
  return runs;
}

/** Draws the draft on `doc` (fonts registered, first page open); the caller ends the document. */
export function layoutDraftPdf(doc: TPdfLayoutDoc, draft: TFilledDraft): void {
  const width = doc.page.width - PAGE.margin * 2;

  const fontOf = (deva: boolean, bold: boolean) => (deva ? (bold ? "devaBold" : "deva") : bold ? "latinBold" : "latin");
  /** Draws one run at (x, y). */
  const drawRun = (run: { text: string; deva: boolean }, x: number, y: number, size: number, bold: boolean) => {
    doc.font(fontOf(run.deva, bold));
    doc.fontSize(size);
    doc.text(run.text, x, y, { lineBreak: false });
  };
  /** A line's glyphs inside one span whose ActualText is the line's own Unicode. */
  const span = (actual: string, draw: () => void) => {
    doc.markContent("Span", { actual });
    draw();
    doc.endMarkedContent();
  };
  // fontkit shapes a run each time it is measured: one measure per run, font and size.
  const widths = new Map<string, number>();
  const widthOf = (run: { text: string; deva: boolean }, size: number, bold: boolean) => {
    const key = `${fontOf(run.deva, bold)}|${size}|${run.text}`;
    let width = widths.get(key);
    if (width === undefined) {
      doc.font(fontOf(run.deva, bold));
      width = doc.fontSize(size).widthOfString(run.text);
      widths.set(key, width);
    }
    return width;
  };

  /**
   * One paragraph of mixed scripts, wrapped within the margins by our own line breaking (pdfkit's
   * `continued` text cannot carry a marked-content span per run).
   */
  const write = (
    text: string,
    opts: { size?: number; bold?: boolean; align?: "left" | "center" | "right"; indent?: number },
  ) => {
    const size = opts.size ?? SIZE.body;
    const bold = opts.bold ?? false;
    const left = PAGE.margin + (opts.indent ?? 0);
    const maxWidth = width - (opts.indent ?? 0);
    const lineHeight = size * 1.65;
    const space = widthOf({ text: " ", deva: false }, size, bold);
    for (const source of text.split("\n")) {
      const words = source
        .split(/ +/)
        .filter(Boolean)
        .map((word) => {
          const runs = scriptRuns(word);
          return { runs, width: runs.reduce((sum, r) => sum + widthOf(r, size, bold), 0) };
        });
      const lines: (typeof words)[] = [[]];
      let used = 0;
      for (const word of words) {
        const line = lines.at(-1)!;
        const need = line.length === 0 ? word.width : used + space + word.width;
        if (line.length > 0 && need > maxWidth) {
          lines.push([word]);
          used = word.width;
        } else {
          line.push(word);
          used = need;
        }
      }
      for (const line of lines) {
        if (doc.y + lineHeight > doc.page.height - PAGE.margin) doc.addPage();
        const lineWidth = line.reduce((sum, w) => sum + w.width, 0) + space * Math.max(0, line.length - 1);
        let x =
          opts.align === "center"
            ? left + (maxWidth - lineWidth) / 2
            : opts.align === "right"
              ? left + maxWidth - lineWidth
              : left;
        const y = doc.y;
        const actual = line.map((word) => word.runs.map((r) => r.text).join("")).join(" ");
        span(actual, () =>
          line.forEach((word) => {
            for (const run of word.runs) {
              drawRun(run, x, y, size, bold);
              x += widthOf(run, size, bold);
            }
            x += space;
          }),
        );
        doc.y = y + lineHeight;
      }
    }
    doc.y += size * 0.5;
  };

  for (const block of draft.blocks) {
    switch (block.kind) {
      case "title":
        doc.moveDown(0.3);
        write(block.text, { size: SIZE.title, bold: true, align: "center" });
        break;
      case "para":
        write(block.text, { align: block.align });
        break;
      case "list":
        block.items.forEach((item, i) => write(`${i + 1}. ${item}`, { indent: 18 }));
        break;
      case "signature": {
        // The signatures stay together on one page.
        const lines = block.lines.reduce((n, l) => n + l.split("\n").length, 0);
        if (doc.y + (lines + block.lines.length * 2) * SIZE.body * 1.65 > doc.page.height - PAGE.margin) doc.addPage();
        doc.moveDown(1);
        for (const line of block.lines) {
          write(line, { align: "right" });
          doc.moveDown(0.4);
        }
        break;
      }
      case "table": {
        const weights = [0.8, 3, 3, 1, 2.5].slice(0, block.columns.length);
        const total = weights.reduce((a, b) => a + b, 0);
        const cols = weights.map((w) => (w / total) * width);
        const rowH = 24;
        let y = doc.y;
        const drawRow = (cells: string[], bold: boolean) => {
          if (y + rowH > doc.page.height - PAGE.margin) {
            doc.addPage();
            y = doc.y;
          }
          let x = PAGE.margin;
          cells.forEach((cell, i) => {
            const w = cols[i] ?? 0;
            doc.rect(x, y, w, rowH).lineWidth(0.6).stroke();
            let cx = x + 4;
            if (cell)
              span(cell, () => {
                for (const run of scriptRuns(cell)) {
                  drawRun(run, cx, y + 6, 10, bold);
                  cx += widthOf(run, 10, bold);
                }
              });
            x += w;
          });
          y += rowH;
        };
        drawRow(block.columns, true);
        for (let r = 1; r <= block.rows; r++) drawRow([String(r), ...block.columns.slice(1).map(() => "")], false);
        doc.x = PAGE.margin;
        doc.y = y + 12;
        break;
      }
    }
  }
}
