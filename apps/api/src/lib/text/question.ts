// What a question asks for, in Hindi, Hinglish and English — an amount, a count, a time limit, a
// date, an age, a percentage, who, where, yes or no, steps, a list — and whether a sentence of a
// document holds a value of that kind. The offline answerer quotes the sentence that holds both the
// question's subject and a value of the asked kind, and says "not stated" when none does.

export type TAsked =
  "amount" | "count" | "duration" | "date" | "age" | "percent" | "who" | "where" | "yesno" | "steps" | "list";

/** The kinds answered by a value a sentence either states or does not. */
export const VALUE_KINDS: ReadonlySet<TAsked> = new Set(["amount", "count", "duration", "date", "age", "percent"]);

export type TQuestionAsk = {
  asks: TAsked | null;
  /** The word the question names as the unit of a count or a time ("कितने सदस्य", "how many days"), if any. */
  unit: string | null;
};

// Number words, in the three scripts (a count is often written out: "thirty days", "चार बैठकें").
const EN_NUMBERS =
  "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen " +
  "eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand lakh lakhs crore crores";
const HINGLISH_NUMBERS =
  "ek do teen char chaar paanch panch chhah chhe saat aath nau das bees tees chalis pachaas sau hazaar";
const HI_NUMBERS = "एक दो तीन चार पाँच पांच छह छः सात आठ नौ दस बारह पंद्रह बीस तीस चालीस पचास साठ सौ हज़ार हजार लाख करोड़";
const LATIN_NUMBER = `(?:[0-9][0-9,.]*|(?:${EN_NUMBERS.split(" ").join("|")}|${HINGLISH_NUMBERS.split(" ").join("|")})(?:-(?:${EN_NUMBERS.split(" ").join("|")}))?)`;
const HINDI_NUMBER = `(?:[0-9०-९][0-9०-९,.]*|${HI_NUMBERS.split(" ").join("|")})`;

// Units of time after a number.
const TIME_UNITS_LATIN =
  "days?|months?|years?|hours?|weeks?|din|dino|dinon|mahine|mahino|maheene|saal|varsh|ghante|ghanton|hafte|hafton";
const TIME_UNITS_HINDI = "दिन|दिनों|महीने|महीनों|माह|साल|वर्ष|वर्षों|घंटे|घंटों|हफ़्ते|हफ्ते|सप्ताह";

/** Time units by family: a question naming one ("kitne din", "कितने घंटे") is answered in it. */
const TIME_UNIT_FAMILIES: { latin: string; hindi: string }[] = [
  { latin: "days?|din|dino|dinon", hindi: "दिन|दिनों" },
  { latin: "months?|mahine|mahino|maheene|mahina", hindi: "महीने|महीनों|महीना|माह" },
  { latin: "years?|saal|varsh", hindi: "साल|वर्ष|वर्षों" },
  { latin: "hours?|ghante|ghanton|ghanta", hindi: "घंटे|घंटों|घंटा" },
  { latin: "weeks?|hafte|hafton|hafta", hindi: "हफ़्ते|हफ्ते|हफ़्ता|हफ्ता|सप्ताह" },
];

const latinAfter = (units: string) =>
  new RegExp(`\\b${LATIN_NUMBER}(?:[\\s-]+(?:${LATIN_NUMBER}|and))*[\\s-]*(?:${units})\\b`, "i");
const hindiAfter = (units: string) =>
  new RegExp(`(?<![\\u0900-\\u097f])${HINDI_NUMBER}(?:\\s+${HINDI_NUMBER})*\\s*(?:${units})(?![\\u0900-\\u097f])`, "u");

const DURATION = [
  latinAfter(TIME_UNITS_LATIN),
  hindiAfter(TIME_UNITS_HINDI),
  /\b\d+\s*(?:hrs|hr)\b/i,
  // A punishment's term: "imprisonment for life", "death", "आजीवन कारावास".
  /\bimprisonment for life\b|\blife imprisonment\b|\bwith death\b|\bumra?qaid\b|आजीवन|मृत्युदंड|उम्रक़ैद|उम्रकैद/iu,
];

const AMOUNT = [
  /₹\s*[0-9०-९]/u,
  /\b(?:rs|inr)\.?\s*[0-9]/i,
  latinAfter("rupees?|rupaye|rupaiye|lakh|lakhs|crore|crores|hazaar|thousand|\\/-"),
  hindiAfter("रुपये|रुपए|रुपया|रु\\.|लाख|करोड़|हज़ार|हजार"),
  /[0-9]\s*\/-/,
  /\b(?:free of cost|free|muft|nishulk|no fee|without (?:any )?fee|koi fee(?:s)? nahi|shulk nahi)\b/i,
  /मुफ़्त|मुफ्त|निःशुल्क|नि:शुल्क|कोई (?:फ़ीस|फीस|शुल्क) नहीं|शुल्क नहीं/u,
  /(?:फ़ीस|फीस|शुल्क)[^।.]{0,25}(?:नहीं|न ली|न लिया)/u,
  /\b(?:fees?|shulk|charges?)\b[^.]{0,25}\b(?:nahi|na li|not|no)\b/i,
];

const PERCENT = [
  /[0-9०-९]\s*%/u,
  /\b(?:per ?cent|percent|pratishat)\b/i,
  /प्रतिशत/u,
  /\b(?:one|two)[- ](?:third|thirds|fourth|fourths|quarter|quarters)|three[- ](?:fourths|quarters)|\bhalf\b|\baadh[ae]\b|\baadhi\b|ek[- ]tihai|teen[- ]chauthai/i,
  /आधी|आधे|आधा|तिहाई|चौथाई/u,
];

const MONTHS =
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec";
const DATE = [
  new RegExp(`\\b[0-9]{1,2}(?:st|nd|rd|th)?\\s+(?:${MONTHS})\\b|\\b(?:${MONTHS})\\s+[0-9]{1,2}\\b`, "i"),
  /(?<![\u0900-\u097f])[0-9०-९]{1,2}\s*(?:जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|अक्तूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर)/u,
  /\b[0-9]{1,2}[/.-][0-9]{1,2}[/.-][0-9]{2,4}\b/,
  // A year, or a span of years ("2021–26", "2026-27"), which counts nothing.
  /(?<![0-9.,₹])\b(?:1[89]|20)[0-9]{2}(?:\s?[-–]\s?(?:(?:1[89]|20)[0-9]{2}|[0-9]{2}))?\b(?![0-9.,%])/,
  /(?<![0-9०-९])[१२][९०][०-९]{2}(?![0-9०-९])/u,
];

const AGE_WORDS = /\b(?:age|aged|years? old|umar|umr|umra|aayu)\b|उम्र|आयु|उमर/iu;
const AGE = [
  // "the age of thirty-five years", "age group of 40-79 years", "aged 60 years".
  new RegExp(
    `\\b(?:age (?:of|group of|limit of)|aged)\\s+(?:not less than\\s+|at least\\s+)?${LATIN_NUMBER}(?:[\\s-]+(?:${LATIN_NUMBER}|and|to))*[\\s-]*(?:years?|yrs)?`,
    "i",
  ),
  latinAfter("years? (?:of age|old)|years? (?:and|or) (?:above|more|older)|saal (?:ya|aur) (?:usse )?(?:upar|zyada)"),
  hindiAfter("साल या उससे ऊपर|साल से ऊपर|वर्ष या उससे अधिक|वर्ष से अधिक|वर्ष की आयु|साल की उम्र"),
];

// Standing alone (no unit after it), a Hinglish number word is as often another word: "Panch" is
// a panchayat member, "do" an English verb, "das" and "nau" names.
const AMBIGUOUS_ALONE = new Set(["panch", "do", "das", "nau", "char", "sau"]);
const LATIN_NUMBER_ALONE = `(?:[0-9][0-9,.]*|(?:${[...EN_NUMBERS.split(" "), ...HINGLISH_NUMBERS.split(" ").filter((w) => !AMBIGUOUS_ALONE.has(w))].join("|")})(?:-(?:${EN_NUMBERS.split(" ").join("|")}))?)`;

const ANY_NUMBER = [
  new RegExp(`\\b${LATIN_NUMBER_ALONE}\\b`, "i"),
  new RegExp(`(?<![\\u0900-\\u097f])${HINDI_NUMBER}(?![\\u0900-\\u097f])`, "u"),
];

/**
 * A sentence's text without what only numbers its parts or names a provision — "(1)", "(a)",
 * "3.", "section 52", "article 243G", "धारा 29" — which states no value.
 */
export function withoutNumbering(text: string, keepLength = false): string {
  const gap = (x: string) => (keepLength ? " ".repeat(x.length) : " ");
  return text
    .replace(/\(\s*(?:[0-9]{1,3}[a-z]?|[a-z]{1,4})\s*\)/gi, gap)
    .replace(/^\s*[0-9]{1,3}[.)]\s/, gap)
    .replace(
      /\b(?:sections?|articles?|clauses?|sub-sections?|sub-clauses?|rules?|schedules?|chapters?|parts?|paras?|dhara|anuchchhed|act no\.?|no\.)\s+[0-9]+[a-z]*(?:\([0-9a-z]+\))*/gi,
      gap,
    )
    .replace(/(?:धारा|अनुच्छेद|नियम|खंड|अधिनियम संख्या)\s+[0-9०-९]+[a-z]*(?:\([0-9a-zक-ह]+\))*/gu, gap)
    .replace(/[0-9]+(?:st|nd|rd|th)\s+(?:finance commission)/gi, gap)
    .replace(/[0-9०-९]+(?:वें|वाँ|वां|वीं|va\b|wa\b)/gu, gap);
}

/** Whether a sentence names a day ("15 अगस्त", "2 October", "31/03/2026"), not only a year. */
export const holdsDay = (text: string) => DATE.slice(0, 3).some((r) => r.test(withoutNumbering(text)));

/** A sentence without its durations and dates (a number of days, "15 अगस्त 2019"…). */
const withoutTimes = (t: string) =>
  [...DURATION, ...DATE].reduce((acc, r) => acc.replace(new RegExp(r.source, `${r.flags}g`), " "), t);

/** Whether a count's number is more than "ek"/"एक"/"one", which is as often "a" as a count. */
export function holdsCount(text: string): boolean {
  const t = withoutTimes(withoutNumbering(text)).replace(
    /\b(?:ek|one|a)\b|(?<![\u0900-\u097f])एक(?![\u0900-\u097f])/giu,
    " ",
  );
  return ANY_NUMBER.some((r) => r.test(t)) || PERCENT.some((r) => r.test(t));
}

// How often: "kitni baar", "कितनी बार", "how often", "how many times".
const ASKS_FREQUENCY =
  /\b(?:how often|how many times|kitni (?:baar|bar|dafa|dafe)|kitne (?:baar|bar))\b|कितनी (?:बार|दफ़ा|दफा)|कितने बार/iu;
const FREQUENCY = [
  new RegExp(`\\b${LATIN_NUMBER}\\s*(?:baar|bar|times|dafa)\\b`, "i"),
  new RegExp(`(?<![\\u0900-\\u097f])${HINDI_NUMBER}\\s*(?:बार|दफ़ा|दफा)(?![\\u0900-\\u097f])`, "u"),
  /\b(?:once|twice|thrice|every|pratyek|prati (?:saal|varsh|maah|mahine|mahina)|monthly|annually|yearly|weekly|quarterly|fortnightly|har (?:saal|sal|varsh|mahine|mahina|hafte|din|chhah|teen|do))\b/i,
  /\b(?:a|per|in a|each) (?:year|month|week|day)\b|\b(?:saal|mahine|hafte|varsh) (?:mein|me) (?:kam se kam )?(?:[0-9]+|ek|do|teen|char|chaar|paanch|chhah|chhe)\b/i,
  /(?<![\u0900-\u097f])(?:प्रत्येक|प्रति) (?:साल|वर्ष|महीने|माह|तिमाही|सप्ताह)|(?<![\u0900-\u097f])हर (?:साल|वर्ष|महीने|माह|हफ़्ते|हफ्ते|सप्ताह|दिन|छह|छः|तीन|दो)|मासिक|वार्षिक|साप्ताहिक|तिमाही|छमाही|(?:साल|वर्ष|महीने|माह|हफ़्ते|सप्ताह) (?:में|भर में) (?:कम से कम )?(?:[0-9०-९]+|एक|दो|तीन|चार|पाँच|पांच|छह)/u,
];

// Offices and actors, in the three scripts: what answers "who" or "which office".
const WHO =
  /\b(?:officers?|adhikari|padadhikari|authority|authorities|pradhikaran|commission|commissioner|aayog|aayukt|unit|ikai|committee|samiti|secretary|sachiv|mukhiya|sarpanch|pradhan|bdo|bdpo|dpro|ddpo|ddc|dm|dc|adc|sdo|sdm|collector|ziladhikari|upayukt|engineer|abhiyanta|bookkeepers?|accountant|lekhpal|patwari|sevak|coordinator|ombudsperson|lokpal|department|vibhag|ministry|mantralaya|bank|banks|company|companies|pio|inspector|magistrate|court|nyayalaya|government|sarkar|gram sabha)\b|अधिकारी|पदाधिकारी|प्राधिकरण|प्राधिकारी|आयोग|आयुक्त|इकाई|समिति|सचिव|मुखिया|सरपंच|प्रधान|अभियंता|लेखाकार|लेखपाल|पटवारी|सेवक|लोकपाल|विभाग|मंत्रालय|बैंक|कंपनी|निरीक्षक|मजिस्ट्रेट|न्यायालय|सरकार|ज़िलाधिकारी|जिलाधिकारी|उपायुक्त|कलेक्टर|ग्राम सभा/iu;

/** Whether a sentence names an office or an actor ("Social Audit Unit", "प्रखंड विकास पदाधिकारी"). */
export const holdsWho = (text: string) => WHO.test(text);

/** Per year ("saal mein", "एक वर्ष में", "per year", "har saal", "annually"). */
const YEARLY =
  /\b(?:saal|sal|varsh|year|financial year|vitt varsh)\s+(?:mein|me|bhar)\b|\b(?:per|a|each|every|in a|har|prati)\s+(?:saal|sal|varsh|year|financial year)\b|\bannual(?:ly)?\b|(?:साल|वर्ष|वित्त वर्ष)\s+(?:में|भर)|(?:हर|प्रति|प्रत्येक)\s+(?:साल|वर्ष)|सालाना|वार्षिक/iu;

/** Whether a question speaks of a year's worth ("saal mein kitne din", "in a financial year"). */
export const saysYearly = (text: string) => YEARLY.test(text.normalize("NFC"));

const YEARLY_VALUE = new RegExp(
  `(?:${YEARLY.source})[^.;:।]{0,25}?(?:${LATIN_NUMBER}|${HINDI_NUMBER})|(?:${LATIN_NUMBER}|${HINDI_NUMBER})[^.;:।]{0,25}?(?:${YEARLY.source})`,
  "iu",
);

/** Whether a sentence states a value per year ("ek vitt varsh mein kam se kam 100 din", "₹6,000 per year"). */
export const holdsYearlyValue = (text: string) => YEARLY_VALUE.test(withoutNumbering(text).normalize("NFC"));

/** Whether a question asks how often ("kitni baar", "कितनी बार", "how often"). */
export const asksFrequency = (question: string) => ASKS_FREQUENCY.test(question.normalize("NFC"));

/** Whether a sentence says how often ("साल में कम से कम चार", "har chhah mahine", "monthly", "do baar"). */
export const holdsFrequency = (text: string) => FREQUENCY.some((r) => r.test(withoutNumbering(text)));

/** Whether a sentence states a value of the kind (its numbering and provision names left out). */
export function holdsValue(kind: TAsked, text: string): boolean {
  const t = withoutNumbering(text);
  switch (kind) {
    case "amount":
      // A share in per cent ("60% subsidy") states an amount too.
      return AMOUNT.some((r) => r.test(t)) || PERCENT.slice(0, 3).some((r) => r.test(t));
    case "percent":
      return PERCENT.some((r) => r.test(t));
    case "duration":
      return DURATION.some((r) => r.test(t));
    case "date":
      // "When must wages be paid?" — "within fifteen days" answers it as well as a date.
      return DATE.some((r) => r.test(t)) || DURATION.some((r) => r.test(t));
    case "age":
      return AGE.some((r) => r.test(t)) || (AGE_WORDS.test(t) && ANY_NUMBER.some((r) => r.test(t)));
    case "count":
      // A count of things, not a time or an age ("18 साल से ऊपर" counts no members).
      if (!ANY_NUMBER.some((r) => r.test(withoutTimes(t)))) return PERCENT.some((r) => r.test(t));
      return (
        ANY_NUMBER.some((r) =>
          r.test(
            t.replace(
              /(?<![0-9.,₹])\b(?:1[89]|20)[0-9]{2}(?:\s?[-–]\s?(?:(?:1[89]|20)[0-9]{2}|[0-9]{2}))?\b(?![0-9.,%])/g,
              " ",
            ),
          ),
        ) || PERCENT.some((r) => r.test(t))
      );
    default:
      return true;
  }
}

const familyOf = (unit: string) =>
  TIME_UNIT_FAMILIES.find((f) => new RegExp(`^(?:${f.latin}|${f.hindi})$`, "iu").test(unit.normalize("NFC")));

/** Whether a word is a unit of time ("din", "महीने", "hours"). */
export const isTimeUnit = (unit: string | null) => unit !== null && familyOf(unit) !== undefined;

/**
 * Whether a sentence states a time in the family of the unit the question names ("kitne din": a
 * number of days, not "every six months"); true when the question names no unit of time.
 */
export function holdsTimeIn(unit: string | null, text: string): boolean {
  const family = unit ? familyOf(unit) : undefined;
  if (!family) return true;
  const t = withoutNumbering(text);
  return latinAfter(family.latin).test(t) || hindiAfter(family.hindi).test(t);
}

/**
 * The spans of a sentence that state a value of the kind, each with a word or two around it
 * ("30 दिन के भीतर", "within thirty days"), at most `max`, in sentence order; with `frequency`,
 * the spans that say how often ("har chhah mahine", "साल में कम से कम चार").
 */
export function valueSpans(kind: TAsked, text: string, max = 2, frequency = false): string[] {
  const patterns = frequency
    ? FREQUENCY
    : kind === "amount"
      ? [...AMOUNT, ...PERCENT]
      : kind === "percent"
        ? PERCENT
        : kind === "duration"
          ? DURATION
          : kind === "date"
            ? [...DATE, ...DURATION]
            : kind === "age"
              ? AGE.some((r) => r.test(withoutNumbering(text)))
                ? AGE
                : ANY_NUMBER
              : kind === "count"
                ? [...ANY_NUMBER, ...PERCENT]
                : [];
  // Numbering and provision names blanked (same length, so the spans stay in place); for a
  // count, times and dates too ("2006", "तीन महीने" count nothing).
  const blank = (t: string, patterns: RegExp[]) =>
    patterns.reduce(
      (acc, r) => acc.replace(new RegExp(r.source, `${r.flags.replace("g", "")}g`), (x) => " ".repeat(x.length)),
      t,
    );
  let masked = withoutNumbering(text, true);
  if (kind === "count" && !frequency) masked = blank(masked, [...DURATION, ...DATE]);
  const matches = (t: string) => {
    const found: { start: number; end: number }[] = [];
    for (const p of patterns) {
      const g = new RegExp(p.source, p.flags.includes("g") ? p.flags : `${p.flags}g`);
      for (const m of t.matchAll(g)) {
        if (m[0].trim() === "") continue;
        found.push({ start: m.index, end: m.index + m[0].length });
      }
    }
    return found;
  };
  // Weak values give way to any other: an Act's year ("Haryana Panchayati Raj Act, 1994") is its
  // name, not the date asked, and "ek"/"एक" is as often "a" as a count ("ek Kharif ki fasal").
  const strong = matches(blank(masked, WEAK_VALUES));
  const found = strong.length > 0 ? strong : matches(masked);
  found.sort((a, b) => a.start - b.start);
  const spans: { start: number; end: number }[] = [];
  for (const f of found) {
    const last = spans.at(-1);
    if (last && f.start < last.end) continue;
    const span = widen(text, f.start, f.end);
    // Two values a few words apart are one span ("₹5 लाख से बढ़ाकर ₹10 लाख"), not two that repeat
    // the words between them.
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else if (spans.length === max) break;
    else spans.push({ start: span.start, end: span.end });
  }
  return spans.map((x) => trimSpan(text.slice(x.start, x.end)));
}

/** Values that count only when a line holds no other: an Act's year, "ek"/"one"/"एक". */
const WEAK_VALUES = [
  /\b(?:Act|Adhiniyam|Rules|Niyam|Niyamavali|Sanhita)\b[^0-9\n]{0,4}(?:1[89]|20)[0-9]{2}\b/i,
  /(?:अधिनियम|नियमावली|नियम|संहिता)[^0-9०-९\n]{0,4}(?:(?:1[89]|20)[0-9]{2}|[१२][९०][०-९]{2})/u,
  /\b(?:ek|one)\b/i,
  /(?<![\u0900-\u097f])एक(?![\u0900-\u097f])/u,
];

/** A match widened to whole words, two before and three after, never past a clause's end. */
function widen(text: string, start: number, end: number): { start: number; end: number } {
  // A clause ends at a comma, a danda, a bracket … or a dash ("दो बैठकें — वित्तीय वर्ष की …").
  const stop = /[,;:।?!()\n—]|\.\s/u;
  let s = start;
  for (let words = 0; s > 0; s--) {
    if (stop.test(text.slice(s - 1, s + 1)) && stop.test(text[s - 1]!)) break;
    if (/\s/.test(text[s - 1]!) && !/\s/.test(text[s] ?? "")) {
      words += 1;
      if (words > 2) break;
    }
  }
  let e = end;
  // A number runs on through its separators ("₹95,692.31 crore", "1.20 लाख").
  const inNumber = (i: number) =>
    /[,.]/.test(text[i]!) && /[0-9०-९]/u.test(text[i - 1] ?? "") && /[0-9०-९]/u.test(text[i + 1] ?? "");
  for (let words = 0; e < text.length; e++) {
    if (inNumber(e)) continue;
    if (stop.test(text.slice(e, e + 2)) && /[,;:।?!()\n.—]/u.test(text[e]!)) break;
    if (/\s/.test(text[e]!) && !/\s/.test(text[e - 1] ?? "")) {
      words += 1;
      if (words > 3) break;
    }
  }
  // Nor does it start on one: "से कम चार बैठकें" reads "fewer than four" where the line says
  // "कम से कम चार" (at least four); the words before it are taken in.
  for (let more = 0; more < 2 && s > 0; more++) {
    const first = /^\s*([^\s]+)/u.exec(text.slice(s))?.[1] ?? "";
    if (!DANGLING_START.test(first)) break;
    let t = s;
    while (t > 0 && /\s/.test(text[t - 1]!)) t--;
    if (t > 0 && /[,;:।?!()\n—]/u.test(text[t - 1]!)) break;
    while (t > 0 && !/\s/.test(text[t - 1]!)) t--;
    s = t;
  }
  return { start: s, end: e };
}

/** A span does not end on a joining word ("2.0% of SI or"): the reader would wait for the rest. */
const trimSpan = (span: string) => span.replace(/\*\*/g, "").trim().replace(DANGLING_END, "");

const DANGLING_END =
  /(?:\s+(?:or|and|of|the|a|an|to|by|for|in|with|ya|aur|ke|ki|ka|se|mein|या|और|व|के|की|का|से|में))+$|[.।]$|\s+[—–-]+$/iu;
const DANGLING_START =
  /^(?:or|and|of|to|by|for|in|with|than|ya|aur|ke|ki|ka|se|mein|ko|liye|liya|लिए|या|और|व|के|की|का|से|में|को)$/iu;

// What the question asks, tried in this order (the first that matches wins): a list before "who"
// ("कौन-कौन से"), a time limit before a count ("kitne din"), a count of times before an amount.
const ASKS: [TAsked, RegExp][] = [
  [
    "percent",
    /\b(?:percent(?:age)?|per cent|pratishat|what (?:share|fraction|proportion)|kitna hissa|kitne hisse)\b|प्रतिशत|कितना हिस्सा|कितने हिस्से|कितनी हिस्सेदारी|%/iu,
  ],
  [
    "age",
    /\b(?:what age|which age|how old|age limit|minimum age|maximum age|age (?:for|to|of)|kis umr?a?r?|kitni umr?a?r?|umr?a?r? kitni|umar seema|aayu)\b|उम्र|(?<![\u0900-\u097f])आयु(?![\u0900-\u097f])|उमर/iu,
  ],
  [
    "duration",
    /\bhow long\b|\b(?:how many|within how many|in how many|kitne|kitni|kitna)\s+(?:days?|months?|years?|hours?|weeks?|din|dino|dinon|mahine|saal|varsh|ghante|hafte|samay|der)\b|\b(?:time limit|time-limit|samay.?seema|avadhi|duration|term of|tenure|deadline for|kitne samay|kitni der)\b|कितने\s*(?:दिन|दिनों|महीने|महीनों|माह|साल|वर्ष|वर्षों|घंटे|घंटों|हफ़्ते|हफ्ते|समय)|कितनी देर|कितना समय|समय-सीमा|समय सीमा|अवधि|कार्यकाल/iu,
  ],
  [
    "date",
    /\b(?:when|which date|what date|last date|which year|since when|by when|kab|kab se|kab tak|kis tareekh|kis tarikh|kis saal|kis varsh|tareekh|tarikh)\b|(?<![\u0900-\u097f])कब(?![\u0900-\u097f])|किस तारीख़|किस तारीख|किस तिथि|अंतिम तिथि|अंतिम तारीख़|किस साल|किस वर्ष/iu,
  ],
  [
    "list",
    /\b(?:what are the|which are the|which (?:documents|works|papers|schemes|kinds|types|records)|list of|kaun[- ]kaun|kaun se|kaunse|kaun-se|kya[- ]kya|kin kin|kin cheezon|kaunsi|kis kaam|kin kaamon|kahan kharch|what (?:can|may) (?:it|they|the [a-z ]+) (?:be )?(?:used|spent) (?:for|on))\b|किस काम|किन कामों|कहाँ ख़र्च|कहां खर्च|कहाँ खर्च|कौन-कौन|कौन कौन|कौन-से|कौन से|कौनसे|कौन-सी|कौन सी|क्या-क्या|क्या क्या|किन-किन|किन चीज़ों|किन कामों/iu,
  ],
  [
    "amount",
    /\b(?:how much|what (?:(?:is|are) the (?:[a-z0-9-]+ ){0,2})?(?:amount|fee|fees|cost|price|charge|rate|salary|honorarium|premium|subsidy|penalty|fine|wage|wages|commission)|(?:dar|rate) kitni|kitni (?:dar|rate)|kya dar|kis (?:dar|rate)|(?:at )?what rate|kitna paisa|kitne paise|kitne rupa?ye|kitni rashi|kitni sahayata|kitni madad|kitna milta|kitni milti|kitne milte)\b|(?<![\u0900-\u097f])दर(?![\u0900-\u097f])\s*(?:कितनी|क्या)|कितनी दर|किस दर|कितना पैसा|कितने पैसे|कितने रुपये|कितने रुपए|कितनी राशि|कितनी सहायता|कितनी मदद|कितना मिलता|कितनी मिलती|कितने मिलते|कितना दंड/iu,
  ],
  [
    "count",
    /\b(?:how many|number of|kitne|kitni|kitna|sankhya|how often|kitni baar|kitni bar)\b|कितने|कितनी|कितना|संख्या/iu,
  ],
  [
    "who",
    /\b(?:who|whom|whose|which (?:office|officer|authority|department|body|committee)|kaun|kisko|kise|kiske paas|kis adhikari|kiski)\b|कौन|किसे|किसको|किसके पास|किस अधिकारी|किसकी/iu,
  ],
  [
    "where",
    /\b(?:where|which (?:portal|website|site|app)|kahan|kahaan|kis portal|kis website|kis daftar)\b|कहाँ|कहां|किस पोर्टल|किस वेबसाइट|किस दफ़्तर|किस दफ्तर/iu,
  ],
  [
    "steps",
    /\b(?:how (?:to|do|can|should|does|is)|process|procedure|steps|kaise|kis tarah|tarika|tareeka|prakriya)\b|कैसे|किस तरह|तरीक़ा|तरीका|प्रक्रिया/iu,
  ],
  [
    "yesno",
    /^\s*(?:is|are|can|could|does|do|did|will|would|should|shall|may|must|has|have|kya)\b|^\s*क्या|\b(?:sakta|sakti|sakte) hai\s*\??\s*$|(?:सकता|सकती|सकते) (?:है|हैं)\s*\??\s*$/iu,
  ],
];

// Money named by the question ("fees kitni hai", "kitna loan", "कितना जमा"): asked with a
// quantity word, it asks an amount; a punishment asked with one asks a term.
const MONEY =
  /\b(?:amount|fees?|cost|price|charges?|salary|honorarium|subsidy|premium|penalty|fine|loan|rin|rashi|shulk|maandey|inaam|byaaj|bhatta|jurmana|jurmaana|dand|paisa|paise|rupaye|jama|deposit|grant|anudan|pension|vetan|mazdoori|kiraya|sahayata|madad|muavza|dar|rate|income|aay|commission|kamishan|wages?)\b|(?<![\u0900-\u097f])(?:दर|आय)(?![\u0900-\u097f])|राशि|शुल्क|फ़ीस|फीस|मानदेय|इनाम|ब्याज|भत्ता|सब्सिडी|जुर्माना|ऋण|लोन|जमा|अनुदान|पेंशन|वेतन|मज़दूरी|मजदूरी|किराया|सहायता|मदद|आर्थिक|मुआवज़ा|दंड|कमीशन/iu;
const TERM = /\b(?:saza|sazaa|punishment|imprisonment|jail|kaid)\b|सज़ा|सजा|कारावास|क़ैद|कैद/iu;
const QUANTITY = /\b(?:how much|how many|kitn[aeiī]|what is the|what are the)\b|कितन[ाीे]/iu;
const YES_NO_END = /\bkya\s*[?？]?\s*$|(?<![\u0900-\u097f])क्या\s*[?？]?\s*$/iu;

// The word right after the question word names the unit of a count: "कितने सदस्य", "how many members".
const UNIT_AFTER = /\b(?:how many|kitne|kitni|kitna)\s+([a-z][a-z-]+)|(?:कितने|कितनी|कितना)\s+([\u0900-\u097f]+)/iu;
// …unless it is a verb ("kitna hota hai", "कितना मिलता है"): then the question names no unit.
const NOT_A_UNIT =
  /^(?:the|of|a|an|is|are|does|do|baar|bar|se|ka|ki|ke|hai|hain|log|hota|hoti|hote|milta|milti|milte|lagta|lagti|lagte|chahiye|diya|di|die|jata|jati|jate|dena|deni|dene|बार|से|का|की|के|है|हैं|लोग|होता|होती|होते|मिलता|मिलती|मिलते|लगता|लगती|लगते|चाहिए|दिया|दी|दिए|जाता|जाती|जाते|देना|देनी|देने)$/iu;

/** What a question asks for (null when none of the kinds fits), and the unit it names for a count. */
export function analyseAsk(question: string): TQuestionAsk {
  const q = question.normalize("NFC");
  let asks = ASKS.find(([, r]) => r.test(q))?.[0] ?? null;
  const m = UNIT_AFTER.exec(q);
  const after = m?.[1] ?? m?.[2];
  const named = after && !NOT_A_UNIT.test(after) ? after : null;
  // The two words after the question word ("kitni untied rashi"): what is counted or paid.
  const next = m
    ? q
        .slice(m.index + m[0].length - (after?.length ?? 0))
        .split(/\s+/)
        .slice(0, 2)
        .join(" ")
    : null;
  if ((asks === null || asks === "count" || asks === "who") && QUANTITY.test(q)) {
    // "Kitna loan", "fees kitni hai": money; "कितनी महिलाएँ" in a "स्वयं सहायता समूह": a count.
    // With no word named after it ("fees kitni hai"), the whole question says what is asked.
    const what = named === null ? q : (next ?? q);
    if (TERM.test(what)) asks = "duration";
    else if (MONEY.test(what)) asks = "amount";
  } else if (asks === null && TERM.test(q)) asks = "duration";
  if (asks !== "yesno" && YES_NO_END.test(q) && !QUANTITY.test(q)) asks = "yesno";
  return { asks, unit: asks === "count" || asks === "duration" ? named : null };
}

/** Ordinal words in the three scripts, as the number they name ("pehli", "दूसरी", "second"). */
const ORDINAL_WORDS: Record<string, number> = {
  pehli: 1,
  pahli: 1,
  pehla: 1,
  pahla: 1,
  pehle: 1,
  pratham: 1,
  first: 1,
  पहली: 1,
  पहला: 1,
  पहले: 1,
  प्रथम: 1,
  doosri: 2,
  dusri: 2,
  doosra: 2,
  dusra: 2,
  second: 2,
  dvitiya: 2,
  दूसरी: 2,
  दूसरा: 2,
  द्वितीय: 2,
  teesri: 3,
  tisri: 3,
  teesra: 3,
  third: 3,
  तीसरी: 3,
  तीसरा: 3,
  तृतीय: 3,
  chauthi: 4,
  fourth: 4,
  चौथी: 4,
  चौथा: 4,
};
/** The nouns a value is "of" (its fee, its instalment, its amount). */
const VALUE_NOUN =
  /^(?:fee|fees|shulk|charge|kisht|kist|instalment|installment|rashi|amount|grant|anudan|paisa|paise|शुल्क|फीस|फ़ीस|किस्त|क़िस्त|राशि|अनुदान|पैसा)$/iu;
const GENITIVE = /^(?:ki|ka|ke|की|का|के|of)$/iu;
/** Words that end a qualifier phrase when walking away from the value noun. */
const PHRASE_END =
  /^(?:mein|me|में|par|पर|se|से|ko|को|aur|और|or|and|under|in|on|at|by|to|is|are|the|what|how|much|many|kitna|kitni|kitne|कितना|कितनी|कितने|hai|है|hota|hoti|होता|होती|kya|क्या)$/iu;
/** Light verbs inside a qualifier ("appeal karne ki fees", "fee for filing a …"). */
const LIGHT = /^(?:karne|karna|dene|dena|lene|lena|करने|देने|लेने|filing|making|a|an|the|ek)$/iu;
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s?,!।()]+|\.(?![0-9])/u)
    .filter(Boolean);

export type TValueQualifiers = {
  /** Phrases that say whose or which value is asked ("appeal" in "appeal ki fees", "kisht" in "doosri kisht"). */
  phrases: string[][];
  /** Ordinals the question puts on the value ("pehli kisht", "second appeal"). */
  ordinals: number[];
  /** "Har kisht", "एक ग्राम पंचायत को", "per house": a share, which a total does not answer. */
  perUnit: boolean;
};

/**
 * What qualifies the value a question asks for, in the three scripts: the words the value noun
 * belongs to ("pehli appeal ki fees", "fee for a first appeal"), an ordinal ("दूसरी किस्त") and a share ("har kisht",
 * "per house"). A line whose value belongs to another qualifier (the application fee, the amount
 * per house, the national total) does not state it.
 */
export function valueQualifiers(question: string): TValueQualifiers {
  const w = words(question);
  const phrases: string[][] = [];
  const ordinals: number[] = [];
  const backPhrase = (from: number) => {
    const phrase: string[] = [];
    for (let j = from; j >= 0 && phrase.length < 3; j--) {
      const x = w[j]!;
      if (ORDINAL_WORDS[x] !== undefined) {
        ordinals.push(ORDINAL_WORDS[x]);
        break;
      }
      if ((LIGHT.test(x) && phrase.length === 0) || /^[0-9]/.test(x) || x.length < 3) continue;
      if (PHRASE_END.test(x) || GENITIVE.test(x) || VALUE_NOUN.test(x) || LIGHT.test(x)) break;
      phrase.unshift(x);
    }
    if (phrase.length > 0) phrases.push(phrase);
  };
  w.forEach((x, i) => {
    if (VALUE_NOUN.test(x)) {
      // "X ki fees", "X का शुल्क", an ordinal right before ("pehli kisht").
      // "pehli kisht": the ordinal, and the instalment itself.
      if (i > 0 && ORDINAL_WORDS[w[i - 1]!] !== undefined) {
        ordinals.push(ORDINAL_WORDS[w[i - 1]!]!);
        phrases.push([x]);
      } else if (i > 1 && GENITIVE.test(w[i - 1]!) && w[i - 1] !== "of") backPhrase(i - 2);
      // "fee for (filing) a first appeal", "the first instalment of".
      if (i + 1 < w.length && /^(?:for|of)$/.test(w[i + 1]!)) {
        const phrase: string[] = [];
        for (let j = i + 2; j < w.length && phrase.length < 3; j++) {
          const y = w[j]!;
          if (ORDINAL_WORDS[y] !== undefined) {
            ordinals.push(ORDINAL_WORDS[y]);
            continue;
          }
          if (LIGHT.test(y) || /^[0-9]/.test(y) || y.length < 3) continue;
          if (PHRASE_END.test(y) || /^(?:for|of)$/.test(y)) break;
          phrase.push(y);
        }
        if (phrase.length > 0) phrases.push(phrase);
      }
    }
  });
  const perUnit =
    /(?:^|\s)(?:har|हर|each|per|prati|प्रति)\s+(?!(?:saal|sal|साल|year|varsh|वर्ष|mahine|महीने|month|din|दिन|day)(?:\s|$))\S+/iu.test(
      question,
    ) || /(?:^|\s)(?:एक|ek)\s+\S+(?:\s+\S+)?\s+(?:को|ko)(?=\s|$)/iu.test(question);
  return { phrases, ordinals: [...new Set(ordinals)], perUnit };
}

/**
 * Each ordinal a text puts on a thing, with the two words after it ("second LPG refill" → 2,
 * ["lpg", "refill"]; "पहली किस्त" → 1, ["किस्त"]).
 */
export function ordinalsWithNext(text: string): { n: number; next: string[] }[] {
  const w = words(text);
  const found: { n: number; next: string[] }[] = [];
  w.forEach((x, i) => {
    const n = ORDINAL_WORDS[x] ?? (/^([0-9])(?:st|nd|rd|th)$/.exec(x) ? Number(x[0]) : undefined);
    if (n === undefined) return;
    const next = w.slice(i + 1, i + 3).filter((y) => !LIGHT.test(y) && !GENITIVE.test(y));
    if (next.length > 0) found.push({ n, next });
  });
  return found;
}

/** A question naming a fee ("fees kitni", "आवेदन का शुल्क", "what is the fee"). */
export const asksFee = (question: string) => /\b(?:fees?|shulk|charges?)\b|शुल्क|फ़ीस|फीस/iu.test(question);

/** A line naming a fee, a charge or its absence ("शुल्क ₹10", "koi fees nahi", "free of cost"). */
export const namesFee = (text: string) =>
  /\b(?:fees?|shulk|charges?|charged|cost|free|muft|nishulk|payable)\b|शुल्क|फ़ीस|फीस|मुफ़्त|मुफ्त|निःशुल्क|नि:शुल्क|देय/iu.test(
    text,
  );

/** Whether a line names an ordinal (as a word or "1st"/"पहली"). */
export function holdsOrdinal(n: number, text: string): boolean {
  const w = words(text);
  if (w.some((x) => ORDINAL_WORDS[x] === n)) return true;
  return new RegExp(`(?:^|[^0-9])${n}\\s*(?:st|nd|rd|th|वीं|वाँ|वां)`, "iu").test(text);
}

/** A total ("कुल", "kul", "total"), which does not answer for a share. */
export const statesTotal = (text: string) =>
  /(?:^|[\s(])(?:kul|कुल|total|overall|national)(?=[\s:)]|$)|पूरे देश|poore desh|pure desh|whole country|all india|देश भर/iu.test(
    text,
  );

/** A question asking for a sum of money by name ("kitni rashi", "kitna paisa", "कितने रुपये"). */
export const asksMoney = (question: string) =>
  /(?:^|[\s(])(?:rashi|राशि|paisa|paise|पैसा|पैसे|rupaye|rupaiye|rupees?|रुपये|रुपए|रुपया|money)(?=[\s?,.)]|$)|₹/iu.test(
    question,
  );

/** A line stating a sum of money (a share in per cent is none): rupees, lakh, crore, or free. */
export const statesMoney = (text: string) =>
  /₹|\brs\.?\s*[0-9]|\b(?:rupees?|rupaye|lakh|crore|hazaar|hazar|free|muft|nishulk)\b|रुपय|रुपए|रुपये|लाख|करोड़|करोड|हज़ार|हजार|मुफ़्त|मुफ्त|निःशुल्क|नि:शुल्क/iu.test(
    text,
  );
