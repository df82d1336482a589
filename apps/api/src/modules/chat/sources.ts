// The sources shown under an answer, and the knowledge-base documents it cites.
import { offlineAnswerTexts } from "@sachiv/content";
import type { TChatSource, TLanguage } from "@sachiv/contracts";
import { localize } from "@sachiv/content";
import { glossarySource, matchGlossary, passageSource, selectPassages, type TPassage } from "../../ai/chat/index.ts";

/**
 * The sources shown under an answer — the relevant documents (judged against the question and
 * any search queries a model wrote for it), then the glossary terms the question names — and the
 * knowledge-base documents it cites: those of the passages shown.
 */
export function answerSources(
  question: string,
  queries: readonly string[],
  passages: TPassage[],
  language: TLanguage,
): { sources: TChatSource[]; citedDocumentIds: string[] } {
  const label = localize(offlineAnswerTexts.glossary, language);
  const chosen = selectPassages(queries, passages);
  return {
    sources: [...chosen.map(passageSource), ...matchGlossary(question).map((t) => glossarySource(t, language, label))],
    citedDocumentIds: [...new Set(chosen.flatMap((p) => (p.documentId ? [p.documentId] : [])))],
  };
}
