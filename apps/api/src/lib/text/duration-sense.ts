// Two senses of "how many days", in Hindi, Hinglish and English: an extent (days of something —
// "kitne din ka kaam", "100 din ki guarantee", "100 days of work") and a time limit (days within
// which something happens — "kitne din mein", "15 din ke andar", "within 15 days"). A question
// asking one is not answered by a line stating the other, though both hold "N din".

export type TDurationSense = "extent" | "limit";

const UNIT = String.raw`(?:din|dinon|dino|days?|hafte|hafton|weeks?|mahine|mahinon|months?|saal|varsh|years?)`;
const UNIT_HI = String.raw`(?:दिन|दिनों|हफ़्ते|हफ्ते|हफ़्तों|सप्ताह|महीने|महीनों|साल|वर्ष)`;
const WITHIN = String.raw`(?:ke\s+(?:andar|bhitar|bheetar)|mein|me|baad|tak)`;
const WITHIN_HI = String.raw`(?:के\s+(?:अंदर|अन्दर|भीतर)|में|बाद|तक)`;
const OF = String.raw`(?:ka|ki|ke|of)`;
const OF_HI = String.raw`(?:का|की|के)`;
const NOT_WITHIN = String.raw`(?!\s+(?:andar|bhitar|bheetar)\b)`;
const NOT_WITHIN_HI = String.raw`(?!\s+(?:अंदर|अन्दर|भीतर))`;
// Bold markers between a value and its next word ("**125 din** ke").
const GAP = String.raw`[\s*]+`;

const ASKS_LIMIT = new RegExp(
  [
    String.raw`\b(?:kitne|kitni|kitna)\s+${UNIT}\s+${WITHIN}(?![a-z])`,
    String.raw`\bwithin\s+how\s+(?:many|long)\b`,
    String.raw`\bhow\s+(?:many\s+days|long)\s+(?:does\s+it\s+take|after)\b`,
    String.raw`कितने\s+${UNIT_HI}\s+${WITHIN_HI}`,
  ].join("|"),
  "iu",
);
// "Nrega kitne din": only the number of days after a name, nothing done within them — the
// name's own days (a scheme's guarantee), not a time limit for something the question never names.
const ENDS = String.raw`\s*[?？।]?\s*$`;
const ASKS_EXTENT = new RegExp(
  [
    String.raw`\b(?:kitne|kitni|kitna)\s+${UNIT}\s+${OF}${NOT_WITHIN}(?![a-z])`,
    String.raw`\bhow\s+many\s+${UNIT}\s+of\b`,
    String.raw`कितने\s+${UNIT_HI}\s+${OF_HI}${NOT_WITHIN_HI}`,
    String.raw`\b(?:kitne|kitni|kitna)\s+${UNIT}${ENDS}`,
    String.raw`\bhow\s+many\s+${UNIT}${ENDS}`,
    String.raw`कितने\s+${UNIT_HI}${ENDS}`,
  ].join("|"),
  "iu",
);

const STATES_LIMIT = new RegExp(
  [
    String.raw`[0-9०-९]+${GAP}${UNIT}${GAP}${WITHIN}(?![a-z])`,
    String.raw`\bwithin${GAP}[0-9]+${GAP}${UNIT}`,
    String.raw`[0-9०-९]+${GAP}${UNIT_HI}${GAP}${WITHIN_HI}`,
  ].join("|"),
  "iu",
);
const STATES_EXTENT = new RegExp(
  [
    String.raw`[0-9०-९]+${GAP}${UNIT}${GAP}${OF}${NOT_WITHIN}(?![a-z])`,
    String.raw`[0-9०-९]+${GAP}${UNIT_HI}${GAP}${OF_HI}${NOT_WITHIN_HI}`,
  ].join("|"),
  "iu",
);

/** The sense of "how many days" a question asks, or null when it asks neither plainly. */
export function askedDurationSense(question: string): TDurationSense | null {
  const q = question.normalize("NFC");
  if (ASKS_LIMIT.test(q)) return "limit";
  if (ASKS_EXTENT.test(q)) return "extent";
  return null;
}

/** Whether a text states a number of days (weeks, months…) in the given sense. */
export function statesDurationSense(sense: TDurationSense, text: string): boolean {
  const t = text.normalize("NFC");
  return (sense === "limit" ? STATES_LIMIT : STATES_EXTENT).test(t);
}
