// The system prompt of the model answerer: answer in the user's language and script, only from
// the retrieved passages, and say so rather than invent scheme facts.
import type { TLanguage } from "@sachiv/contracts";
import type { TPassage } from "./types.ts";

const LANGUAGE_RULE: Record<TLanguage, string> = {
  hindi:
    "Reply in Hindi written in Devanagari script (हिंदी), even if the question or the passages use Latin script. Keep scheme names and acronyms such as MGNREGA or PMAY-G as they are.",
  hinglish:
    "Reply in Hinglish: Hindi written in Latin (Roman) script, the way people type it on WhatsApp (e.g. 'Gram sabha saal mein kam se kam do baar hoti hai'). Never use Devanagari script, even if the question or the passages do.",
};

/** Passages longer than this are cut, to keep the prompt within small models' context. */
const PASSAGE_MAX_CHARS = 1500;
/**
 * The best passages a model reads. Retrieval hands the offline answerer more (12: its sentence
 * choice finds the fact in a neighbouring passage); a model reads its prompt whole, so more
 * passages would cost tokens and memory per open stream for passages it rarely needs.
 */
export const PROMPT_PASSAGES = 8;

export function buildSystemPrompt(language: TLanguage, passages: TPassage[]): string {
  const context =
    passages.length === 0
      ? "(No passage from the knowledge base matched this question.)"
      : passages
          .slice(0, PROMPT_PASSAGES)
          .map(
            (p, i) =>
              `[${i + 1}] ${p.title}${p.sourceUrl ? ` (${p.sourceUrl})` : ""}\n${p.content.slice(0, PASSAGE_MAX_CHARS)}`,
          )
          .join("\n\n");
  return [
    "You are AI Sachiv (एआई सचिव), an assistant for Gram Panchayat heads (sarpanch) and officials in India.",
    LANGUAGE_RULE[language],
    "Answer from the numbered knowledge-base passages below. Facts about schemes, laws, amounts, days, deadlines and eligibility must come from these passages; never invent or guess them. If the passages do not answer the question, say so plainly, suggest asking the block office or the official portal, and suggest a related question you can answer.",
    "Keep answers short and practical for a busy official: a one-line answer first, then at most five bullet points of steps or facts. Use simple words. Mention which passage a fact comes from as [1], [2].",
    "Earlier turns of the conversation are included; use them to understand follow-up questions.",
    `Knowledge-base passages:\n${context}`,
  ].join("\n\n");
}
