// The sources shown under an answer, and the knowledge-base documents it cites.
import { offlineAnswerTexts } from "@sachiv/content";
import type { TAnswerGrounding, TAnswerStatus, TChatSource, TLanguage } from "@sachiv/contracts";
import { localize } from "@sachiv/content";
import {
  glossarySource,
  groundingOf,
  matchGlossary,
  passageSource,
  promptPassages,
  selectPassages,
  type TMarkerCitations,
  type TPassage,
} from "../../ai/chat/index.ts";

type TAnswerSources = { sources: TChatSource[]; citedDocumentIds: string[] };

function sourcesOf(question: string, chosen: TPassage[], language: TLanguage): TAnswerSources {
  const label = localize(offlineAnswerTexts.glossary, language);
  return {
    sources: [...chosen.map(passageSource), ...matchGlossary(question).map((t) => glossarySource(t, language, label))],
    citedDocumentIds: [...new Set(chosen.flatMap((p) => (p.documentId ? [p.documentId] : [])))],
  };
}

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
): TAnswerSources {
  return sourcesOf(question, selectPassages(queries, passages), language);
}

/**
 * A model's answer: the passages its markers cite, in the order it first cites them (each opens
 * its passage; a marker naming no passage it was given links nowhere), and whether it stands on
 * them. An answer that cites none shows the relevant documents as any answer would — flagged.
 */
export function modelAnswerSources(
  question: string,
  queries: readonly string[],
  passages: TPassage[],
  language: TLanguage,
  citations: TMarkerCitations,
  status: TAnswerStatus | undefined,
): TAnswerSources & { grounding: TAnswerGrounding } {
  const numbered = promptPassages(passages);
  const grounding = groundingOf(citations, status, numbered.length);
  if (citations.cited.length === 0) return { ...answerSources(question, queries, passages, language), grounding };
  const cited = [...new Set(citations.cited.map((n) => numbered[n - 1]!))];
  return { ...sourcesOf(question, cited, language), grounding };
}
