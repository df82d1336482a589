// A filled draft as a Word file (the `docx` library): Hindi text in Noto Sans Devanagari (Word
// shapes it itself; the font name is a hint, Mangal/Nirmala UI take over where it is missing).
import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { TFilledDraft } from "@sachiv/content";

const FONT = { ascii: "Noto Sans Devanagari", hAnsi: "Noto Sans Devanagari", cs: "Noto Sans Devanagari" };
const ALIGN = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT } as const;

const run = (text: string, opts: { bold?: boolean; size?: number } = {}) =>
  new TextRun({
    text,
    font: FONT,
    bold: opts.bold,
    boldComplexScript: opts.bold,
    size: opts.size ?? 24,
    sizeComplexScript: opts.size ?? 24,
    language: { value: "hi-IN", bidirectional: "hi-IN" },
  });

/** One paragraph per line of a text (a signature's name and title are two lines). */
const paras = (text: string, align: keyof typeof ALIGN, opts: { bold?: boolean; size?: number } = {}) =>
  text
    .split("\n")
    .map((line) => new Paragraph({ alignment: ALIGN[align], spacing: { after: 120 }, children: [run(line, opts)] }));

export async function renderDraftDocx(draft: TFilledDraft, meta: { title: string }): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [];
  for (const block of draft.blocks) {
    switch (block.kind) {
      case "title":
        children.push(...paras(block.text, "center", { bold: true, size: 30 }));
        break;
      case "para":
        children.push(...paras(block.text, block.align));
        break;
      case "list":
        block.items.forEach((item, i) =>
          children.push(
            new Paragraph({ indent: { left: 360 }, spacing: { after: 80 }, children: [run(`${i + 1}. ${item}`)] }),
          ),
        );
        break;
      case "signature":
        for (const line of block.lines) children.push(new Paragraph({ text: "" }), ...paras(line, "right"));
        break;
      case "table": {
        const border = { style: BorderStyle.SINGLE, size: 4, color: "000000" };
        const cell = (text: string, bold = false) =>
          new TableCell({
            borders: { top: border, bottom: border, left: border, right: border },
            children: [new Paragraph({ children: [run(text, { bold, size: 20 })] })],
          });
        const rows = [
          new TableRow({ tableHeader: true, children: block.columns.map((c) => cell(c, true)) }),
          ...Array.from(
            { length: block.rows },
            (_, r) =>
              new TableRow({
                height: { value: 480, rule: "atLeast" },
                children: block.columns.map((_, i) => cell(i === 0 ? String(r + 1) : "")),
              }),
          ),
        ];
        children.push(new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows }));
        break;
      }
    }
  }
  const doc = new Document({
    title: meta.title,
    creator: "AI Sachiv",
    styles: { default: { document: { run: { font: FONT, size: 24 } } } },
    sections: [{ properties: { page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } }, children }],
  });
  return Packer.toBuffer(doc);
}
