// Fills a template from the village profile, the state's rules and the form: the same pure code
// draws the live preview in the browser (offline too) and the DOCX/PDF on the server. Also the
// checks a user should see before printing (notice too soon, RTI reply late, …), each naming its rule.
import type { TDraftTemplateId, TDraftTemplateOverrideInput, TDraftValues, TVillageProfile } from "@sachiv/contracts";
import type { TBilingualText, TUiLanguage } from "../language.ts";
import { COMMON_RULES, HEAD_TITLE_TEXT, STATE_RULES } from "./rules.ts";
import { applyTemplateOverride } from "./override.ts";
import { DRAFT_TEMPLATES } from "./templates.ts";
import type { TDraftTemplate } from "./types.ts";

/** What a blank prints as: a line to fill by hand. */
export const BLANK = "__________";

export type TFilledBlock =
  | { kind: "title"; text: string; align: "center" }
  | { kind: "para"; text: string; align: "left" | "right" | "center" }
  | { kind: "list"; items: string[] }
  | { kind: "table"; columns: string[]; rows: number }
  | { kind: "signature"; lines: string[] };

export type TFilledDraft = { title: string; blocks: TFilledBlock[] };

export type TDraftWarning = {
  code: "notice_too_soon" | "meeting_in_past" | "meeting_gap" | "rti_late";
  text: TBilingualText;
  /** The rule, named as the user should read it. */
  rule: TBilingualText;
};

export function getDraftTemplate(id: TDraftTemplateId): TDraftTemplate {
  return DRAFT_TEMPLATES[id];
}

/** yyyy-mm-dd → dd/mm/yyyy (the way dates are written on Indian office letters). */
export function formatDraftDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

const DAY_MS = 86_400_000;
function parseDate(iso: unknown): number | null {
  if (typeof iso !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const ms = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms;
}
function addDays(iso: unknown, days: number): string | null {
  const ms = parseDate(iso);
  return ms === null ? null : new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}
function toNumber(v: unknown): number | null {
  if (typeof v !== "string" || v.trim() === "") return null;
  const n = Number(v.replace(/,/g, ""));
  return Number.isFinite(n) ? n : null;
}

/** Every {placeholder} value for a template in a language; blanks are left out (they print as a line). */
export function draftVariables(
  template: TDraftTemplate,
  profile: TVillageProfile,
  values: TDraftValues,
  language: TUiLanguage,
): Record<string, string> {
  const rules = profile.state ? STATE_RULES[profile.state] : null;
  const pick = (t: TBilingualText) => t[language];
  const vars: Record<string, string> = {
    panchayat: profile.panchayat,
    block: profile.block,
    district: profile.district,
    state: rules ? pick(rules.name) : "",
    head_name: profile.head_name,
    head_title: pick(HEAD_TITLE_TEXT[profile.head_title ?? rules?.headTitle ?? "mukhiya"]),
    secretary_name: profile.secretary_name,
    venue: profile.gram_sabha_venue,
    block_officer: rules?.blockOfficer
      ? pick(rules.blockOfficer.text)
      : pick({ hindi: "प्रखंड विकास पदाधिकारी (BDO/BDPO)", hinglish: "Block Vikas Adhikari (BDO/BDPO)" }),
    chair_rule: rules?.gramSabhaChair
      ? pick(rules.gramSabhaChair.text)
      : pick({
          hindi: "बैठक की अध्यक्षता राज्य के पंचायत राज अधिनियम के अनुसार होगी",
          hinglish: "Baithak ki adhyakshata rajya ke Panchayat Raj Adhiniyam ke anusaar hogi",
        }),
    notice_rule: rules
      ? pick(rules.notice.text)
      : pick({ hindi: "राज्य के नियम के अनुसार", hinglish: "rajya ke niyam ke anusaar" }),
  };
  for (const field of template.fields) {
    const v = values[field.key];
    if (typeof v !== "string") continue;
    vars[field.key] = field.kind === "date" ? formatDraftDate(v) : v.trim();
  }
  const replyBy = addDays(values.application_date, COMMON_RULES.rtiReplyDays.days);
  if (replyBy) vars.reply_by = formatDraftDate(replyBy);
  const workBy = addDays(values.demand_date, COMMON_RULES.workWithinDays.days);
  if (workBy) vars.work_by = formatDraftDate(workBy);
  const received = toNumber(values.amount_received);
  const spent = toNumber(values.amount_spent);
  if (received !== null && spent !== null) vars.balance = String(received - spent);
  for (const [k, v] of Object.entries(vars)) if (v === "") delete vars[k];
  return vars;
}

function fillText(text: string, vars: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? BLANK);
}

/** The template filled: the document in Hindi (language "hindi") or its Hinglish preview; with a
 * state's own wording (`override`) in place of ours when an admin made one. */
export function fillDraft(
  templateId: TDraftTemplateId,
  profile: TVillageProfile,
  values: TDraftValues,
  language: TUiLanguage,
  override?: TDraftTemplateOverrideInput | null,
): TFilledDraft {
  const template = applyTemplateOverride(getDraftTemplate(templateId), override);
  const vars = draftVariables(template, profile, values, language);
  const blocks: TFilledBlock[] = [];
  for (const block of template.body) {
    switch (block.kind) {
      case "title":
        blocks.push({ kind: "title", text: fillText(block.text[language], vars), align: "center" });
        break;
      case "para":
        if (block.when && values[block.when] !== true) break;
        blocks.push({ kind: "para", text: fillText(block.text[language], vars), align: block.align ?? "left" });
        break;
      case "list": {
        const raw = values[block.field];
        const items = Array.isArray(raw) ? raw.map((s) => s.trim()).filter(Boolean) : [];
        blocks.push({ kind: "list", items: items.length > 0 ? items : [block.empty[language]] });
        break;
      }
      case "table":
        blocks.push({ kind: "table", columns: block.columns.map((c) => c[language]), rows: block.rows });
        break;
      case "signature":
        blocks.push({ kind: "signature", lines: block.lines.map((l) => fillText(l[language], vars)) });
        break;
    }
  }
  return { title: template.title[language], blocks };
}

/** The draft as plain text (a WhatsApp group message, the DOCX/PDF test's expected words). */
export function draftToText(draft: TFilledDraft): string {
  const out: string[] = [];
  for (const block of draft.blocks) {
    if (block.kind === "title") out.push(`*${block.text}*`);
    else if (block.kind === "para") out.push(block.text);
    else if (block.kind === "list") out.push(block.items.map((item, i) => `${i + 1}. ${item}`).join("\n"));
    else if (block.kind === "table") out.push(block.columns.join(" | "));
    else out.push(block.lines.join("\n\n"));
  }
  return out.join("\n\n");
}

/** What to check before the draft goes out; `today` is yyyy-mm-dd in India. */
export function checkDraft(
  templateId: TDraftTemplateId,
  profile: TVillageProfile,
  values: TDraftValues,
  today: string,
): TDraftWarning[] {
  const warnings: TDraftWarning[] = [];
  const rules = profile.state ? STATE_RULES[profile.state] : null;
  if (templateId === "gram_sabha_notice") {
    const meeting = parseDate(values.meeting_date);
    const notice = parseDate(values.issue_date) ?? parseDate(today);
    const minDays = rules?.noticeMinDays ?? 1;
    const rule = rules?.notice.text ?? {
      hindi: "तारीख़, समय, जगह और एजेंडा राज्य के नियम के अनुसार पहले से बताएँ",
      hinglish: "Tareekh, samay, jagah aur agenda rajya ke niyam ke anusaar pehle se batayein",
    };
    if (meeting !== null && notice !== null && (meeting - notice) / DAY_MS < minDays) {
      warnings.push({
        code: "notice_too_soon",
        text: {
          hindi: `बैठक की तारीख़ सूचना की तारीख़ से पहले या उसी दिन है — सूचना बैठक से पहले देनी होती है। दिनों की सही गिनती ${rules ? rules.act.hindi : "राज्य के अधिनियम"} के नियम तय करते हैं; हमारी सामग्री में यह संख्या नहीं है, प्रखंड कार्यालय से पुष्टि करें।`,
          hinglish: `Baithak ki tareekh notice ki tareekh se pehle ya usi din hai — notice baithak se pehle deni hoti hai. Dinon ki sahi ginti ${rules ? rules.act.hinglish : "rajya ke Adhiniyam"} ke niyam tay karte hain; hamari jaankari mein yeh sankhya nahi hai, block office se confirm karein.`,
        },
        rule,
      });
    }
    const todayMs = parseDate(today);
    if (meeting !== null && todayMs !== null && meeting < todayMs) {
      warnings.push({
        code: "meeting_in_past",
        text: { hindi: "बैठक की तारीख़ बीत चुकी है।", hinglish: "Baithak ki tareekh beet chuki hai." },
        rule,
      });
    }
    const last = parseDate(values.last_meeting_date);
    const gap = rules?.maxMonthsBetweenMeetings;
    if (gap && meeting !== null && last !== null) {
      const limit = new Date(last);
      limit.setUTCMonth(limit.getUTCMonth() + gap.months);
      if (meeting > limit.getTime()) {
        warnings.push({
          code: "meeting_gap",
          text: {
            hindi: `पिछली ग्राम सभा से ${gap.months} महीने से ज़्यादा का अंतर हो रहा है।`,
            hinglish: `Pichhli Gram Sabha se ${gap.months} mahine se zyada ka antar ho raha hai.`,
          },
          rule: {
            hindi: `${rules.act.hindi}: दो बैठकों के बीच ${gap.months} महीने से ज़्यादा का अंतर नहीं`,
            hinglish: `${rules.act.hinglish}: do baithakon ke beech ${gap.months} mahine se zyada antar nahi`,
          },
        });
      }
    }
  }
  if (templateId === "rti_reply") {
    const applied = parseDate(values.application_date);
    const replied = parseDate(values.reply_date);
    const days = COMMON_RULES.rtiReplyDays.days;
    if (applied !== null && replied !== null && (replied - applied) / DAY_MS > days) {
      warnings.push({
        code: "rti_late",
        text: {
          hindi: `जवाब ${days} दिन के बाद जा रहा है — समय पर जवाब न देने पर जानकारी मुफ़्त देनी होती है।`,
          hinglish: `Jawab ${days} din ke baad ja raha hai — samay par jawab na dene par jaankari muft deni hoti hai.`,
        },
        rule: COMMON_RULES.rtiReplyDays.text,
      });
    }
  }
  return warnings;
}
