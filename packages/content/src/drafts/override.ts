// A state's own wording of a template (issue 27 §6): an admin's title, description and body replace
// the built-in ones for drafts of that state; the form fields stay ours. Before it is stored, every
// {placeholder} must be one the filling knows for that template, both languages must use the same
// ones, the Hindi must be Devanagari and the Hinglish Roman — each problem named in both languages.
import type { TDraftTemplateId, TDraftTemplateOverrideInput, THomeState } from "@sachiv/contracts";
import type { TBilingualText } from "../language.ts";
import { DRAFT_TEMPLATES } from "./templates.ts";
import type { TDraftTemplate } from "./types.ts";

/** What every template may name: the village profile and the state's rules. */
export const PROFILE_PLACEHOLDERS = [
  "panchayat",
  "block",
  "district",
  "state",
  "head_name",
  "head_title",
  "secretary_name",
  "venue",
  "block_officer",
  "chair_rule",
  "notice_rule",
] as const;

/** Placeholders worked out from the form, and the fields they need. */
const DERIVED: Record<string, readonly string[]> = {
  reply_by: ["application_date"],
  work_by: ["demand_date"],
  balance: ["amount_received", "amount_spent"],
};

/** Every {placeholder} a template's text may use. */
export function allowedPlaceholders(templateId: TDraftTemplateId): string[] {
  const fields = DRAFT_TEMPLATES[templateId].fields.map((f) => f.key);
  const derived = Object.entries(DERIVED)
    .filter(([, needs]) => needs.every((k) => fields.includes(k)))
    .map(([k]) => k);
  return [...PROFILE_PLACEHOLDERS, ...fields, ...derived];
}

export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ""))].sort();
}

/** The built-in template with a state's own wording in place of its title, description and body. */
export function applyTemplateOverride(
  template: TDraftTemplate,
  override: TDraftTemplateOverrideInput | null | undefined,
): TDraftTemplate {
  if (!override) return template;
  return {
    ...template,
    title: override.title,
    description: override.description,
    body: override.body,
  };
}

/** The override for a template in a state, if an admin made one. */
export function overrideFor<T extends { state: THomeState; template_id: TDraftTemplateId }>(
  overrides: readonly T[] | undefined,
  templateId: TDraftTemplateId,
  state: THomeState | null,
): T | null {
  if (!state || !overrides) return null;
  return overrides.find((o) => o.state === state && o.template_id === templateId) ?? null;
}

/** The built-in template as an override's starting point (the admin's editor opens with it). */
export function templateAsOverride(templateId: TDraftTemplateId): TDraftTemplateOverrideInput {
  const t = DRAFT_TEMPLATES[templateId];
  return JSON.parse(
    JSON.stringify({ title: t.title, description: t.description, body: t.body }),
  ) as TDraftTemplateOverrideInput;
}

export type TTemplateProblem = { path: string; text: TBilingualText };

const DEVANAGARI = /[\u0900-\u097F]/;

/** What is wrong with an admin's template, or nothing. */
export function checkTemplateOverride(
  templateId: TDraftTemplateId,
  input: TDraftTemplateOverrideInput,
): TTemplateProblem[] {
  const problems: TTemplateProblem[] = [];
  const allowed = new Set(allowedPlaceholders(templateId));
  const fields = DRAFT_TEMPLATES[templateId].fields;
  const texts: { path: string; text: TBilingualText }[] = [
    { path: "title", text: input.title },
    { path: "description", text: input.description },
  ];
  input.body.forEach((block, i) => {
    const at = `body.${i}`;
    if (block.kind === "title" || block.kind === "para") texts.push({ path: `${at}.text`, text: block.text });
    if (block.kind === "list") {
      texts.push({ path: `${at}.empty`, text: block.empty });
      if (!fields.some((f) => f.key === block.field && f.kind === "list"))
        problems.push({
          path: `${at}.field`,
          text: {
            hindi: `"${block.field}" इस टेम्पलेट की कोई सूची वाली जानकारी नहीं है।`,
            hinglish: `"${block.field}" is template ki koi list wali jaankari nahi hai.`,
          },
        });
    }
    if (block.kind === "para" && block.when && !fields.some((f) => f.key === block.when && f.kind === "check"))
      problems.push({
        path: `${at}.when`,
        text: {
          hindi: `"${block.when}" इस टेम्पलेट का कोई हाँ/ना वाला सवाल नहीं है।`,
          hinglish: `"${block.when}" is template ka koi haan/na wala sawaal nahi hai.`,
        },
      });
    if (block.kind === "table") block.columns.forEach((c, j) => texts.push({ path: `${at}.columns.${j}`, text: c }));
    if (block.kind === "signature") block.lines.forEach((l, j) => texts.push({ path: `${at}.lines.${j}`, text: l }));
  });
  for (const { path, text } of texts) {
    const unknown = [...new Set([...placeholdersIn(text.hindi), ...placeholdersIn(text.hinglish)])].filter(
      (p) => !allowed.has(p),
    );
    if (unknown.length > 0) {
      const names = unknown.map((p) => `{${p}}`).join(", ");
      problems.push({
        path,
        text: {
          hindi: `अनजान जगह: ${names}। इस्तेमाल हो सकते हैं: ${[...allowed].map((p) => `{${p}}`).join(", ")}`,
          hinglish: `Anjaan jagah: ${names}. Istemaal ho sakte hain: ${[...allowed].map((p) => `{${p}}`).join(", ")}`,
        },
      });
    }
    if (placeholdersIn(text.hindi).join() !== placeholdersIn(text.hinglish).join())
      problems.push({
        path,
        text: {
          hindi: "हिंदी और हिंग्लिश पाठ में एक ही {जगहें} होनी चाहिए।",
          hinglish: "Hindi aur Hinglish paath mein ek hi {jagah} honi chahiye.",
        },
      });
    const words = (s: string) => s.replace(/\{\w+\}/g, "");
    if (!DEVANAGARI.test(words(text.hindi)) && /\p{L}/u.test(words(text.hindi)))
      problems.push({
        path,
        text: { hindi: "हिंदी पाठ देवनागरी में लिखें।", hinglish: "Hindi paath Devanagari mein likhein." },
      });
    if (DEVANAGARI.test(words(text.hinglish)))
      problems.push({
        path,
        text: {
          hindi: "हिंग्लिश पाठ रोमन अक्षरों में लिखें।",
          hinglish: "Hinglish paath Roman aksharon mein likhein.",
        },
      });
  }
  return problems;
}
