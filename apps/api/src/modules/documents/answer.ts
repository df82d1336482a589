// Follow-up questions about one analysed document: its best passages go to the chat answerer
// (the configured model, grounded in them) or, offline, the sentences that answer the question
// are quoted with the passage they come from.
import { documentAnswerTexts as texts, pickText } from "@sachiv/content";
import type { TChatHistoryItem, TLanguage } from "@sachiv/contracts";
import type { TChatProvider, TPassage } from "../../ai/chat/index.ts";
import { stripMarkers } from "../../ai/chat/citations.ts";
import { collectAnswer } from "../../ai/chat/run.ts";
import { bestSentences, rankChunks, type TDocChunk } from "./retrieve.ts";

export type TQuestionInput = {
  question: string;
  chunks: TDocChunk[];
  history: TChatHistoryItem[];
  fileLabel: string;
  language: TLanguage;
  provider: TChatProvider;
  timeoutMs: number;
  signal: AbortSignal;
};

/** What the offline answerer says: quotes of the answering sentences, each with its passage number. */
export function composeOfflineDocumentAnswer(
  question: string,
  chunks: TDocChunk[],
  fileLabel: string,
  language: TLanguage,
): string {
  const quotes = bestSentences(question, rankChunks(question, chunks));
  if (quotes.length === 0) return pickText(texts.notFound, language);
  return [
    pickText(texts.found, language, { file: fileLabel }),
    "",
    ...quotes.map((q) => `> ${q.sentence} _(${pickText(texts.passage, language, { n: q.ordinal + 1 })})_`),
    "",
    `_${pickText(texts.offlineNote, language)}_`,
  ].join("\n");
}

export async function answerDocumentQuestion(input: TQuestionInput): Promise<string> {
  if (input.provider.offline)
    return composeOfflineDocumentAnswer(input.question, input.chunks, input.fileLabel, input.language);
  const ranked = rankChunks(input.question, input.chunks);
  // A model can still answer from the beginning of a short document, or say it is not there.
  const chosen = ranked.length > 0 ? ranked : input.chunks.slice(0, 3).map((c) => ({ ...c, relevance: 0 }));
  const title = pickText(texts.documentTitle, input.language, { file: input.fileLabel });
  const passages: TPassage[] = chosen.map((c) => ({
    documentId: `${title}#${c.ordinal + 1}`,
    title: `${title} — ${pickText(texts.passage, input.language, { n: c.ordinal + 1 })}`,
    content: c.content,
    snippet: c.content.slice(0, 200),
    sourceUrl: null,
    relevance: c.relevance,
  }));
  const reply = await collectAnswer({
    provider: input.provider,
    messages: [...input.history, { role: "user", content: input.question }],
    passages,
    language: input.language,
    signal: input.signal,
    timeoutMs: input.timeoutMs,
  });
  return withPassageNumbers(reply, chosen, input.language);
}

/**
 * The model cites the passages as it was given them ([1] = the first passage sent, whatever its
 * place in the document): the markers go, and the passages they cite are named by their own
 * number in the document, as the offline answer names them. Invented numbers name nothing.
 */
function withPassageNumbers(reply: string, chosen: TDocChunk[], language: TLanguage): string {
  const { text, cited } = stripMarkers(reply, chosen.length);
  const ordinals = [...new Set(cited.map((n) => chosen[n - 1]!.ordinal + 1))];
  if (ordinals.length === 0) return text;
  const named = ordinals.map((n) => pickText(texts.passage, language, { n })).join(", ");
  return `${text.trimEnd()}\n\n_(${named})_`;
}
