// Splits extracted text into overlapping passages for retrieval. Sentences end with a danda (।)
// in Hindi, so it is a separator beside paragraphs, lines and Latin punctuation.
import type { RecursiveCharacterTextSplitter } from "@langchain/textsplitters";

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
let splitter: Promise<RecursiveCharacterTextSplitter> | undefined;
function getSplitter(): Promise<RecursiveCharacterTextSplitter> {
  splitter ??= import("@langchain/textsplitters").then(
    ({ RecursiveCharacterTextSplitter }) =>
      new RecursiveCharacterTextSplitter({
        chunkSize: CHUNK_SIZE,
        chunkOverlap: CHUNK_OVERLAP,
        separators: SEPARATORS,
        keepSeparator: false,
      }),
  );
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

export async function chunkText(text: string): Promise<string[]> {
  const chunks = (await (await getSplitter()).splitText(text)).map((c) => c.trim()).filter((c) => c.length > 0);
  return joinShort(restoreSentenceEnds(text, chunks));
}
