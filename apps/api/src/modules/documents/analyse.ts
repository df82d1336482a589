// The analysis of a document's text: by the configured chat model (structured output, validated
// by zod) when there is one, else — or when the model fails — by the offline analyser. Fields
// found by the rules are always kept beside the model's, so amounts and dates never go missing.
import type { TDocumentAnalysis, TLanguage } from "@sachiv/contracts";
import * as z from "zod";
import type { TStructuredModel } from "../../ai/structured.ts";
import { detectFields } from "./fields.ts";
import { analyseOffline, labelFields } from "./summarise.ts";

/** The model sees at most this much of the document (small models have small contexts). */
export const MODEL_TEXT_MAX_CHARS = 24_000;
const ANALYSIS_TIMEOUT_MS = 90_000;

export const ZModelAnalysis = z.object({
  summary: z.string().min(1).describe("What the document is and says, in 2-4 sentences."),
  key_points: z.array(z.string()).max(10).describe("The main points, one sentence each."),
  recommendations: z
    .array(z.string())
    .max(10)
    .describe("What the Gram Panchayat official should do, each with its deadline from the document when it has one."),
  fields: z
    .array(z.object({ field_name: z.string(), value: z.string() }))
    .max(40)
    .describe(
      "Named values: dates, deadlines, amounts in ₹ (lakh/crore as written), letter/reference numbers, scheme names, district/block/panchayat names.",
    ),
  translation: z
    .string()
    .describe("The summary translated into the other language (see the instructions); empty if not possible."),
});
export type TModelAnalysis = z.infer<typeof ZModelAnalysis>;

const LANGUAGE: Record<TLanguage, { reply: string; other: string }> = {
  hindi: { reply: "Write every text value in Hindi, in Devanagari script.", other: "English" },
  hinglish: {
    reply:
      "Write every text value in Hinglish: Hindi in Latin (Roman) script as people type it on WhatsApp, never Devanagari.",
    other: "Hindi in Devanagari script",
  },
};

export function analysisPrompt(language: TLanguage): string {
  return [
    "You are AI Sachiv (एआई सचिव), an assistant for Gram Panchayat heads (sarpanch) and officials in India.",
    "Analyse the document the user sends (a government letter, circular, notice, report or table, often in Hindi) for a busy official.",
    LANGUAGE[language].reply,
    "Quote names, numbers, amounts, dates and reference numbers exactly as the document writes them. Use only what the document says; do not add facts.",
    `For "translation", translate your summary into ${LANGUAGE[language].other}.`,
    "Answer with the JSON object the schema describes.",
  ].join("\n");
}

export type TAnalysisOutcome = { analysis: TDocumentAnalysis; offline: boolean; error?: Error };

/** The offline analyser: in a parser worker in the app (a long text is real CPU work), else here. */
export type TOfflineAnalyser = (
  text: string,
  language: TLanguage,
  about: { format: string; pages: number },
) => Promise<TDocumentAnalysis>;
// eslint-disable-next-line @typescript-eslint/require-await -- async so that a throw is a rejection, as from a worker
const analyseHere: TOfflineAnalyser = async (text, language, about) => analyseOffline(text, language, about);

function mergeFields(
  model: TModelAnalysis["fields"],
  text: string,
  language: TLanguage,
): TDocumentAnalysis["fields_detected"] {
  const seen = new Set(model.map((f) => f.value.replace(/\s+/g, " ").trim()));
  const rules = labelFields(detectFields(text), language).filter(
    (f) => !seen.has(f.value) && ![...seen].some((v) => v.includes(f.value)),
  );
  return [...model.filter((f) => f.value.trim() !== ""), ...rules];
}

export async function analyseText(
  text: string,
  language: TLanguage,
  about: { format: string; pages: number; fileName?: string },
  model: TStructuredModel | undefined,
  signal?: AbortSignal,
  offline: TOfflineAnalyser = analyseHere,
): Promise<TAnalysisOutcome> {
  const plainAbout = { format: about.format, pages: about.pages };
  if (model) {
    try {
      const clipped = text.length > MODEL_TEXT_MAX_CHARS ? `${text.slice(0, MODEL_TEXT_MAX_CHARS)}\n[…]` : text;
      const header = `Document${about.fileName ? ` "${about.fileName}"` : ""} (${about.format}, ${about.pages} page(s)):`;
      const r = await model.ask(
        ZModelAnalysis,
        "document_analysis",
        analysisPrompt(language),
        `${header}\n\n${clipped}`,
        { signal, timeoutMs: ANALYSIS_TIMEOUT_MS },
      );
      return {
        offline: false,
        analysis: {
          main_information: r.summary.trim(),
          key_points: r.key_points.filter((p) => p.trim() !== ""),
          suggestions: r.recommendations.filter((p) => p.trim() !== ""),
          fields_detected: mergeFields(r.fields, text, language),
          ...(r.translation.trim() ? { translation: r.translation.trim() } : {}),
        },
      };
    } catch (err) {
      return { offline: true, analysis: await offline(text, language, plainAbout), error: err as Error };
    }
  }
  return { offline: true, analysis: await offline(text, language, plainAbout) };
}
