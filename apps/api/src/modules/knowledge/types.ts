// The shapes of a knowledge-base search, shared by retrieval, its cache and callers.
import type { TEmbedder } from "../../ai/embeddings/types.ts";
import type { TPassageKind } from "../../lib/text/structure.ts";

export type { TPassageKind } from "../../lib/text/structure.ts";

/** How section_path is stored: the headings joined by this. */
export const SECTION_SEPARATOR = " › ";

export type TSearchHit = {
  chunkId: string;
  documentId: string;
  title: string;
  sourceUrl: string | null;
  snippet: string;
  /** The whole passage, for an answerer to ground its reply in. */
  content: string;
  /** Reciprocal-rank-fusion score: higher is better; comparable only within one search. */
  score: number;
  /** Which searches found it: a vector match alone may be only loosely related. */
  matchedBy: ("text" | "vector")[];
  /**
   * Share (0–1, idf-weighted) of the question's words found in the passage; 0 when only the
   * vector search found it. Lets an answerer tell "nothing relevant" from a weak match.
   */
  relevance: number;
  /**
   * Where the passage sits in its document, for a citation "title · section · page": the headings
   * above it (outermost first, the title left out; empty when none), its PDF page (null when not a
   * PDF or not known) and its kind (null for a passage stored before passages had one).
   */
  sectionPath: string[];
  page: number | null;
  kind: TPassageKind | null;
};

export type TSearchOptions = {
  limit?: number;
  embedder?: TEmbedder;
  log?: (msg: string) => void;
};
