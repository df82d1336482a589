// What the Hindi voice is given for words and figures it cannot say from their letters: ordinals
// (16th, 16वें → सोलहवें), rupee amounts (₹4.35 lakh crore → चार दशमलव तीन पाँच लाख करोड़ रुपये),
// "%", the month May, acronyms that are said as words (PESA पेसा, ASHA आशा, SARAL सरल, GeM जेम)
// and the new employment law's short title (Viksit Bharat—G RAM G → विकसित भारत—जी राम जी). It runs
// before the Hinglish → Devanagari conversion (hinglish.ts), which leaves Devanagari alone.

// prettier-ignore
const UNITS = [
  "शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ", "दस", "ग्यारह", "बारह", "तेरह", "चौदह",
  "पंद्रह", "सोलह", "सत्रह", "अठारह", "उन्नीस", "बीस", "इक्कीस", "बाईस", "तेईस", "चौबीस", "पच्चीस", "छब्बीस",
  "सत्ताईस", "अट्ठाईस", "उनतीस", "तीस", "इकतीस", "बत्तीस", "तैंतीस", "चौंतीस", "पैंतीस", "छत्तीस", "सैंतीस",
  "अड़तीस", "उनतालीस", "चालीस", "इकतालीस", "बयालीस", "तैंतालीस", "चवालीस", "पैंतालीस", "छियालीस", "सैंतालीस",
  "अड़तालीस", "उनचास", "पचास", "इक्यावन", "बावन", "तिरपन", "चौवन", "पचपन", "छप्पन", "सत्तावन", "अट्ठावन",
  "उनसठ", "साठ", "इकसठ", "बासठ", "तिरसठ", "चौंसठ", "पैंसठ", "छियासठ", "सड़सठ", "अड़सठ", "उनहत्तर", "सत्तर",
  "इकहत्तर", "बहत्तर", "तिहत्तर", "चौहत्तर", "पचहत्तर", "छिहत्तर", "सतहत्तर", "अठहत्तर", "उन्यासी", "अस्सी",
  "इक्यासी", "बयासी", "तिरासी", "चौरासी", "पचासी", "छियासी", "सत्तासी", "अट्ठासी", "नवासी", "नब्बे", "इक्यानवे",
  "बानवे", "तिरानवे", "चौरानवे", "पचानवे", "छियानवे", "सत्तानवे", "अट्ठानवे", "निन्यानवे",
];

/** A whole number in Hindi words, Indian grouping: 236805 → दो लाख छत्तीस हज़ार आठ सौ पाँच. */
export function hindiNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0) return String(n);
  if (n < 100) return UNITS[n]!;
  const parts: string[] = [];
  for (const [size, name] of [
    [10_000_000, "करोड़"],
    [100_000, "लाख"],
    [1_000, "हज़ार"],
    [100, "सौ"],
  ] as const) {
    if (n >= size) {
      parts.push(`${hindiNumber(Math.floor(n / size))} ${name}`);
      n %= size;
    }
  }
  if (n > 0) parts.push(UNITS[n]!);
  return parts.join(" ");
}

/** "4.35" → चार दशमलव तीन पाँच; "2,36,805" → दो लाख छत्तीस हज़ार आठ सौ पाँच. */
export function hindiAmount(figure: string): string {
  const [whole, fraction] = figure.replace(/,/g, "").split(".");
  const words = hindiNumber(Number(whole));
  return fraction ? `${words} दशमलव ${[...fraction].map((d) => UNITS[Number(d)]).join(" ")}` : words;
}

type TOrdinalForm = "direct" | "oblique" | "feminine";
const IRREGULAR: Record<number, Record<TOrdinalForm, string>> = {
  1: { direct: "पहला", oblique: "पहले", feminine: "पहली" },
  2: { direct: "दूसरा", oblique: "दूसरे", feminine: "दूसरी" },
  3: { direct: "तीसरा", oblique: "तीसरे", feminine: "तीसरी" },
  4: { direct: "चौथा", oblique: "चौथे", feminine: "चौथी" },
  6: { direct: "छठा", oblique: "छठे", feminine: "छठी" },
};
const SUFFIX: Record<TOrdinalForm, string> = { direct: "वाँ", oblique: "वें", feminine: "वीं" };

/** 16 → सोलहवाँ / सोलहवें / सोलहवीं; 1 → पहला / पहले / पहली. */
export function hindiOrdinal(n: number, form: TOrdinalForm): string {
  return IRREGULAR[n]?.[form] ?? `${hindiNumber(n)}${SUFFIX[form]}`;
}

// After "16th Finance Commission" a postposition makes the ordinal oblique (सोलहवें … का); a
// feminine noun right after it makes it feminine (दूसरी किस्त).
const POSTPOSITIONS = new Set(["ka", "ki", "ke", "ko", "se", "mein", "me", "par", "pe", "ne", "tak"]);
const FEMININE = new Set([
  "kist",
  "kisht",
  "baithak",
  "meeting",
  "yojana",
  "report",
  "sabha",
  "list",
  "suchi",
  "taarikh",
  "tareekh",
]);

function ordinalForm(following: string): TOrdinalForm {
  const words = following
    .trim()
    .split(/\s+/)
    .slice(0, 3)
    .map((w) => w.toLowerCase().replace(/[^a-z0-9]/g, ""));
  if (words[0] && FEMININE.has(words[0])) return "feminine";
  for (const word of words) {
    if (/^\d/.test(word)) break;
    if (POSTPOSITIONS.has(word)) return "oblique";
  }
  return "direct";
}

/** Acronyms Hindi speakers say as words; every other all-capital word is spelled out (hinglish.ts). */
const SAID_AS_WORDS: [RegExp, string][] = [
  [/\bVB-?G\s+RAM\s+G\b/g, "वीबी-जी राम जी"],
  [/\b(?:G\s+RAM\s+G|Ji\s+Ram\s+Ji)\b/g, "जी राम जी"],
  [/\bPESA\b/g, "पेसा"],
  [/\bASHA\b/g, "आशा"],
  [/\bSARAL\b/g, "सरल"],
  [/\bGeM\b/g, "जेम"],
  [/\bAIDS\b/g, "एड्स"],
  [/\bCPGRAMS\b/g, "सीपीग्राम्स"],
  [/\bSVAMITVA\b/g, "स्वामित्व"],
  [/\bJEEViKA\b/g, "जीविका"],
  [/\bNITI\b/g, "नीति"],
  [/\bDAY(?=-NRLM\b)/g, "डे"],
  [/\bGOBARdhan\b/g, "गोबरधन"],
];

const UNIT_WORDS: Record<string, string> = {
  "lakh crore": "लाख करोड़",
  lakh: "लाख",
  crore: "करोड़",
  hazaar: "हज़ार",
  hazar: "हज़ार",
  "लाख करोड़": "लाख करोड़",
  लाख: "लाख",
  करोड़: "करोड़",
  हज़ार: "हज़ार",
};

/** The text with figures, ordinals and spoken acronyms written as the voice should say them. */
export function speakableText(text: string): string {
  let out = text.normalize("NFC");
  for (const [pattern, spoken] of SAID_AS_WORDS) out = out.replace(pattern, spoken);
  out = out
    // ₹4.35 lakh crore, Rs 12,000, ₹1,000 → words and रुपये
    .replace(
      /(?:₹|\bRs\.?)\s?(\d[\d,]*(?:\.\d+)?)(?:\s*(lakh crore|lakh|crore|hazaa?r|लाख करोड़|लाख|करोड़|हज़ार)(?![\p{L}]))?/giu,
      (_, figure: string, unit?: string) =>
        `${hindiAmount(figure)}${unit ? ` ${UNIT_WORDS[unit.toLowerCase()] ?? unit}` : ""} रुपये`,
    )
    // 16th, 1st, 73rd (Latin) by the words that follow
    .replace(/\b(\d{1,3})(?:st|nd|rd|th)\b(?=(.*))/gi, (_, n: string, following: string) =>
      hindiOrdinal(Number(n), ordinalForm(following)),
    )
    // 16वाँ, 16वें, 16वीं (Devanagari suffix)
    .replace(/(?<![\d.])(\d{1,3})(?:वाँ|वां|वा)(?![\p{L}\p{M}])/gu, (_, n: string) => hindiOrdinal(Number(n), "direct"))
    .replace(/(?<![\d.])(\d{1,3})वें(?![\p{L}\p{M}])/gu, (_, n: string) => hindiOrdinal(Number(n), "oblique"))
    .replace(/(?<![\d.])(\d{1,3})वीं(?![\p{L}\p{M}])/gu, (_, n: string) => hindiOrdinal(Number(n), "feminine"))
    .replace(/(\d)\s?%/g, "$1 प्रतिशत")
    // May only next to a date: "8 May", "May 2026" (else it is the verb "may")
    .replace(/\b(\d{1,2})\s+May\b/g, "$1 मई")
    .replace(/\bMay\s+(\d{4})\b/g, "मई $1");
  return out;
}
