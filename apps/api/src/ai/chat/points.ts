// The quotable units of a passage ("points"): its lines — a list item is one thought, often two
// sentences — with what is not a fact left out: headings (kept as the context of the points under
// them, and named as the point's section), a FAQ's question (context of its answer, never quoted
// alone), link-only lines, image markdown, scrape headers ("Title:", "URL Source:") and front
// matter. A table's row is one point, each cell named by its column. An overlong line is split into sentences, an overlong sentence into clauses.
import { searchTokens, surfaceWords } from "../../lib/text/normalise.ts";

export const POINT_MAX_CHARS = 320;

export type TPoint = {
  /** The text as a reader sees it: no Markdown emphasis, links as their words. */
  text: string;
  tokens: Set<string>;
  /** Its English words of five letters or more (for matching stems). */
  words: string[];
  /** The search terms of the heading (or FAQ question) it stands under. */
  heading: Set<string>;
  /** The heading it stands under, as written (without the #s). */
  section: string | null;
  /** A list item or a numbered step. */
  item: boolean;
};

/** A point's search tokens and its words as written (a translation may be either, as in search). */
export const termsOf = (text: string) => new Set([...searchTokens(text), ...surfaceWords(text)]);

const latinWords = (text: string) => text.toLowerCase().match(/[a-z]{5,}/g) ?? [];

// A full stop that ends an abbreviation ("Rs. 250", "No. 5", "i.e.") or sits inside a number
// ("1.20 lakh") does not end a sentence: the amount stays with its unit.
export const SENTENCE_END =
  /(?<=[।॥?!]|(?<!\b(?:rs|no|nos|sec|secs|art|arts|cl|viz|etc|i\.e|e\.g|vs|dr|mr|mrs|govt|dept|st)|\b[a-z])\.)\s+(?=\S)/i;

/** Lines that are never facts: scrape headers, image markdown, navigation. */
const SCRAPE_HEADER = /^(?:title|url source|markdown content|published time|source|url)\s*:/i;
const IMAGE = /!\[[^\]]*\]/;
const MARKDOWN_LINK = /\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g;
const BARE_URL = /\bhttps?:\/\/\S+/g;

/** Link-only: nothing but links, URLs, bullets and punctuation once the links are taken out. */
function linkOnly(line: string): boolean {
  if (!MARKDOWN_LINK.test(line) && !/https?:\/\//.test(line)) return false;
  MARKDOWN_LINK.lastIndex = 0;
  const rest = line.replace(MARKDOWN_LINK, " ").replace(BARE_URL, " ");
  return !/[\p{L}\p{N}]/u.test(rest);
}

/** A FAQ's question: a line that asks ("Who is eligible…?", "Q: …", "प्रश्न: …"). */
export const isQuestionLine = (line: string) =>
  /[?？]\s*[*_]*\s*$/.test(line) || /^(?:q(?:ues(?:tion)?)?\s*[.:)]|प्रश्न\s*[:.)]|सवाल\s*[:.)])/i.test(line);

/** A line in bold alone ("**Benefits**", "**Note:**") is a heading, not a fact. */
const BOLD_HEADING = /^\*\*[^*]{1,80}\*\*\s*:?$/;

/** What a reader sees of a line: links as their words, no emphasis markers or bullet. */
export function plain(line: string): string {
  return line
    .replace(MARKDOWN_LINK, "$1")
    .replace(/\*\*|__/g, "")
    .replace(/(?<![\p{L}\p{N}])_(?=\S)|(?<=\S)_(?![\p{L}\p{N}])/gu, "")
    .replace(/^(?:[-*+•]|\d+[.)])\s+/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A Markdown table's cells ("| a | b |" → ["a", "b"]), as a reader sees them. */
const tableCells = (line: string) =>
  line
    .replace(/^\|/, "")
    .replace(/\|\s*$/, "")
    .split("|")
    .map((c) => plain(c));
const TABLE_SEPARATOR = /^\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
/** A column that only numbers the rows ("S. No.", "क्रम सं.") says nothing a reader needs. */
const NUMBERING_COLUMN = /^(?:s\.?\s*no\.?|sl\.?\s*no\.?|sr\.?\s*no\.?|no\.?|#|क्रम\s*(?:सं(?:ख्या)?\.?)?|क्र\.?\s*सं\.?)$/i;

/**
 * A table's row as one point: each cell under its column's name ("Season: Kharif; … Maximum
 * Insurance charges payable by the farmer (% of Sum Insured): 2.0% of SI"), so the row holds both
 * the subject its columns name and its value; the numbering column and empty cells left out.
 */
function tableRowText(header: string[] | null, cells: string[]): string {
  const parts = cells.flatMap((cell, i) => {
    const name = header?.[i] ?? "";
    if (!cell || NUMBERING_COLUMN.test(name) || (/^[0-9०-९]{1,3}\.?$/.test(cell) && i === 0)) return [];
    return [name && name !== cell ? `${name}: ${cell}` : cell];
  });
  return parts.join("; ");
}

export function splitPoints(content: string): TPoint[] {
  const points: TPoint[] = [];
  let heading = new Set<string>();
  let sectionTerms = new Set<string>();
  let section: string | null = null;
  // The header row of the table being read (the first row of a run of table lines), else null.
  let tableHeader: string[] | null = null;
  let inTable = false;
  for (const raw of content.split(/\n+/)) {
    const line = raw.trim();
    if (line.startsWith("|")) {
      if (TABLE_SEPARATOR.test(line)) continue;
      const cells = tableCells(line);
      if (!inTable) {
        inTable = true;
        tableHeader = cells;
        continue;
      }
      const text = tableRowText(tableHeader, cells);
      if (text.length > 12) {
        points.push({ text, tokens: termsOf(text), words: latinWords(text), heading, section, item: true });
      }
      continue;
    }
    inTable = false;
    if (line === "" || line.startsWith("---")) continue;
    if (SCRAPE_HEADER.test(line) || IMAGE.test(line) || linkOnly(line)) continue;
    if (line.startsWith("#") || BOLD_HEADING.test(line)) {
      const title = plain(line.replace(/^#+\s*/, "")).replace(/\s*:$/, "");
      // A FAQ's question made a heading is the context of its answer, not a section to name.
      if (isQuestionLine(title)) {
        heading = new Set([...sectionTerms, ...termsOf(title)]);
        continue;
      }
      section = title || section;
      heading = sectionTerms = termsOf(section ?? "");
      continue;
    }
    const item = /^(?:[-*+•]|\d+[.)])\s+/.test(line);
    const text = plain(line);
    // A FAQ's question, or a short lead-in ("Online", "Ismein:"), is the context of what follows.
    if (isQuestionLine(text) || (text.endsWith(":") && text.length < 60)) {
      heading = new Set([...sectionTerms, ...termsOf(text)]);
      continue;
    }
    // A long item split into sentences keeps its bold label ("**उत्तर प्रदेश** (…): … कोरम सदस्यों का
    // पाँचवाँ हिस्सा"): a later sentence quoted alone still says whose rule it is.
    const label = /^(?:(?:[-*+•]|\d+[.)])\s+)?\*\*([^*]{2,40})\*\*/.exec(line)?.[1]?.replace(/[:\s]+$/, "");
    const pieces = text.length > POINT_MAX_CHARS ? splitLong(text) : [text];
    pieces.forEach((piece, i) => {
      if (piece.length <= 12 || isQuestionLine(piece)) return;
      const shown = i > 0 && label && !piece.includes(label) ? `${label}: ${piece}` : piece;
      points.push({ text: shown, tokens: termsOf(shown), words: latinWords(shown), heading, section, item });
    });
  }
  return points;
}

/**
 * An overlong line in sentences, and an overlong sentence (an Act's clause runs for lines) in its
 * clauses, at semicolons and colons: the clause with the fact is quoted whole, not cut off.
 */
export function splitLong(item: string): string[] {
  return item.split(SENTENCE_END).flatMap((sentence) => {
    if (sentence.length <= POINT_MAX_CHARS) return [sentence];
    const parts: string[] = [];
    for (const piece of sentence.split(/(?<=[;:])\s+/)) {
      // Short pieces ("(a)", "namely:") stay with the next one.
      const last = parts.at(-1);
      if (last !== undefined && (last.length < 60 || piece.length < 40)) parts[parts.length - 1] = `${last} ${piece}`;
      else parts.push(piece);
    }
    return parts;
  });
}
