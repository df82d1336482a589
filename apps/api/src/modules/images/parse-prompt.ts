// The offline chart-spec writer: reads numbers with labels ("सड़क 12, नाली 8"), comparisons
// ("2024 vs 2025: 12 vs 15 lakh"), lists and dated steps out of a Hindi, Hinglish or English
// prompt, and picks the chart type it names (or the one that suits the data).
import type { TLanguage } from "@sachiv/contracts";
import type { TChartSpec, TChartType } from "./spec.ts";

const TYPE_WORDS: [TChartType, RegExp][] = [
  ["pie", /\bpie\b|पाई|वृत्त|\bshare\b|हिस्सेदारी|hissedari/i],
  ["line", /\bline\b|रेखा|\btrend\b|ट्रेंड|growth|बढ़ोतरी|badhotari/i],
  ["table", /\btable\b|तालिका|टेबल|\bsaarni\b|सारणी/i],
  ["timeline", /timeline|time line|समय[- ]?रेखा|समयरेखा|schedule|कार्यक्रम|roadmap|steps|चरण/i],
  ["infographic", /infographic|इन्फोग्राफिक|इन्फ़ोग्राफ़िक|poster|पोस्टर|\bcard\b|कार्ड/i],
  ["bar", /\bbar\b|बार|column|कॉलम|स्तंभ|graph|ग्राफ|chart|चार्ट/i],
];

// Words that ask for a picture rather than say what is in it. Devanagari has no \b: the
// boundaries are "not next to a letter or sign".
const W = (words: string) => new RegExp(`(?<![\\p{L}\\p{M}])(?:${words})(?![\\p{L}\\p{M}])`, "giu");
const FILLER = W(
  "make|create|draw|generate|show|please|chart|graph|bar|line|pie|table|timeline|infographic|poster|card|banao|bana do|banaiye|dikhao|बनाओ|बनाइए|बनाएं|बनाएँ|बना दो|दिखाओ|दिखाएं|कृपया|चार्ट|ग्राफ|ग्राफ़|बार|पाई|तालिका|टेबल|इन्फोग्राफिक|इन्फ़ोग्राफ़िक|पोस्टर|कार्ड|समयरेखा",
);
// Particles a title must not end with once the chart words are gone ("कामों का", "list of").
const TRAILING = W("का|की|के|में|ka|ki|ke|mein|of|for|a|an|the|with");

const NUMBER = "[0-9०-९]+(?:[,][0-9०-९]{2,3})*(?:\\.[0-9०-९]+)?";
const UNIT_WORDS =
  "लाख|करोड़|करोड|हज़ार|हजार|lakhs?|lacs?|crores?|thousand|%|प्रतिशत|percent|km|किमी|किलोमीटर|परिवार|families|लोग|log|people";
const ITEM_RE = new RegExp(
  `([^,;:\\n0-9०-९=()₹]{1,60}?)\\s*[:=-]?\\s*(₹|rs\\.?\\s*)?(${NUMBER})\\s*(${UNIT_WORDS})?`,
  "giu",
);
const MONTHS =
  /जनवरी|फरवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर|january|february|march|april|may|june|july|august|september|october|november|december|\bjan\b|\bfeb\b|\bmar\b|\bapr\b|\bjun\b|\bjul\b|\baug\b|\bsep\b|\boct\b|\bnov\b|\bdec\b|सप्ताह|week|हफ्ते|hafte|दिन|day|step|चरण/i;

const toAscii = (s: string) => s.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));
const parseNumber = (s: string) => Number(toAscii(s).replace(/,/g, ""));

function cleanLabel(s: string): string {
  return s
    .replace(/^(?:\s|और|and|aur|तथा|,|;|&|\d+[.)])+/i, "")
    .replace(/(?:\s|में|mein|में से|को|=|:|-|–)+$/i, "")
    .replace(/\s+/g, " ")
    .trim();
}

function cleanTitle(s: string, language: TLanguage): string {
  let t = s
    .replace(FILLER, " ")
    .replace(/[:\-–|]+$/, "")
    .replace(/\s+/g, " ")
    .trim();
  for (let before = ""; before !== t;) {
    before = t;
    t = t.replace(new RegExp(`(?:\\s|^)${TRAILING.source}\\s*$`, "iu"), "").trim();
    t = t.replace(new RegExp(`^${TRAILING.source}\\s+`, "iu"), "").trim();
  }
  if (t.replace(/[\s\p{P}]/gu, "").length < 3) return language === "hindi" ? "चार्ट" : "Chart";
  return t.length > 80 ? `${t.slice(0, 77).trimEnd()}…` : t;
}

function pickType(prompt: string): TChartType | undefined {
  return TYPE_WORDS.find(([, re]) => re.test(prompt))?.[0];
}

type TItem = { label: string; value: number; unit?: string };

const LAST_NUMBER_RE = new RegExp(
  `^(.*?)\\s*[:=-]?\\s*(₹|rs\\.?\\s*)?(${NUMBER})\\s*(${UNIT_WORDS})?\\s*([^0-9०-९]*)$`,
  "iu",
);
/** ₹ before a number is the unit, unless a word unit follows ("₹12 lakh" → "lakh", drawn as ₹…). */
const unitOf = (currency: string | undefined, word: string | undefined) =>
  word ? (currency ? `₹ ${word}` : word) : currency ? "₹" : undefined;

/**
 * "label number [unit]" pairs. Parts are split at commas (not those inside 1,20,000), semicolons,
 * lines and "and/और/aur"; a part with several pairs ("April 1200 May 1500") gives each, and a part
 * with one gives the text before its last number as the label, so years work ("2024 12.5 lakh").
 */
function items(text: string): TItem[] {
  const out: TItem[] = [];
  const parts = text.split(/,(?![0-9०-९]{2,3}(?:[^0-9०-९]|$))|[;\n]|\s(?:और|aur|and|तथा|evam|एवं)\s/i);
  for (const part of parts) {
    const pairs = [...part.matchAll(ITEM_RE)].filter(
      (m) => cleanLabel(m[1]!) && !/^(?:vs|बनाम)$/i.test(cleanLabel(m[1]!)),
    );
    if (pairs.length >= 2) {
      for (const m of pairs)
        out.push({ label: cleanLabel(m[1]!), value: parseNumber(m[3]!), unit: unitOf(m[2], m[4]) });
      continue;
    }
    const m = LAST_NUMBER_RE.exec(part.trim());
    if (!m) continue;
    const label = cleanLabel(m[1]!) || cleanLabel(m[5]!);
    if (!label || /^(?:vs|बनाम)$/i.test(label)) continue;
    out.push({ label, value: parseNumber(m[3]!), unit: unitOf(m[2], m[4]) });
  }
  return out;
}

/** "A vs B: 12 vs 15 lakh" / "A 12 vs B 15" → two items. */
function comparison(prompt: string): { title: string; items: TItem[] } | undefined {
  if (!/\bvs\.?\b|\bversus\b|बनाम|मुकाबले/i.test(prompt)) return undefined;
  const [head, data] = prompt.includes(":")
    ? [prompt.slice(0, prompt.indexOf(":")), prompt.slice(prompt.indexOf(":") + 1)]
    : ["", prompt];
  const split = (s: string) =>
    s
      .split(/\bvs\.?\b|\bversus\b|बनाम|मुकाबले/i)
      .map((x) => x.trim())
      .filter(Boolean);
  const dataSides = split(data);
  const withLabels = dataSides.map((side) => items(side)[0]);
  if (withLabels.length >= 2 && withLabels.every(Boolean)) return { title: head, items: withLabels as TItem[] };
  // Labels in the head, bare numbers in the data part.
  const labels = split(head);
  const numbers = dataSides.map((side) => new RegExp(NUMBER, "u").exec(side)?.[0]);
  const unit = new RegExp(`(${UNIT_WORDS})`, "iu").exec(data)?.[1];
  if (labels.length >= 2 && labels.length === numbers.length && numbers.every(Boolean)) {
    return {
      title: labels.join(" vs "),
      items: labels.map((label, i) => ({ label, value: parseNumber(numbers[i]!), unit })),
    };
  }
  return undefined;
}

/** List entries: lines, "1. …", bullets or comma-separated parts after a colon. */
function listEntries(prompt: string): string[] {
  const body = prompt.includes(":") ? prompt.slice(prompt.indexOf(":") + 1) : prompt;
  const parts = body
    .split(/\n|(?:^|\s)\d+[.)]\s|[•;]|,(?![0-9०-९]{2,3}\b)/)
    .map((p) => cleanLabel(p.replace(/^[-*]\s*/, "")))
    .filter((p) => p.length > 1);
  return parts.length >= 2 ? parts.slice(0, 12) : [];
}

/** "1. Budget 2. Awas" → one entry a line: list numbers are not data. */
function unnumber(prompt: string): string {
  const markers = prompt.match(/(?:^|\s)\d{1,2}[.)]\s+(?=\D)/g) ?? [];
  return markers.length >= 2 ? prompt.replace(/(?:^|\s)\d{1,2}[.)]\s+(?=\D)/g, "\n") : prompt;
}

// Financial years ("2024-25", "२०२४–२५") name a period, never a value: they are set aside before
// the numbers are read and put back in the title and labels.
const FINANCIAL_YEAR = /(?<![0-9०-९])(?:19|20|१९|२०)[0-9०-९]{2}\s*[-–]\s*[0-9०-९]{2}(?![0-9०-९])/g;
const PLACEHOLDER = /⟦([a-z]+)⟧/g;
const placeholderOf = (i: number) => `⟦${String.fromCharCode(97 + (i % 26)).repeat(1 + Math.floor(i / 26))}⟧`;

export function parseChartPrompt(rawPrompt: string, language: TLanguage): TChartSpec {
  const years: string[] = [];
  const protectedPrompt = rawPrompt.trim().replace(FINANCIAL_YEAR, (year) => {
    years.push(year.replace(/\s+/g, ""));
    return placeholderOf(years.length - 1);
  });
  const restore = (s: string) =>
    s.replace(PLACEHOLDER, (_, key: string) => years[(key.length - 1) * 26 + key.charCodeAt(0) - 97] ?? "");
  const spec = parseProtected(unnumber(protectedPrompt), language);
  return { ...spec, title: restore(spec.title), labels: spec.labels.map(restore), notes: spec.notes.map(restore) };
}

function parseProtected(prompt: string, language: TLanguage): TChartSpec {
  const asked = pickType(prompt);
  const colon = prompt.indexOf(":");
  const compared = comparison(prompt);
  let head = colon >= 0 ? prompt.slice(0, colon) : "";
  let data = colon >= 0 ? prompt.slice(colon + 1) : prompt;
  // "…: Gaon ke 2024-25 ke kaam — sadak 12, naali 8": words before a spaced dash, with no number
  // of their own, belong to the title.
  const dash = /\s[—–-]\s/.exec(data);
  if (
    !compared &&
    dash &&
    !/[0-9०-९]/.test(data.slice(0, dash.index)) &&
    items(data.slice(dash.index + dash[0].length)).length > 0
  ) {
    head = `${head} ${data.slice(0, dash.index)}`;
    data = data.slice(dash.index + dash[0].length);
  }
  const found = compared?.items ?? items(data);
  const titleSource = compared?.title || (head.trim() ? head : prompt.replace(ITEM_RE, " "));
  const generic = cleanTitle("", language);
  let title = cleanTitle(titleSource, language);
  if (title === generic && found.length > 0)
    title = found
      .slice(0, 3)
      .map((i) => i.label)
      .join(", ");
  const units = [...new Set(found.map((i) => i.unit?.toLowerCase()).filter(Boolean))];
  const base = {
    allowed: true,
    title,
    unit: units.length === 1 ? found.find((i) => i.unit)!.unit! : "",
    notes: [] as string[],
  };

  if (found.length >= 2 || (found.length === 1 && asked && asked !== "infographic" && asked !== "timeline")) {
    const labels = found.map((i) => i.label);
    const values = found.map((i) => i.value);
    const looksDated = labels.filter((l) => MONTHS.test(l)).length >= Math.ceil(labels.length / 2);
    const type: TChartType =
      asked && asked !== "infographic"
        ? asked
        : base.unit === "%" && Math.abs(values.reduce((a, b) => a + b, 0) - 100) < 1
          ? "pie"
          : looksDated
            ? "line"
            : "bar";
    if (type === "timeline")
      return { ...base, type, labels, values: [], notes: found.map((i) => `${i.value}${i.unit ? ` ${i.unit}` : ""}`) };
    return { ...base, type, labels, values };
  }
  // No numbers: a timeline of dated steps or a card of points.
  const entries = listEntries(prompt);
  const dated = entries.filter((e) => MONTHS.test(e) || /[0-9०-९]/.test(e));
  if (asked === "timeline" || (entries.length >= 2 && dated.length >= Math.ceil(entries.length / 2))) {
    const steps = entries.map((e) => {
      const m = /^(.{1,30}?)\s*[-–:]\s*(.+)$/.exec(e);
      return m ? { label: m[1]!.trim(), note: m[2]!.trim() } : { label: e, note: "" };
    });
    return {
      ...base,
      type: "timeline",
      labels: steps.map((s) => s.label),
      values: [],
      notes: steps.map((s) => s.note),
    };
  }
  return {
    ...base,
    type: "infographic",
    labels: [],
    values: [],
    notes: entries.length > 0 ? entries : [prompt.trim().slice(0, 200)],
  };
}
