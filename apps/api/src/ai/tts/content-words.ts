// Builds the Hinglish → Devanagari word list of the Hindi voice from the bundled content itself.
// Every text we ship exists in Hindi and in Hinglish (academy, glossary, circulars, chat texts, the
// starter knowledge base), so the Devanagari spelling of a Hinglish word is usually right there, in
// the Hindi twin of the sentence it came from: "bulayein" sits beside "बुलाएँ". A Hinglish word and
// a Hindi word of the same pair are the same word when their consonant skeletons agree
// (lib/text/normalise.ts), and the closest spelling wins. Where the letter rules (hinglish.ts)
// already give that spelling, no entry is needed; the rest become `hinglish-content-words.ts`,
// written by `pnpm --filter @sachiv/api tts:words` and checked fresh by a test.
import { skeleton } from "../../lib/text/normalise.ts";
import { romaniseWord } from "../../lib/text/script.ts";

export type TTextPair = { hindi: string; hinglish: string };

export type TContentWords = {
  /** Hinglish word (lower case) → Devanagari, only where the letter rules get it wrong. */
  entries: [string, string][];
  /** Distinct Hinglish words seen in the content. */
  seen: number;
  /** Of those, how many the letter rules already say right (checked against the Hindi twin). */
  rulesRight: number;
  /** Of those, how many the hand list already has. */
  listed: number;
  /** Words with no Hindi twin found (English words, names): left to the hand list and the rules. */
  unmatched: string[];
};

// Letters right after a digit are a suffix (the th of 16th), not a word with a twin.
const LATIN_WORD = /(?<![0-9])[A-Za-z]+/g;
const DEVANAGARI_WORD = /[\u0900-\u0963\u0970-\u097F]+/g;

/** Pairs from any bilingual data: objects with `hindi` and `hinglish` strings or equal-length lists. */
export function collectPairs(value: unknown, out: TTextPair[] = []): TTextPair[] {
  if (Array.isArray(value)) {
    for (const item of value) collectPairs(item, out);
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const { hindi, hinglish } = record;
    if (typeof hindi === "string" && typeof hinglish === "string") out.push({ hindi, hinglish });
    else if (Array.isArray(hindi) && Array.isArray(hinglish) && hindi.length === hinglish.length) {
      (hindi as unknown[]).forEach((h, i) => {
        const g: unknown = hinglish[i];
        if (typeof h === "string" && typeof g === "string") out.push({ hindi: h, hinglish: g });
      });
    }
    for (const [key, child] of Object.entries(record)) {
      if (key !== "hindi" && key !== "hinglish") collectPairs(child, out);
    }
  }
  return out;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

const VOWEL = /[aeiou]$/;
function vowelEndsDiffer(word: string, romanised: string): boolean {
  const [a, b] = [word.at(-1) ?? "", romanised.at(-1) ?? ""];
  if (!VOWEL.test(a) || !VOWEL.test(b)) return false;
  // Hinglish writes long final vowels short (sabha = सभा, hindi = हिंदी): only a/i/u classes count.
  const cls = (v: string) => (v === "a" ? "a" : v === "u" || v === "o" ? "u" : "i");
  return cls(a) !== cls(b);
}

/** Whether a Latin word is worth a Devanagari twin: acronyms are spelled out, one letter is too short. */
function isWord(word: string): boolean {
  return word.length >= 2 && word !== word.toUpperCase();
}

type TCandidate = { devanagari: string; romanised: string };

/**
 * The content word list. `rules` is the letter-rule transliteration, `listed` the hand list; both
 * are passed in so the list records only what neither already says.
 */
export function buildContentWords(
  pairs: readonly TTextPair[],
  rules: (word: string) => string,
  listed: ReadonlyMap<string, string>,
): TContentWords {
  // For each Hinglish word: how often each Devanagari twin was found beside it.
  const twins = new Map<string, Map<string, number>>();
  const seen = new Set<string>();
  for (const pair of pairs) {
    const candidates = new Map<string, TCandidate[]>();
    for (const devanagari of new Set(pair.hindi.normalize("NFC").match(DEVANAGARI_WORD) ?? [])) {
      const romanised = romaniseWord(devanagari);
      const key = skeleton(romanised);
      if (!key) continue;
      const list = candidates.get(key) ?? [];
      list.push({ devanagari, romanised });
      candidates.set(key, list);
    }
    for (const raw of pair.hinglish.match(LATIN_WORD) ?? []) {
      if (!isWord(raw)) continue;
      const word = raw.toLowerCase();
      seen.add(word);
      const matches = candidates.get(skeleton(word));
      if (!matches) continue;
      // The closest spelling among same-skeleton words (kamon / कमों vs काम), if close at all.
      const best = matches
        .map((c) => ({
          ...c,
          distance: editDistance(word, c.romanised),
          ending: c.romanised.at(-1) === word.at(-1) ? 0 : 1,
        }))
        // On a tie the word with the same last letter wins: panchayati is पंचायती, not पंचायत.
        .sort((a, b) => a.distance - b.distance || a.ending - b.ending)[0]!;
      if (best.distance > Math.max(1, Math.floor(word.length / 3))) continue;
      // A twin whose last vowel differs is another form of the word, not its spelling: gayi is गई, not गया.
      if (vowelEndsDiffer(word, best.romanised)) continue;
      const counts = twins.get(word) ?? new Map<string, number>();
      counts.set(best.devanagari, (counts.get(best.devanagari) ?? 0) + 1);
      twins.set(word, counts);
    }
  }

  const entries: [string, string][] = [];
  let rulesRight = 0;
  let listedCount = 0;
  const unmatched: string[] = [];
  for (const word of [...seen].sort()) {
    if (listed.has(word)) {
      listedCount += 1;
      continue;
    }
    const counts = twins.get(word);
    if (!counts) {
      unmatched.push(word);
      continue;
    }
    // The commonest twin; a tie goes to the one that sorts first, so the list is stable.
    const [devanagari] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    if (rules(word) === devanagari) rulesRight += 1;
    else entries.push([word, devanagari]);
  }
  return { entries, seen: seen.size, rulesRight, listed: listedCount, unmatched };
}

/** The generated module's text. */
export function renderContentWords(words: TContentWords): string {
  const lines = words.entries.map(([hinglish, devanagari]) => `  ["${hinglish}", "${devanagari}"],`);
  return [
    "// Generated by `pnpm --filter @sachiv/api tts:words` from the bundled content (content-words.ts).",
    "// Do not edit: change the content or the hand list (hinglish-words.ts) and run it again.",
    `// ${words.seen} Hinglish words in the content: ${words.listed} in the hand list, ${words.rulesRight} right by`,
    `// the letter rules, ${words.entries.length} below, ${words.unmatched.length} without a Hindi twin (English words, names).`,
    "export const CONTENT_WORDS: ReadonlyMap<string, string> = new Map([",
    ...lines,
    "]);",
    "",
  ].join("\n");
}

/** A document's language from its front matter (`language: hindi` / `hinglish`). */
export function documentLanguage(text: string): string | undefined {
  return /^---\n[\s\S]*?^language:\s*(\w+)\s*$[\s\S]*?^---/m.exec(text)?.[1]?.toLowerCase();
}

/**
 * The starter documents' Hindi/Hinglish pairs, [Hinglish file, Hindi file], whatever the file names:
 * a topic is the name without a -hindi or -hinglish ending (X.md + X-hinglish.md, or X-hindi.md +
 * X.md), and each file's front matter says which language it is in.
 */
export async function starterPairs(starterDir: string): Promise<[string, string][]> {
  const { readdir, readFile } = await import("node:fs/promises");
  const path = await import("node:path");
  const topics = new Map<string, { hindi?: string; hinglish?: string }>();
  for (const file of (await readdir(starterDir)).filter((f) => f.endsWith(".md")).sort()) {
    const language = documentLanguage(await readFile(path.join(starterDir, file), "utf8"));
    if (language !== "hindi" && language !== "hinglish") continue;
    const topic = file.replace(/(?:-hindi|-hinglish)?\.md$/, "");
    const entry = topics.get(topic) ?? {};
    entry[language] = file;
    topics.set(topic, entry);
  }
  return [...topics.values()].flatMap((t) =>
    t.hindi && t.hinglish ? [[t.hinglish, t.hindi] as [string, string]] : [],
  );
}

/** Every bilingual text we ship: the content package's data and texts, and the starter documents. */
export async function bundledPairs(starterDir: string): Promise<TTextPair[]> {
  const { readFile } = await import("node:fs/promises");
  const path = await import("node:path");
  const content = await import("@sachiv/content");
  const { glossaryTerms } = await import("@sachiv/content/glossary");
  const pairs = collectPairs([...Object.values(content), glossaryTerms]);
  for (const [hinglishFile, hindiFile] of await starterPairs(starterDir)) {
    const [hinglish, hindi] = await Promise.all(
      [hinglishFile, hindiFile].map((f) => readFile(path.join(starterDir, f), "utf8")),
    );
    // Paragraph by paragraph when the two versions line up, else the whole document as one pair.
    const split = (text: string) => text.split(/\n\s*\n/).filter((p) => p.trim());
    const [g, h] = [split(hinglish!), split(hindi!)];
    if (g.length === h.length) g.forEach((p, i) => pairs.push({ hindi: h[i]!, hinglish: p }));
    else pairs.push({ hindi: hindi!, hinglish: hinglish! });
  }
  return pairs;
}
