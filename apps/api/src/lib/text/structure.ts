// The structure of a document's text, read before it is cut into passages: headings (which make
// each passage's section path), FAQ questions with their answers, list items, table rows and
// paragraphs, each with the PDF page it starts on. Navigation and boilerplate are dropped here
// (boilerplate.ts), so they never reach a passage.
import {
  isBoilerplateLine,
  isRunningLine,
  isScrapeHeader,
  looksScraped,
  runningLines,
  stripImages,
} from "./boilerplate.ts";

export type TPassageKind = "faq" | "list_item" | "table_row" | "paragraph";

/** A run of blocks of one kind inside one section: what chunk.ts cuts to size. */
export type TUnit = {
  kind: TPassageKind;
  /** The headings above it, outermost first (without their "#" marks). */
  sectionPath: string[];
  /** The Markdown level (1–6) of the nearest of them. */
  headingLevel: number;
  /** 1-based PDF page it starts on; undefined when the text has no pages. */
  page?: number;
  /** FAQ: the question (quoted with every piece of its answer). */
  question?: string;
  /** List: a short line introducing the items ("Documents needed:"); table: its header row. */
  lead?: string;
  /** Paragraphs, list items, table rows or the answer's blocks, in order. */
  items: string[];
};

type TLine = { text: string; page?: number };
type TBlock =
  | { type: "heading"; level: number; text: string }
  | { type: "question"; text: string; page?: number }
  | { type: "paragraph" | "list_item"; text: string; page?: number }
  | { type: "table_row"; text: string; header: boolean; page?: number }
  | { type: "break" };

const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const LIST_ITEM =
  /^\s*(?:[-*+•▪●◦‣]|\d{1,3}[.)]|[a-zA-Z][.)]|\([a-zA-Z0-9\p{Script=Devanagari}]{1,4}\)|[\u0915-\u0939][.)]|\(?[ivx]{1,5}\))\s+\S/u;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
/** A whole line in bold, short: a heading in scraped pages and in Word files turned to text. */
const BOLD_LINE = /^\s*(?:\*\*|__)([^*_]{2,100})(?:\*\*|__)\s*:?\s*$/;
const SETEXT = /^\s*(=+|-+)\s*$/;
const QUESTION_PREFIX =
  /^\s*(?:\*\*)?(?:Q(?:ues(?:tion)?)?\s*\d*\s*[.:)]|प्रश्न\s*\d*\s*[.:)]|सवाल\s*\d*\s*[.:)]|Prashn\s*\d*\s*[.:)])/i;
const MAX_QUESTION = 250;

/** Markdown emphasis off a heading or question: "**Who can apply?**" → "Who can apply?". */
export function plainLine(text: string): string {
  return text
    .replace(/^\s*(?:\*\*|__)(.*?)(?:\*\*|__)\s*(:?)\s*$/, "$1$2")
    .replace(/\s+/g, " ")
    .trim();
}

/** A line that asks (the question of a FAQ): it ends with "?" or opens with "Q:" / "प्रश्न:". */
export function isQuestionLine(text: string): boolean {
  const plain = plainLine(text.replace(/^\s*(?:[-*+•]|\d{1,3}[.)])\s+/, ""));
  if (plain.length > MAX_QUESTION || plain.length < 4) return false;
  return /[?？]\s*(?:\*\*)?$/.test(plain) || QUESTION_PREFIX.test(plain);
}

function isTableLine(text: string): boolean {
  const t = text.trim();
  if (t.startsWith("|") && t.endsWith("|") && t.length > 2) return true;
  // Spreadsheets and CSV files come out as "a | b | c" rows (extract-text.ts rowsToText).
  return (t.match(/ \| /g)?.length ?? 0) >= 1 && !/[।.?!]$/.test(t);
}

/** Lines with their page, without the PDF's running headers and footers or a scraper's header. */
function readLines(text: string, pages?: string[]): TLine[] {
  const scraped = looksScraped(text);
  const keep = (line: string) => !(scraped && isScrapeHeader(line));
  if (!pages || pages.length === 0)
    return text
      .split("\n")
      .filter(keep)
      .map((t) => ({ text: t }));
  const running = runningLines(pages);
  const out: TLine[] = [];
  pages.forEach((page, p) => {
    const lines = page.split("\n");
    const count = lines.filter((l) => l.trim() !== "").length;
    let at = 0;
    for (const line of lines) {
      if (line.trim() === "") {
        out.push({ text: "", page: p + 1 });
        continue;
      }
      if (!isRunningLine(line, at++, count, running) && keep(line)) out.push({ text: line, page: p + 1 });
    }
    out.push({ text: "", page: p + 1 }); // a page ends a paragraph
  });
  return out;
}

function toBlocks(lines: TLine[]): TBlock[] {
  const blocks: TBlock[] = [];
  let para: TLine[] = [];
  const flush = () => {
    if (para.length === 0) return;
    const text = para.map((l) => l.text.trim()).join("\n");
    blocks.push({ type: "paragraph", text, page: para[0]!.page });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const { page } = lines[i]!;
    const raw = stripImages(lines[i]!.text).replace(/\s+$/, "");
    const next = lines[i + 1]?.text ?? "";
    if (raw.trim() === "") {
      flush();
      if (lines[i]!.text.trim() === "") blocks.push({ type: "break" });
      continue;
    }
    // "Benefits\n--------": a heading written with an underline.
    if (para.length === 0 && SETEXT.test(next) && !LIST_ITEM.test(raw) && !isTableLine(raw) && raw.length <= 120) {
      flush();
      const level = next.trim().startsWith("=") ? 1 : 2;
      if (!isBoilerplateLine(raw)) blocks.push(headingOrQuestion(level, raw, page));
      i++;
      continue;
    }
    if (isBoilerplateLine(raw)) {
      flush();
      continue;
    }
    const heading = HEADING.exec(raw);
    if (heading) {
      flush();
      blocks.push(headingOrQuestion(heading[1]!.length, heading[2]!, page));
      continue;
    }
    const bold = BOLD_LINE.exec(raw);
    if (bold && para.length === 0) {
      flush();
      blocks.push(headingOrQuestion(7, bold[1]!, page));
      continue;
    }
    if (isTableLine(raw)) {
      flush();
      if (TABLE_SEPARATOR.test(raw)) continue;
      const header = TABLE_SEPARATOR.test(next);
      blocks.push({ type: "table_row", text: raw.trim(), header, page });
      continue;
    }
    if (LIST_ITEM.test(raw)) {
      flush();
      if (isQuestionLine(raw)) blocks.push({ type: "question", text: plainLine(raw), page });
      else blocks.push({ type: "list_item", text: raw.trim(), page });
      continue;
    }
    if (para.length === 0 && isQuestionLine(raw)) {
      // A question alone on its line opens a FAQ entry (its answer follows).
      blocks.push({ type: "question", text: plainLine(raw), page });
      continue;
    }
    // A line right after a list item, with no blank line between, continues the item (Markdown's
    // lazy continuation): a wrapped line, a clause's "Provided that …".
    const last = blocks.at(-1);
    if (para.length === 0 && last?.type === "list_item" && last.page === page) {
      last.text += `\n${raw.trim()}`;
      continue;
    }
    para.push({ text: raw, page });
  }
  flush();
  return blocks;
}

function headingOrQuestion(level: number, text: string, page?: number): TBlock {
  const plain = plainLine(text);
  return isQuestionLine(plain) ? { type: "question", text: plain, page } : { type: "heading", level, text: plain };
}

/** A paragraph short enough to introduce the list or table that follows it. */
function isLead(text: string): boolean {
  return text.length <= 200 && (/[:：]\s*$/.test(text) || text.length <= 100);
}

/**
 * The document as units: each holds blocks of one kind under one section path. A FAQ question
 * takes every block up to the next question or heading as its answer; a question with no answer
 * is dropped (it must never be quoted alone).
 */
export function readStructure(text: string, pages?: string[]): TUnit[] {
  const blocks = toBlocks(readLines(text, pages));
  const units: TUnit[] = [];
  const headings: { level: number; text: string }[] = [];
  let current: TUnit | undefined;
  const flush = () => {
    if (current && (current.kind !== "faq" || current.items.length > 0)) units.push(current);
    current = undefined;
  };
  const path = () => headings.map((h) => h.text);
  const level = () => Math.min(headings.at(-1)?.level ?? 1, 6);
  for (const block of blocks) {
    switch (block.type) {
      case "break":
        // Paragraphs of one section run on; a list or table ends at a blank line only when a
        // paragraph follows (handled below by the kind change).
        break;
      case "heading":
        flush();
        while (headings.length > 0 && headings.at(-1)!.level >= block.level) headings.pop();
        headings.push({ level: block.level, text: block.text });
        break;
      case "question":
        flush();
        current = {
          kind: "faq",
          sectionPath: path(),
          headingLevel: level(),
          page: block.page,
          question: block.text,
          items: [],
        };
        break;
      default: {
        const kind = block.type;
        if (current?.kind === "faq") {
          current.items.push(block.text);
          break;
        }
        // A new page starts a new passage (outside a FAQ), so each cites the page it is on.
        const samePage = current?.page === block.page;
        if (
          current &&
          samePage &&
          current.kind === kind &&
          !(kind === "table_row" && "header" in block && block.header)
        ) {
          current.items.push(block.text);
          break;
        }
        if (
          current?.kind === "paragraph" &&
          samePage &&
          kind !== "paragraph" &&
          current.items.length === 1 &&
          isLead(current.items[0]!) &&
          !("header" in block && block.header)
        ) {
          current = { ...current, kind, lead: current.items[0], items: [block.text] };
          break;
        }
        flush();
        current = { kind, sectionPath: path(), headingLevel: level(), page: block.page, items: [] };
        if (block.type === "table_row" && block.header) current.lead = block.text;
        else current.items.push(block.text);
      }
    }
  }
  flush();
  return units.filter((u) => u.items.length > 0 || u.lead);
}
