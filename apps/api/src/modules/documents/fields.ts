// Rule-based field detection for Indian government letters in Hindi and English: dates, deadlines,
// ₹ amounts (with lakh/crore), letter/reference numbers, scheme names, district/block/panchayat
// names and the subject line. Values are quoted as written (amounts also get their rupee value).
import type { TDocumentFieldKind } from "@sachiv/content";
import { formatIndian } from "../../lib/text/indian-number.ts";

export { formatIndian };

export type TField = { kind: TDocumentFieldKind; value: string };

const D = "[0-9०-९]";
const HINDI_MONTHS =
  "जनवरी|फ़?फरवरी|फ़रवरी|मार्च|अप्रैल|अप्रेल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|अक्तूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर";
const EN_MONTHS =
  "Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?";
// Letters that can continue a word: a match must not start or end inside one.
const WORD_CHAR = "[\\p{L}\\p{M}\\p{N}]";
const NOT_AFTER_WORD = `(?<!${WORD_CHAR})`;
const NOT_BEFORE_WORD = `(?!${WORD_CHAR})`;

const DATE_RE = new RegExp(
  [
    `${D}{1,2}[/.-]${D}{1,2}[/.-](?:${D}{4}|${D}{2})`,
    `${D}{1,2}(?:st|nd|rd|th)?\\s+(?:${HINDI_MONTHS}|${EN_MONTHS})[,.]?\\s+${D}{4}`,
    `(?:${EN_MONTHS})\\.?\\s+${D}{1,2}(?:st|nd|rd|th)?,?\\s+${D}{4}`,
  ]
    .map((p) => `${NOT_AFTER_WORD}(?:${p})${NOT_BEFORE_WORD}`)
    .join("|"),
  "giu",
);

const DEADLINE_MARKERS =
  /तक|से पहले|से पूर्व|पूर्व तक|अंतिम तिथि|अंतिम तारीख|अन्तिम तिथि|last date|deadline|latest by|no later than|\bby\b|\bbefore\b|\bupto\b|\btill\b|\buntil\b/i;

const NUMBER = `${D}{1,3}(?:,${D}{2,3})+(?:\\.${D}+)?|${D}+(?:\\.${D}+)?`;
const UNIT = "लाख|करोड़|करोड|हज़ार|हजार|lakhs?|lacs?|crores?|cr\\.?|thousand";
const CURRENCY = "₹|Rs\\.?|INR|रु\\.?|रू\\.?";
const AMOUNT_RE = new RegExp(
  `(?:(?:${CURRENCY})\\s*(${NUMBER})(?:\\s*(${UNIT}))?(?:\\s*(?:रुपये|रुपए|rupees))?` +
    `|${NOT_AFTER_WORD}(${NUMBER})\\s*(?:(${UNIT})\\s*)?(?:रुपये|रुपए|रूपये|rupees)${NOT_BEFORE_WORD})`,
  "giu",
);

const REFERENCE_RE = new RegExp(
  `(?:पत्रांक|पत्र\\s*संख्या|पत्र\\s*सं\\.?|ज्ञापांक|आदेश\\s*संख्या|संदर्भ\\s*संख्या|Ref(?:erence)?\\.?\\s*No\\.?|Letter\\s*No\\.?|Memo\\s*No\\.?|F\\.?\\s*No\\.?|Order\\s*No\\.?)\\s*[:.-]?\\s*` +
    `([\\p{L}\\p{M}0-9०-९./()-]*[0-9०-९][\\p{L}\\p{M}0-9०-९./()-]*)`,
  "giu",
);

/** Well-known schemes (Hindi and English names); the name is reported as written in the text. */
const SCHEMES: RegExp[] = [
  /प्रधान\s?मंत्री आवास योजना(?:\s?[–-]\s?ग्रामीण)?|PMAY-?G?\b|Pradhan\s?Mantri Awas Yojana(?:\s?[–-]\s?Gramin)?/giu,
  /मनरेगा|महात्मा गांधी (?:राष्ट्रीय )?ग्रामीण रोज़?जगार गारंटी(?: योजना| अधिनियम)?|MGNREGA|MNREGA|NREGA/giu,
  /स्वच्छ भारत मिशन(?:\s?\(ग्रामीण\))?|Swachh Bharat Mission(?:\s?\(Gramin\))?|SBM-?G\b/giu,
  /जल जीवन मिशन|Jal Jeevan Mission|हर घर जल/giu,
  /(?:15|पंद्रहवें|15वें|१५वें)\s?(?:वें)?\s?वित्त आयोग|15th Finance Commission|XV FC/giu,
  /ग्राम पंचायत विकास योजना|GPDP|Gram Panchayat Development Plan/giu,
  /राष्ट्रीय ग्रामीण आजीविका मिशन|DAY-?NRLM|NRLM|आजीविका मिशन/giu,
  /प्रधान\s?मंत्री ग्राम सड़क योजना|PMGSY/giu,
  /प्रधान\s?मंत्री किसान सम्मान निधि|पीएम[- ]किसान|PM[- ]KISAN/giu,
  /आयुष्मान भारत|Ayushman Bharat/giu,
  /उज्ज्वला योजना|Ujjwala/giu,
  /स्वामित्व योजना|SVAMITVA/giu,
  /राष्ट्रीय ग्राम स्वराज अभियान|RGSA/giu,
  /राष्ट्रीय सामाजिक सहायता कार्यक्रम|NSAP|वृद्धावस्था पेंशन/giu,
  /ई-?ग्राम ?स्वराज|e-?Gram ?Swaraj/giu,
];
const GENERIC_SCHEME_RE = /\b(?:[A-Z][a-z]+\s){1,4}(?:Yojana|Scheme|Mission|Abhiyan)\b/g;

// Words that follow "जिला"/"प्रखंड"/"ग्राम पंचायत" without being a place name.
const NOT_A_PLACE = new Set([
  "पंचायत",
  "परिषद",
  "स्तर",
  "स्तरीय",
  "प्रशासन",
  "अधिकारी",
  "पदाधिकारी",
  "कार्यालय",
  "विकास",
  "समिति",
  "में",
  "के",
  "की",
  "का",
  "को",
  "से",
  "द्वारा",
  "सचिव",
  "मुखिया",
  "प्रमुख",
  "अध्यक्ष",
  "सभा",
  "राज",
  "कलेक्टर",
  "उपायुक्त",
  "स्तरों",
  "एवं",
  "तथा",
  "और",
  "भवन",
  "क्षेत्र",
  "panchayat",
  "parishad",
  "level",
  "office",
  "officer",
  "development",
  "committee",
  "in",
  "of",
  "the",
  "and",
  "to",
  "by",
  "sabha",
  "secretary",
]);
// The keyword must end its word ("ग्राम पंचायतों", "जिलाधिकारी", "GPDP" name no place) and the
// name must open with a letter: never a fragment such as "ों" (issue 21, item 9).
const PLACE_PATTERNS: [TDocumentFieldKind, RegExp][] = [
  ["panchayat", /(?:ग्राम\s+पंचायत|Gram\s+Panchayat|GP)(?![\p{L}\p{M}])\s*[:-]?\s*(\p{L}[\p{L}\p{M}]*)/giu],
  ["block", /(?:प्रखंड|प्रखण्ड|विकासखंड|विकास\s+खंड|ब्लॉक|Block)(?![\p{L}\p{M}])\s*[:-]?\s*(\p{L}[\p{L}\p{M}]*)/giu],
  ["district", /(?:जिला|ज़िला|जनपद|District)(?![\p{L}\p{M}])\s*[:-]?\s*(\p{L}[\p{L}\p{M}]*)/giu],
  ["district", /([A-Z][a-z]+)\s+District/gu],
];

const SUBJECT_RE = /(?:^|\n)\s*(?:विषय|Subject|Sub\.?)\s*[:-]\s*([^\n]{4,200})/iu;

const toAscii = (s: string) => s.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));

const UNIT_VALUE: [RegExp, number][] = [
  [/^(?:करोड़|करोड|crores?|cr\.?)$/i, 1e7],
  [/^(?:लाख|lakhs?|lacs?)$/i, 1e5],
  [/^(?:हज़ार|हजार|thousand)$/i, 1e3],
];

/** The rupee value of an amount as written ("50.4", "लाख") → 5040000. */
export function rupees(number: string, unit?: string): number {
  const base = Number(toAscii(number).replace(/,/g, ""));
  const factor = unit ? (UNIT_VALUE.find(([re]) => re.test(unit.trim()))?.[1] ?? 1) : 1;
  return base * factor;
}

function push(fields: TField[], kind: TDocumentFieldKind, value: string, limit: number) {
  const v = value
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[,.;:।]+$/, "");
  if (!v || fields.some((f) => f.kind === kind && f.value === v)) return;
  if (fields.filter((f) => f.kind === kind).length >= limit) return;
  fields.push({ kind, value: v });
}

/**
 * A sentence a PDF wrapped over two lines is one sentence again: a long line (over 40
 * characters) that does not end a sentence runs on into the next, unless that starts a list item.
 */
export function unwrapLines(text: string): string {
  // Line by line rather than one regex: /([^\n]{40,}…)\n/ retried from every position of a
  // line without breaks is quadratic (a 64 KB one-line file took 13 s); this is one pass.
  const lines = text.split("\n");
  let out = "";
  let joined = false; // this line was glued onto the one before (its leading blanks dropped)
  for (let i = 0; i < lines.length; i++) {
    const line: string = joined ? lines[i]!.replace(/^[ \t]+/, "") : lines[i]!;
    out += line;
    if (i === lines.length - 1) break;
    const next = lines[i + 1]!;
    const nextStartsItem =
      LIST_ITEM.test(next) || (i + 2 < lines.length && (LIST_MARK_ALONE.test(next) || /^[ \t]*$/.test(next)));
    joined = !nextStartsItem && runsOn(line);
    out += joined ? " " : "\n";
  }
  return out;
}

const LIST_ITEM = /^[ \t]*(?:[-*•▪◦]|\(?[0-9०-९a-z]{1,3}[.)]\s)/u;
/** "1." alone on a line: a list mark when a line follows (the break is the space after it). */
const LIST_MARK_ALONE = /^[ \t]*\(?[0-9०-९a-z]{1,3}[.)]$/u;
const SENTENCE_END = new Set([".", "।", "॥", "?", "!", ":", ";"]);

/** Over 40 characters (code points) and not ending a sentence. */
function runsOn(line: string): boolean {
  if (line.length < 41) return false;
  if (SENTENCE_END.has([...line.slice(-2)].at(-1)!)) return false;
  if (line.length >= 82) return true; // at least 41 code points whatever the surrogate pairs
  return [...line].length >= 41;
}

/** Sentences (danda, full stop, line) of a text, for finding what a date belongs to. */
export function splitSentences(text: string): string[] {
  return unwrapLines(text)
    .split(
      /(?<=[।॥?!])\s+|(?<=[.])(?<!\b(?:No|Ref|Rs|Dr|Sh|Shri|Smt|Mr|Mrs|Ms|St|Sub|Memo|Misc|Govt|Dept|Vol|vs|etc|[A-Z])\.)\s+(?=[\p{Lu}\u0900-\u097f])|\n+/u,
    )
    .map((s) => s.trim())
    .filter(Boolean);
}

export function detectFields(text: string): TField[] {
  const fields: TField[] = [];
  const subject = SUBJECT_RE.exec(text)?.[1];
  if (subject) push(fields, "subject", subject, 1);

  for (const m of text.matchAll(REFERENCE_RE)) push(fields, "reference", m[1]!.replace(/[.)-]+$/, ""), 4);

  for (const sentence of splitSentences(text)) {
    for (const m of sentence.matchAll(DATE_RE)) {
      const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 25);
      const before = sentence.slice(Math.max(0, m.index - 25), m.index);
      const isDeadline =
        DEADLINE_MARKERS.test(after.split(/[,;]/)[0] ?? "") ||
        /(?:by|before|till|until|upto|अंतिम तिथि|last date)\s*:?\s*$/i.test(before);
      push(fields, isDeadline ? "deadline" : "date", m[0], 6);
    }
  }
  // A date that is also a deadline is listed once, as the deadline.
  const deadlines = new Set(fields.filter((f) => f.kind === "deadline").map((f) => f.value));
  for (let i = fields.length - 1; i >= 0; i--)
    if (fields[i]!.kind === "date" && deadlines.has(fields[i]!.value)) fields.splice(i, 1);

  for (const m of text.matchAll(AMOUNT_RE)) {
    const number = m[1] ?? m[3]!;
    const unit = m[2] ?? m[4];
    const value = rupees(number, unit);
    if (!Number.isFinite(value) || value <= 0) continue;
    const written = m[0].trim();
    push(fields, "amount", unit ? `${written} (₹${formatIndian(value)})` : written, 8);
  }

  for (const re of SCHEMES) for (const m of text.matchAll(re)) push(fields, "scheme", m[0], 6);
  for (const m of text.matchAll(GENERIC_SCHEME_RE)) push(fields, "scheme", m[0], 6);

  for (const [kind, re] of PLACE_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const name = m[1]!;
      if (NOT_A_PLACE.has(name.toLowerCase()) || name.length < 2) continue;
      push(fields, kind, name, 3);
    }
  }
  return fields;
}
