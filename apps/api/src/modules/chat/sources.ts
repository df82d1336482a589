// The sources shown under an answer, and the knowledge-base documents it cites.
import { offlineAnswerTexts } from "@sachiv/content";
import type { TChatSource, TLanguage } from "@sachiv/contracts";
import { localize } from "@sachiv/content";
import { glossarySource, matchGlossary, passageSource, selectPassages, type TPassage } from "../../ai/chat/index.ts";

/**
 * The sources shown under an answer: the relevant documents (judged against the question and any
 * search queries a model wrote for it), then the glossary terms the question names.
 */
export function answerSources(
  question: string,
  queries: readonly string[],
  passages: TPassage[],
  language: TLanguage,
): TChatSource[] {
  const label = localize(offlineAnswerTexts.glossary, language);
  return [
    ...selectPassages(queries, passages).map(passageSource),
    ...matchGlossary(question).map((t) => glossarySource(t, language, label)),
  ];
}

/** The knowledge-base documents an answer cites: those of the passages shown as its sources. */
export function citedDocumentIds(queries: readonly string[], passages: TPassage[]): string[] {
  return [...new Set(selectPassages(queries, passages).flatMap((p) => (p.documentId ? [p.documentId] : [])))];
}
