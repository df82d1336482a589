// From a chat answer to a draft (issue 27): which paperwork template an answer leads to, and what the
// question already says for it (a date, an agenda topic). The question decides first; where it names
// no paperwork, the cited sources' titles and sections do (an RTI answer citing the RTI Act). Only an
// answer about a meeting, an application or a reply leads to a draft. Light on purpose: no templates
// here, so the chat's answer actions stay small.
import type { TDraftTemplateId } from "@sachiv/contracts";
import type { TBilingualText } from "../language.ts";

export type TDraftSuggestion = {
  template: TDraftTemplateId;
  /** yyyy-mm-dd: the meeting's date (notice), the application's (RTI reply), the demand's (work receipt). */
  date?: string;
  /** An agenda item in Hindi, for a Gram Sabha notice. */
  topic?: string;
};

type TRule = { template: TDraftTemplateId; test: RegExp };

// Order matters: the first match wins. Hinglish spellings vary, so stems are matched.
const RULES: readonly TRule[] = [
  {
    template: "rti_reply",
    test: /\bRTI\b|आरटीआई|सूचना का अधिकार|soochna ka adhikar|suchna ka adhikar|right to information/i,
  },
  {
    template: "work_demand_receipt",
    test: /काम की माँग|काम की मांग|काम माँग|काम मांग|work demand|kaam ki maa?n?g|rozgaa?r ki maa?n?g|रोज़गार की माँग|रोजगार की मांग|job ?card|जॉब कार्ड|VB-?G RAM G|मनरेगा|MGNREGA|NREGA/i,
  },
  {
    template: "utilisation_certificate",
    test: /उपयोगिता प्रमाण|utili[sz]ation certificate|upyogita praman|\bUC\b/i,
  },
  { template: "attendance_register", test: /उपस्थिति पंजी|हाज़िरी|हाजिरी|attendance|upasthiti|haaz?i?ri/i },
  {
    template: "meeting_minutes",
    test: /कार्यवाही|कार्यवृत्त|minutes|karyavahi|karyavritt/i,
  },
  { template: "resolution", test: /प्रस्ताव|resolution|prastaav?/i },
  {
    template: "gram_sabha_notice",
    test: /(ग्राम ?सभा|gram ?sabha|बैठक|baithak|meeting).*(सूचना|नोटिस|notice|soochna|suchna|बुला|bula|एजेंडा|agenda|बैठक|baithak|meeting|कब|kab|तारीख|tareekh|date)|(सूचना|नोटिस|notice|एजेंडा|agenda).*(ग्राम ?सभा|gram ?sabha|बैठक|baithak|meeting)/i,
  },
  {
    template: "letter_to_bdo",
    test: /(BDO|BDPO|बीडीओ|प्रखंड विकास|खंड विकास|block (office|vikas)|प्रखंड कार्यालय|ब्लॉक).*(पत्र|चिट्ठी|आवेदन|letter|patra|chitthi|aavedan|application)|(पत्र|चिट्ठी|आवेदन|letter|patra|chitthi|aavedan|application).*(BDO|BDPO|बीडीओ|प्रखंड|block)/i,
  },
];

// What a Gram Sabha is usually called for, as the notice's agenda line (Hindi: the document is in Hindi).
const TOPICS: readonly { test: RegExp; hindi: string }[] = [
  { test: /बजट|budget/i, hindi: "वार्षिक बजट पर चर्चा और अनुमोदन" },
  {
    test: /GPDP|विकास योजना|development plan|vikas yojana/i,
    hindi: "ग्राम पंचायत विकास योजना (GPDP) पर चर्चा और अनुमोदन",
  },
  { test: /सामाजिक अंकेक्षण|सोशल ऑडिट|social audit|samajik ankekshan/i, hindi: "सामाजिक अंकेक्षण (सोशल ऑडिट) पर चर्चा" },
  { test: /लाभार्थी|beneficiar|labharthi/i, hindi: "योजनाओं के लाभार्थियों का चयन" },
  { test: /आवास|awas|aawas|housing/i, hindi: "आवास योजना के लाभार्थियों की सूची पर चर्चा" },
  { test: /जल जीवन|पेयजल|पानी|jal jeevan|drinking water|paani/i, hindi: "पेयजल (जल जीवन मिशन) के कामों पर चर्चा" },
  { test: /स्वच्छ|सफ़ाई|सफाई|swachh|sanitation|safai/i, hindi: "स्वच्छता पर चर्चा" },
  { test: /मनरेगा|VB-?G RAM G|रोज़गार|रोजगार|rozgaa?r|MGNREGA/i, hindi: "रोज़गार योजना के कामों की योजना पर चर्चा" },
];

const MONTHS: readonly RegExp[] = [
  /^(जनवरी|jan(uary)?)$/i,
  /^(फ़रवरी|फरवरी|feb(ruary)?)$/i,
  /^(मार्च|mar(ch)?)$/i,
  /^(अप्रैल|apr(il)?)$/i,
  /^(मई|may)$/i,
  /^(जून|june?)$/i,
  /^(जुलाई|july?)$/i,
  /^(अगस्त|aug(ust)?)$/i,
  /^(सितंबर|सितम्बर|sep(t(ember)?)?)$/i,
  /^(अक्टूबर|अक्तूबर|oct(ober)?)$/i,
  /^(नवंबर|नवम्बर|nov(ember)?)$/i,
  /^(दिसंबर|दिसम्बर|dec(ember)?)$/i,
];

/** Devanagari digits (०–९) as ASCII. */
function asciiDigits(text: string): string {
  return text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));
}

function iso(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The first date the text names: 15/08/2026, 2026-08-15, "15 अगस्त (2026)", "15 August"; a date
 * without a year is its next coming day from `today` (yyyy-mm-dd), or for a date already past (an
 * application received) its last one. */
export function dateInText(text: string, today: string, when: "next" | "last" = "next"): string | undefined {
  const t = asciiDigits(text);
  const isoMatch = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(t);
  if (isoMatch) return iso(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
  const dmy = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/.exec(t);
  if (dmy) return iso(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  const named = /(\d{1,2})\s*(?:st|nd|rd|th)?\s+([\p{L}\p{M}]+)(?:,?\s+(\d{4}))?/gu;
  for (const m of t.matchAll(named)) {
    const month = MONTHS.findIndex((re) => re.test(m[2] ?? "")) + 1;
    if (month === 0) continue;
    const day = Number(m[1]);
    if (m[3]) return iso(Number(m[3]), month, day);
    const year = Number(today.slice(0, 4));
    const thisYear = iso(year, month, day);
    if (!thisYear) return undefined;
    if (when === "next") return thisYear >= today ? thisYear : iso(year + 1, month, day);
    return thisYear <= today ? thisYear : iso(year - 1, month, day);
  }
  return undefined;
}

/** The draft a chat answer leads to, or null when it is not about a meeting, an application or a reply. */
export function suggestDraft(input: {
  question: string;
  sources?: readonly { title: string; section?: string }[];
  /** yyyy-mm-dd in India. */
  today: string;
}): TDraftSuggestion | null {
  const question = input.question.trim();
  if (!question) return null;
  const sourceText = (input.sources ?? []).map((s) => `${s.title} ${s.section ?? ""}`).join("\n");
  // The question names the paperwork; else a source about RTI or work demand does (those Acts are
  // about an application and its reply), never the looser meeting/letter rules on a source alone.
  const rule =
    RULES.find((r) => r.test.test(question)) ??
    RULES.filter((r) => r.template === "rti_reply" || r.template === "work_demand_receipt").find((r) =>
      r.test.test(sourceText),
    );
  if (!rule) return null;
  const suggestion: TDraftSuggestion = { template: rule.template };
  const past = rule.template === "rti_reply" || rule.template === "work_demand_receipt";
  const date = dateInText(question, input.today, past ? "last" : "next");
  if (date) suggestion.date = date;
  if (rule.template === "gram_sabha_notice") {
    const explicit = /(?:एजेंडा|agenda|विषय|vishay)\s*[:：-]\s*([^?।\n]{3,120})/i.exec(question)?.[1]?.trim();
    const topic = explicit ?? TOPICS.find((t) => t.test.test(question))?.hindi;
    if (topic) suggestion.topic = topic;
  }
  return suggestion;
}

/** The draft form's field each suggestion fills. */
export const SUGGESTED_DATE_FIELD: Partial<Record<TDraftTemplateId, string>> = {
  gram_sabha_notice: "meeting_date",
  meeting_minutes: "meeting_date",
  resolution: "meeting_date",
  attendance_register: "meeting_date",
  rti_reply: "application_date",
  work_demand_receipt: "demand_date",
};

/** The chat answer's button per template ("इसका नोटिस बनाएँ" …): loaded with the answer's actions,
 * after the chat's first paint, so kept out of the first-load catalogue (ui/chat.ts). */
export const DRAFT_SUGGESTION_LABEL: Record<TDraftTemplateId, TBilingualText> = {
  gram_sabha_notice: { hindi: "इसका नोटिस बनाएँ", hinglish: "Iska notice banayein" },
  meeting_minutes: { hindi: "इसकी कार्यवाही बनाएँ", hinglish: "Iski karyavahi banayein" },
  resolution: { hindi: "इसका प्रस्ताव बनाएँ", hinglish: "Iska prastav banayein" },
  work_demand_receipt: { hindi: "इसकी रसीद बनाएँ", hinglish: "Iski raseed banayein" },
  rti_reply: { hindi: "इसका जवाब बनाएँ", hinglish: "Iska jawab banayein" },
  utilisation_certificate: { hindi: "इसका प्रमाण-पत्र बनाएँ", hinglish: "Iska praman-patra banayein" },
  letter_to_bdo: { hindi: "इसका पत्र बनाएँ", hinglish: "Iska patra banayein" },
  attendance_register: { hindi: "इसकी उपस्थिति पंजी बनाएँ", hinglish: "Iski upasthiti panji banayein" },
};
