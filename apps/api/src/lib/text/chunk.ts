// Splits extracted text into overlapping passages for retrieval. Sentences end with a danda (।)
// in Hindi, so it is a separator beside paragraphs, lines and Latin punctuation.
// chunkDocument cuts along the document's structure (structure.ts): a passage never crosses a
// heading, knows its section path, page and kind, and a FAQ question travels with its answer.
import type { RecursiveCharacterTextSplitter } from "@langchain/textsplitters";
import { readStructure, type TPassageKind, type TUnit } from "./structure.ts";

export type { TPassageKind } from "./structure.ts";

/**
 * Bumped whenever chunkDocument cuts the same text differently: documents stored by an older
 * chunker are cut again (knowledge/ingest.ts: re-ingesting the same bytes, and the starter
 * corpus at start-up).
 */
export const CHUNKER_VERSION = 2;

export const CHUNK_SIZE = 800;
export const CHUNK_OVERLAP = 120;
/** A passage shorter than this (a lone heading) is joined to its neighbour. */
const MIN_CHUNK = 160;

// Coarsest first. With keepSeparator: false a separator stays inside a chunk and is dropped at
// its edges, so no passage starts with a stray danda (the one ending it is put back below).
const SEPARATORS = ["\n\n", "\n", "। ", "॥ ", "? ", ". ", "! ", "; ", ", ", " ", ""];
const SENTENCE_END = new Set(["।", "॥", ".", "?", "!"]);

// Loaded on first use: the splitter brings @langchain/core (~40 MB of memory), which a server
// that only answers questions never needs (uploads are cut in parser workers).
const splitters = new Map<number, Promise<RecursiveCharacterTextSplitter>>();
function getSplitter(size = CHUNK_SIZE): Promise<RecursiveCharacterTextSplitter> {
  let splitter = splitters.get(size);
  if (!splitter) {
    splitter = import("@langchain/textsplitters").then(
      ({ RecursiveCharacterTextSplitter }) =>
        new RecursiveCharacterTextSplitter({
          chunkSize: size,
          chunkOverlap: Math.min(CHUNK_OVERLAP, Math.floor(size / 5)),
          separators: SEPARATORS,
          keepSeparator: false,
        }),
    );
    splitters.set(size, splitter);
  }
  return splitter;
}

/** Puts back the danda or full stop that the split took off the end of each passage. */
function restoreSentenceEnds(text: string, chunks: string[]): string[] {
  let from = 0;
  return chunks.map((chunk) => {
    const at = text.indexOf(chunk, from);
    if (at < 0) return chunk;
    from = at + 1;
    const next = text[at + chunk.length];
    return next && SENTENCE_END.has(next) ? chunk + next : chunk;
  });
}

function joinShort(chunks: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i]!;
    const next = chunks[i + 1];
    if (chunk.length < MIN_CHUNK && next !== undefined && chunk.length + next.length <= CHUNK_SIZE * 1.25) {
      chunks[i + 1] = `${chunk}\n\n${next}`;
      continue;
    }
    const last = out[out.length - 1];
    if (chunk.length < MIN_CHUNK && last !== undefined && last.length + chunk.length <= CHUNK_SIZE * 1.25) {
      out[out.length - 1] = `${last}\n\n${chunk}`;
      continue;
    }
    out.push(chunk);
  }
  return out;
}

export async function chunkText(text: string, size = CHUNK_SIZE): Promise<string[]> {
  const chunks = (await (await getSplitter(size)).splitText(text)).map((c) => c.trim()).filter((c) => c.length > 0);
  // A restored sentence end may add one character; joining short pieces keeps within 1.25 × size.
  return size === CHUNK_SIZE ? joinShort(restoreSentenceEnds(text, chunks)) : restoreSentenceEnds(text, chunks);
}

export type TPassage = {
  content: string;
  /** Headings above the passage, outermost first. */
  sectionPath: string[];
  /** 1-based PDF page the passage starts on, when the text came with pages. */
  page?: number;
  kind: TPassageKind;
};

/** Items packed into pieces of at most `size` characters (an item longer than that is cut). */
async function pack(items: string[], size: number, separator: string): Promise<string[]> {
  const pieces: string[] = [];
  let current = "";
  for (const item of items) {
    // Sizes in steps of 50: one splitter per step, not one per lead or question length.
    const parts = item.length > size ? await chunkText(item, Math.floor((size - 1) / 50) * 50) : [item];
    for (const part of parts) {
      if (current && current.length + separator.length + part.length > size) {
        pieces.push(current);
        current = "";
      }
      current = current ? `${current}${separator}${part}` : part;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

async function unitPassages(unit: TUnit): Promise<string[]> {
  switch (unit.kind) {
    case "paragraph": {
      const text = unit.items.join("\n\n");
      return text.length <= CHUNK_SIZE ? [text] : chunkText(text);
    }
    case "faq": {
      // Every piece of a long answer opens with its question: the answer is never quoted without it.
      const question = unit.question ?? "";
      const room = Math.max(CHUNK_SIZE - question.length - 1, CHUNK_SIZE / 2);
      const answer = unit.items.join("\n");
      const pieces = answer.length <= room ? [answer] : await pack(unit.items, room, "\n");
      return pieces.map((p) => `${question}\n${p}`);
    }
    case "list_item":
    case "table_row": {
      // The lead line (a list's "Documents needed:", a table's header row) heads every piece.
      const lead = unit.lead ? `${unit.lead}\n` : "";
      const room = Math.max(CHUNK_SIZE - lead.length, CHUNK_SIZE / 2);
      if (unit.items.length === 0) return lead ? [lead.trim()] : [];
      return (await pack(unit.items, room, "\n")).map((p) => lead + p);
    }
  }
}

const sameSection = (a: TUnit, b: TUnit) =>
  a.page === b.page &&
  a.sectionPath.length === b.sectionPath.length &&
  a.sectionPath.every((h, i) => h === b.sectionPath[i]);

/**
 * A short paragraph (a line or two between lists) joins the unit before it in the same section
 * when both fit in a passage; it keeps that unit's kind (never a FAQ's: its answer ends at the
 * next question or heading anyway).
 */
function joinShortUnits(units: TUnit[]): TUnit[] {
  const out: TUnit[] = [];
  for (const unit of units) {
    const last = out.at(-1);
    const size = (u: TUnit) => u.items.join("\n").length + (u.lead?.length ?? 0) + (u.question?.length ?? 0);
    if (
      last &&
      unit.kind === "paragraph" &&
      last.kind !== "faq" &&
      size(unit) < MIN_CHUNK &&
      sameSection(last, unit) &&
      size(last) + size(unit) <= CHUNK_SIZE
    ) {
      last.items.push(unit.items.join("\n\n"));
      continue;
    }
    out.push({ ...unit, items: [...unit.items] });
  }
  return out;
}

type TCut = TPassage & { heading: string; body: string };

/**
 * Small neighbouring sections share a passage, as they did before passages knew their section:
 * a passage of 800 characters holds the context (the heading above, the section beside) that
 * ranking and the answerer weigh. Each keeps its own heading line; the passage's section path
 * and kind are its first section's. FAQ entries and a page change are never joined.
 */
function joinSmallSections(cuts: TCut[]): TPassage[] {
  const out: TCut[] = [];
  for (const cut of cuts) {
    const last = out.at(-1);
    if (
      last &&
      last.kind !== "faq" &&
      cut.kind !== "faq" &&
      last.page === cut.page &&
      last.content.length + cut.content.length + 2 <= CHUNK_SIZE
    ) {
      const heading = cut.heading && cut.heading !== last.heading ? `${cut.heading}\n` : "";
      last.content = `${last.content}\n\n${heading}${cut.body}`;
      continue;
    }
    out.push({ ...cut });
    continue;
  }
  return out.map(({ heading: _h, body: _b, ...passage }) => passage);
}

/** Passages along the document's structure; `pages` (a PDF's, in order) gives each its page. */
export async function chunkDocument(text: string, pages?: string[]): Promise<TPassage[]> {
  const cuts: TCut[] = [];
  for (const unit of joinShortUnits(readStructure(text, pages))) {
    // The section's headings open the passage as a Markdown heading line, as they stood in the
    // text: answerers weigh a passage by the words it holds, and "## Fees" says what "₹10" is
    // about. A reader tells it by its "#" (sectionPath has it too); it is never all of a passage.
    const heading = unit.sectionPath.at(-1) ?? "";
    for (const piece of await unitPassages(unit)) {
      const body = piece.trim();
      if (!body) continue;
      cuts.push({
        content: heading ? `${"#".repeat(unit.headingLevel)} ${heading}\n${body}` : body,
        heading: heading ? `${"#".repeat(unit.headingLevel)} ${heading}` : "",
        body,
        sectionPath: unit.sectionPath,
        ...(unit.page !== undefined ? { page: unit.page } : {}),
        kind: unit.kind,
      });
    }
  }
  return joinSmallSections(cuts);
}
