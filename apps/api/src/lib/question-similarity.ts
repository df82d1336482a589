// Whether two questions ask the same thing, whatever their script: both are compared as their
// search tokens (lib/text/normalise searchTokens — romanised, spelling-normalised, function words
// dropped, lexicon concepts added), so "मनरेगा में कितने दिन काम मिलता है" and "manrega me kitne
// din kaam milta hai" are the same set. Used to group knowledge gaps and to match approved answers.
import { searchTokens } from "./text/normalise.ts";

/** The distinct search tokens of a question, sorted (a stable key). */
export function questionTerms(question: string): string[] {
  return [...new Set(searchTokens(question))].sort();
}

/** The same from a message's stored search text (" tok tok "), without normalising again. */
export function termsOfSearchText(searchText: string | null): string[] {
  return [...new Set((searchText ?? "").split(" ").filter(Boolean))].sort();
}

/** Jaccard similarity of two token sets (0–1). */
export function similarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const set = new Set(a);
  let shared = 0;
  for (const t of new Set(b)) if (set.has(t)) shared++;
  return shared / (set.size + new Set(b).size - shared);
}

/** Questions this close are one gap group. */
export const SAME_GAP = 0.5;
/** A question this close to an approved answer's phrasing is served that answer. */
export const SAME_QUESTION = 0.6;

/** Whether the two questions ask the same (closer than `threshold`, and share two tokens unless one has a single token). */
export function isSameQuestion(a: readonly string[], b: readonly string[], threshold: number): boolean {
  const s = similarity(a, b);
  if (s < threshold) return false;
  const shared = Math.round((s * (new Set(a).size + new Set(b).size)) / (1 + s));
  return shared >= Math.min(2, new Set(a).size, new Set(b).size);
}
