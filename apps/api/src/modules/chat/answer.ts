// Turns a question into an answer stream: retrieves passages, picks the sources, and runs the
// provider under an idle timeout and the caller's abort signal.
import { offlineAnswerTexts } from "@sachiv/content";
import type { TChatHistoryItem, TChatSource, TLanguage } from "@sachiv/contracts";
import { localize } from "@sachiv/content";
import {
  glossarySource,
  matchGlossary,
  passageSource,
  selectPassages,
  type TChatProvider,
  type TPassage,
} from "../../ai/chat/index.ts";
import type { TDb } from "../../db/client.ts";
import { fuseByReciprocalRank, searchChunks, type TEmbedder, type TSearchHit } from "../knowledge/index.ts";

const PASSAGES = 8;

export class ChatTimeoutError extends Error {
  constructor(ms: number) {
    super(`no reply from the chat model for ${ms} ms`);
    this.name = "ChatTimeoutError";
  }
}

/**
 * Passages for a question; a retrieval failure leaves the answerer without passages, not down.
 * With a model that rewrites questions, its Hindi and English search queries are searched beside
 * the question as asked and the lists fused by reciprocal rank (a passage keeps its best
 * relevance); a failed or slow rewrite leaves the question's own search.
 */
export async function retrievePassages(
  db: TDb,
  question: string,
  log: (msg: string, err?: unknown) => void,
  embedder?: TEmbedder,
  rewriteQuery?: TChatProvider["rewriteQuery"],
): Promise<TPassage[]> {
  const search = (q: string) => searchChunks(db, q, { limit: PASSAGES, embedder, log });
  try {
    const asked = search(question);
    if (!rewriteQuery) return await asked;
    asked.catch(() => {}); // awaited below, after the rewrite
    const queries = await rewriteQuery(question).catch(() => null);
    const extra = [queries?.hindi, queries?.english].filter((q): q is string => Boolean(q?.trim()) && q !== question);
    const lists = await Promise.all([asked, ...extra.map(search)]);
    if (lists.length === 1) return lists[0]!;
    const byId = new Map<string, TSearchHit>();
    for (const hit of lists.flat()) {
      const seen = byId.get(hit.chunkId);
      if (!seen || hit.relevance > seen.relevance)
        byId.set(hit.chunkId, seen ? { ...seen, relevance: hit.relevance } : hit);
    }
    return fuseByReciprocalRank(lists)
      .slice(0, PASSAGES)
      .map(({ chunkId, score }) => ({ ...byId.get(chunkId)!, score }));
  } catch (err) {
    log("chat: retrieval failed", err);
    return [];
  }
}

/** The sources shown under an answer: the relevant documents, then glossary terms named. */
export function answerSources(question: string, passages: TPassage[], language: TLanguage): TChatSource[] {
  const label = localize(offlineAnswerTexts.glossary, language);
  return [
    ...selectPassages(passages).map(passageSource),
    ...matchGlossary(question).map((t) => glossarySource(t, language, label)),
  ];
}

/** The knowledge-base documents an answer cites: those of the passages shown as its sources. */
export function citedDocumentIds(passages: TPassage[]): string[] {
  return [...new Set(selectPassages(passages).flatMap((p) => (p.documentId ? [p.documentId] : [])))];
}

export type TAnswerInput = {
  provider: TChatProvider;
  messages: TChatHistoryItem[];
  passages: TPassage[];
  language: TLanguage;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
  /** Longest wait for the next piece of text. */
  timeoutMs: number;
};

/**
 * The provider's text, piece by piece. Throws ChatTimeoutError when the provider stays silent for
 * timeoutMs, and the abort reason when the caller aborts; either way the upstream call is aborted.
 * Waits are raced against the abort, so a provider that ignores its signal cannot hang us.
 */
export async function* streamAnswer(input: TAnswerInput): AsyncGenerator<string> {
  const upstream = new AbortController();
  const onAbort = () => upstream.abort(input.signal.reason);
  if (input.signal.aborted) onAbort();
  else input.signal.addEventListener("abort", onAbort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => upstream.abort(new ChatTimeoutError(input.timeoutMs)), input.timeoutMs);
  };
  const aborted = new Promise<never>((_, reject) => {
    const fail = () => reject(upstream.signal.reason instanceof Error ? upstream.signal.reason : new Error("aborted"));
    if (upstream.signal.aborted) fail();
    else upstream.signal.addEventListener("abort", fail, { once: true });
  });
  aborted.catch(() => {}); // observed below; never an unhandled rejection

  const pieces = input.provider.stream({
    messages: input.messages,
    passages: input.passages,
    language: input.language,
    signal: upstream.signal,
  });
  const iterator = pieces[Symbol.asyncIterator]();
  try {
    arm();
    for (;;) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) return;
      arm();
      yield next.value;
    }
  } catch (err) {
    // The provider's own error for an abort says less than why we aborted.
    if (upstream.signal.aborted && upstream.signal.reason instanceof Error) throw upstream.signal.reason;
    throw err;
  } finally {
    clearTimeout(timer);
    input.signal.removeEventListener("abort", onAbort);
    if (!upstream.signal.aborted) upstream.abort(new Error("stream finished"));
    // Let the provider clean up (close its HTTP request) without waiting on a hung one.
    void iterator.return?.()?.catch(() => {});
  }
}

/** The whole answer, for the non-streaming call. */
export async function collectAnswer(input: TAnswerInput): Promise<string> {
  let text = "";
  for await (const piece of streamAnswer(input)) text += piece;
  return text;
}
