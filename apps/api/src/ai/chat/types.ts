// What every chat answerer (a model behind an OpenAI-compatible server, or the offline composer)
// receives and gives back: the conversation, the retrieved passages, and a stream of text.
import type { TAnswerStatus, TChatHistoryItem, TLanguage } from "@sachiv/contracts";
import type { TMarkerCitations } from "./citations.ts";

/** A retrieved knowledge-base passage (a subset of TSearchHit), the ground truth of an answer. */
export type TPassage = {
  documentId?: string;
  title: string;
  content: string;
  snippet: string;
  sourceUrl: string | null;
  /** 0–1 share of the question's words the passage contains (see searchChunks). */
  relevance: number;
  /** Where the passage stands in its document, when ingestion recorded it: headings, PDF page. */
  section?: string | null;
  /** The knowledge-base chunk's id (a search hit's), so a source can open the passage. */
  chunkId?: string;
  /** Headings above the passage (outermost first) and its PDF page, for the citation. */
  sectionPath?: string[];
  page?: number | null;
};

export type TChatInput = {
  /** Earlier turns, oldest first, ending with the user's current question. */
  messages: TChatHistoryItem[];
  passages: TPassage[];
  language: TLanguage;
  signal: AbortSignal;
  /**
   * The state the official works in (Settings), by its English name, e.g. "Haryana": where the
   * passages give rules per state, that state's come first. Absent when not chosen.
   */
  homeState?: string;
  /** Told whether the answer answers, says the value is not stated, or found nothing (offline). */
  onStatus?: (status: TAnswerStatus) => void;
  /**
   * Told, once a model's reply is complete, which passages its source markers ([1]) cite. When
   * given, the markers are taken out of the text streamed (they become the answer's sources).
   */
  onCitations?: (citations: TMarkerCitations) => void;
};

export type TChatProvider = {
  name: string;
  offline: boolean;
  stream(input: TChatInput): AsyncIterable<string>;
  /** A model's Hindi and English search queries for a question (null: search it as asked). */
  rewriteQuery?: (question: string) => Promise<{ hindi?: string; english?: string } | null>;
};

/** The last user message of a conversation: the question being answered. */
export function currentQuestion(messages: TChatHistoryItem[]): string {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.role === "user") return messages[i]!.content;
  return "";
}
