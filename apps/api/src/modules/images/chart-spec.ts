// The chart spec for a prompt: from the configured model (IMAGE_MODEL, structured output checked
// by zod) or, without one or when it fails, from the rule-based prompt parser. A spec whose
// numbers do not line up with its labels is not drawn as a chart.
import type { TLanguage } from "@sachiv/contracts";
import type { TStructuredModel } from "../../ai/structured.ts";
import { parseChartPrompt } from "./parse-prompt.ts";
import { ZChartSpec, type TChartSpec } from "./spec.ts";

const SPEC_TIMEOUT_MS = 45_000;

export function chartSpecPrompt(language: TLanguage): string {
  return [
    "You turn a Gram Panchayat official's request into the spec of one chart or infographic for government work, training material or an official presentation.",
    language === "hindi"
      ? "Write the title, labels and notes in Hindi (Devanagari script) unless the user wrote a name in English."
      : "Write the title, labels and notes in Hinglish (Hindi in Latin script) or English, as the user wrote them.",
    "Use exactly the numbers and names the user gives, in their order; never invent or estimate numbers. Keep lakh/crore as the unit instead of converting.",
    "bar, line or pie when there are numbers (pie only for shares of a whole), table for several rows of numbers, timeline for dated steps (labels = dates or steps, notes = what happens), infographic for a list of points (notes = the points).",
    "Set allowed to false, and leave the rest minimal, if the request is sexual, violent, hateful, partisan campaigning, a forged or official-looking document, or otherwise not suitable for government work.",
  ].join("\n");
}

/** Makes labels and values line up (charts need one number per label). */
export function normaliseSpec(spec: TChartSpec): TChartSpec {
  const numeric = spec.type === "bar" || spec.type === "line" || spec.type === "pie";
  if (numeric && (spec.values.length !== spec.labels.length || spec.labels.length === 0)) {
    const n = Math.min(spec.values.length, spec.labels.length);
    if (n === 0) return { ...spec, type: "infographic", notes: spec.notes.length ? spec.notes : spec.labels };
    return { ...spec, labels: spec.labels.slice(0, n), values: spec.values.slice(0, n) };
  }
  if (spec.type === "pie" && spec.values.some((v) => v < 0)) return { ...spec, type: "bar" };
  return spec;
}

export type TSpecOutcome = { spec: TChartSpec; by: "model" | "rules"; error?: Error };

export async function makeChartSpec(
  prompt: string,
  language: TLanguage,
  model: TStructuredModel | undefined,
  signal?: AbortSignal,
): Promise<TSpecOutcome> {
  if (model) {
    try {
      const spec = await model.ask(ZChartSpec, "chart_spec", chartSpecPrompt(language), prompt, {
        signal,
        timeoutMs: SPEC_TIMEOUT_MS,
      });
      return { spec: spec.allowed ? normaliseSpec(spec) : spec, by: "model" };
    } catch (err) {
      return { spec: normaliseSpec(parseChartPrompt(prompt, language)), by: "rules", error: err as Error };
    }
  }
  return { spec: normaliseSpec(parseChartPrompt(prompt, language)), by: "rules" };
}
