// Answer-quality harness (issue 11): ingests a set of documents into a throwaway database through
// the real ingestion, asks each question through the real chat endpoint (POST /api/chat, offline
// answerer unless the app is built with a model) and scores what a user would see: the right
// document among the first 3 sources, the key fact in the answer, "not found" for a question the
// documents do not answer, and answerable questions wrongly refused.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { localize, offlineAnswerTexts } from "@sachiv/content";
import type { TChatSource, TLanguage } from "@sachiv/contracts";
import { ingestDocument } from "../../src/modules/knowledge/index.ts";
import { STARTER_DIR } from "../../src/modules/knowledge/starter.ts";
import { HELD_OUT_SET, type THeldOutScript } from "../fixtures/heldout/questions.ts";
import { DEV_REAL_ADDED, DEV_REAL_ADDED_UNANSWERABLE, DEV_REAL_SET, DEV_REAL_UNANSWERABLE } from "../dev-real-set.ts";
import { DEV_SCHEMES_SET, DEV_SCHEMES_UNANSWERABLE } from "../dev-schemes-set.ts";
import { DEV_UNANSWERABLE, RETRIEVAL_SET } from "../retrieval-set.ts";
import { NEAR_MISS_SET, type TNearMissCase } from "../fixtures/near-miss/questions.ts";
import { DEV_NEAR_MISS_SET } from "../dev-near-miss-set.ts";
import { DEV_VALUES_NEAR_MISS, DEV_VALUES_NEAR_MISS_SCHEMES, DEV_VALUES_SET } from "../dev-values-set.ts";
import { createTestApp, injectAs, signUp, type TTestApp } from "../helper.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const HELD_OUT_DIR = path.join(HERE, "../fixtures/heldout/docs");
export const UNRELATED_DIR = path.join(HERE, "../fixtures/heldout/unrelated");
/** Real scheme and panchayat texts for development (test/dev-schemes-set.ts); its README is not ingested. */
export const DEV_SCHEMES_DIR = path.join(HERE, "../fixtures/dev-schemes");

export type TEvalCase = {
  question: string;
  script: THeldOutScript;
  language: TLanguage;
  /** Acceptable documents (file names); empty when nothing should be found. */
  expected: string[];
  facts: string[];
  nearMiss?: boolean;
};

export type TEvalResult = TEvalCase & {
  top3: string[];
  found: boolean;
  /** The answer says the documents do not state the asked value (the topic is covered). */
  notStated: boolean;
  docHit: boolean;
  factHit: boolean;
  answer: string;
};

export type TScore = { n: number; docHits: number; factHits: number; refused: number };
export type TReport = {
  results: TEvalResult[];
  byScript: Record<THeldOutScript | "all", TScore>;
  unanswerable: { n: number; notFound: number };
  /** Near-miss questions: "not stated" or "not found" is the right reply. */
  nearMiss: { n: number; notStated: number; notFound: number };
  /** Median length of all the answers, in characters. */
  medianChars: number;
};

const languageOf = (script: THeldOutScript): TLanguage => (script === "devanagari" ? "hindi" : "hinglish");

/** Questions with their script, each asked in the reader language that script implies. */
const asked = (cases: Omit<TEvalCase, "language">[]): TEvalCase[] =>
  cases.map((c) => ({ ...c, language: languageOf(c.script) }));

export const heldOutCases = (): TEvalCase[] => asked(HELD_OUT_SET);

const scriptOf = (text: string): THeldOutScript => (/[\u0900-\u097f]/.test(text) ? "devanagari" : "hinglish");

/**
 * The development set (questions about the starter corpus) with its key facts, in the same
 * shape; with `unanswerable`, also the development questions no starter document answers.
 */
export const devCases = ({ unanswerable = true } = {}): TEvalCase[] => [
  ...RETRIEVAL_SET.map((c) => {
    const script = scriptOf(c.query);
    return {
      question: c.query,
      script,
      language: c.kind === "hindi" ? ("hindi" as const) : languageOf(script),
      expected: c.expected,
      facts: c.facts,
    };
  }),
  ...(unanswerable
    ? DEV_UNANSWERABLE.map((c) => ({
        question: c.query,
        script: scriptOf(c.query),
        language: c.kind,
        expected: [],
        facts: [],
      }))
    : []),
];

/** Development questions about real text the team did not write (test/dev-real-set.ts). */
export const devRealCases = (): TEvalCase[] => asked([...DEV_REAL_SET, ...DEV_REAL_UNANSWERABLE]);

/** The Devanagari and Hinglish development questions added later about the same texts. */
export const devRealAddedCases = (): TEvalCase[] => asked([...DEV_REAL_ADDED, ...DEV_REAL_ADDED_UNANSWERABLE]);

/**
 * The near-miss questions (fixtures/near-miss): topics the knowledge base covers, values it does
 * not state. `nearMiss` marks them (scored apart: "not stated" or "not found" is right).
 */
export const nearMissCases = (set: TNearMissCase[] = NEAR_MISS_SET): TEvalCase[] =>
  set.map((c) => ({
    question: c.question,
    script: c.script,
    language: languageOf(c.script),
    expected: [],
    facts: [],
    nearMiss: true,
  }));

/** The development near-miss questions (test/dev-near-miss-set.ts): tuned on, unlike the set above. */
export const devNearMissCases = (): TEvalCase[] => nearMissCases(DEV_NEAR_MISS_SET);

/**
 * The development value questions (test/dev-values-set.ts, w3d/answers) and their near-miss
 * questions (marked `nearMiss`), on the starter corpus.
 */
export const devValuesCases = (): TEvalCase[] => [
  ...asked(DEV_VALUES_SET),
  ...nearMissCases(DEV_VALUES_NEAR_MISS),
  ...nearMissCases(DEV_VALUES_NEAR_MISS_SCHEMES),
];

/** Development questions about real scheme and panchayat texts (test/dev-schemes-set.ts). */
export const devSchemesCases = (): TEvalCase[] => asked([...DEV_SCHEMES_SET, ...DEV_SCHEMES_UNANSWERABLE]);

/**
 * Lower case, Devanagari digits as ASCII, no thousands separators, one space between words, no
 * Markdown bold (a reader sees "15 दिन के भीतर", not its asterisks).
 */
export function normaliseForFact(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\*\*/g, "")
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/(\d),(?=\d)/g, "$1")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

async function filesIn(dir: string): Promise<string[]> {
  return (await fs.readdir(dir))
    .filter((f) => /\.(md|txt)$/.test(f) && !/^readme\.md$/i.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

export type TEvalKb = { t: TTestApp; token: string; fileOfTitle: Map<string, string>; passages: number };

/** A throwaway app and database holding the documents of the given folders. */
export async function buildEvalKb(dirs: string[], env: Record<string, string> = {}): Promise<TEvalKb> {
  const t = await createTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: "100000", RATE_LIMIT_PER_MINUTE: "100000", ...env });
  const fileOfTitle = new Map<string, string>();
  for (const dir of dirs) {
    for (const file of await filesIn(dir)) {
      const bytes = await fs.readFile(file);
      const { documentId } = await ingestDocument(t.app.db, { bytes, fileName: path.basename(file) });
      const doc = await t.app.db.knowledgeDocument.findUniqueOrThrow({
        where: { id: documentId },
        select: { title: true },
      });
      fileOfTitle.set(doc.title, path.basename(file));
    }
  }
  const passages = await t.app.db.knowledgeChunk.count();
  const token = (await signUp(t.app)).access_token;
  return { t, token, fileOfTitle, passages };
}

export async function askChat(
  kb: TEvalKb,
  question: string,
  language: TLanguage,
): Promise<{ response: string; sources: TChatSource[] }> {
  const res = await injectAs(kb.t.app, kb.token, {
    method: "POST",
    url: "/api/chat",
    payload: { message: question, language },
  });
  if (res.statusCode !== 200) throw new Error(`POST /api/chat ${res.statusCode}: ${res.body}`);
  return res.json<{ response: string; sources: TChatSource[] }>();
}

const emptyScore = (): TScore => ({ n: 0, docHits: 0, factHits: 0, refused: 0 });

export async function runEval(kb: TEvalKb, cases: TEvalCase[]): Promise<TReport> {
  const results: TEvalResult[] = [];
  for (const c of cases) {
    const { response, sources } = await askChat(kb, c.question, c.language);
    const notFoundText = localize(offlineAnswerTexts.notFound, c.language);
    const notStatedText = localize(offlineAnswerTexts.notStatedMark, c.language);
    const top3 = sources
      .map((s) => kb.fileOfTitle.get(s.title))
      .filter((f): f is string => f !== undefined)
      .slice(0, 3);
    const found = !response.includes(notFoundText) && top3.length > 0;
    const text = normaliseForFact(response);
    results.push({
      ...c,
      top3,
      found,
      notStated: found && response.includes(notStatedText),
      docHit: found && top3.some((f) => c.expected.includes(f)),
      factHit: found && c.facts.some((f) => text.includes(normaliseForFact(f))),
      answer: response,
    });
  }
  const byScript = { all: emptyScore(), english: emptyScore(), hinglish: emptyScore(), devanagari: emptyScore() };
  const unanswerable = { n: 0, notFound: 0 };
  const nearMiss = { n: 0, notStated: 0, notFound: 0 };
  for (const r of results) {
    if (r.nearMiss) {
      nearMiss.n += 1;
      if (!r.found) nearMiss.notFound += 1;
      else if (r.notStated) nearMiss.notStated += 1;
      continue;
    }
    if (r.expected.length === 0) {
      unanswerable.n += 1;
      if (!r.found) unanswerable.notFound += 1;
      continue;
    }
    for (const s of [byScript.all, byScript[r.script]]) {
      s.n += 1;
      if (r.docHit) s.docHits += 1;
      if (r.factHit) s.factHits += 1;
      if (!r.found) s.refused += 1;
    }
  }
  const lengths = results.map((r) => r.answer.length).sort((a, b) => a - b);
  const mid = lengths.length >> 1;
  const medianChars =
    lengths.length === 0 ? 0 : lengths.length % 2 ? lengths[mid]! : (lengths[mid - 1]! + lengths[mid]!) / 2;
  return { results, byScript, unanswerable, nearMiss, medianChars };
}

const pct = (a: number, n: number) => (n === 0 ? "—" : `${a}/${n} = ${((a / n) * 100).toFixed(0)}%`);

/** A small table for a person to read, with the misses listed under it. */
export function formatReport(name: string, report: TReport, withFacts = true): string {
  const lines = [`${name}:`, `  script       right doc in top 3   key fact in answer   wrongly refused`];
  for (const key of ["english", "hinglish", "devanagari", "all"] as const) {
    const s = report.byScript[key];
    if (s.n === 0) continue;
    lines.push(
      `  ${key.padEnd(12)} ${pct(s.docHits, s.n).padEnd(20)} ${(withFacts ? pct(s.factHits, s.n) : "—").padEnd(20)} ${pct(s.refused, s.n)}`,
    );
  }
  if (report.unanswerable.n > 0)
    lines.push(`  unanswerable → "not found": ${pct(report.unanswerable.notFound, report.unanswerable.n)}`);
  const nm = report.nearMiss;
  if (nm.n > 0)
    lines.push(
      `  near-miss → "not stated" ${nm.notStated}, "not found" ${nm.notFound}: ${pct(nm.notStated + nm.notFound, nm.n)}`,
    );
  const stated = report.results.filter((r) => r.notStated && !r.nearMiss).length;
  lines.push(
    `  median answer ${report.medianChars} characters; answerable or unrelated questions answered "not stated": ${stated}`,
  );
  const misses = report.results.filter((r) =>
    r.nearMiss ? r.found && !r.notStated : r.expected.length > 0 ? !r.docHit || (withFacts && !r.factHit) : r.found,
  );
  if (misses.length > 0) {
    lines.push("  misses:");
    for (const r of misses) {
      const what = r.nearMiss
        ? "stated"
        : r.expected.length === 0
          ? "answered"
          : !r.found
            ? "refused"
            : !r.docHit
              ? "wrong doc"
              : "no fact";
      lines.push(`    [${what}] ${r.question} → ${r.top3.join(", ") || "(not found)"}`);
    }
  }
  return lines.join("\n");
}

export const STARTER = STARTER_DIR;

const LATIN_RUN = /(?:[A-Za-z][\w'’.-]*[\s,()/]+){3,}[A-Za-z][\w'’.-]*/;

/**
 * What a reader should never see in an answer (issue 21): a quoted heading, FAQ question,
 * link-only line, image markdown or scrape header; Devanagari under a Hinglish answer; in a Hindi
 * answer, four Latin words in a row outside a labelled English quote and its source line. Each
 * problem as "question: what".
 */
export function shapeProblems(results: TEvalResult[]): string[] {
  const problems: string[] = [];
  for (const r of results) {
    const say = (what: string) => problems.push(`${r.question}: ${what}`);
    const englishLabel = localize(offlineAnswerTexts.englishQuote, r.language);
    const lines = r.answer.split("\n");
    lines.forEach((line, i) => {
      if (/^\s*#/.test(line)) say(`a heading: ${line}`);
      if (/!\[|\]\(https?:|^\s*(?:>|-|\d+\.)?\s*https?:\/\/\S+\s*$/.test(line)) say(`a link or image: ${line}`);
      if (/\b(?:Title|URL Source|Markdown Content):/.test(line)) say(`a scrape header: ${line}`);
      // A quoted line (not the "not found" reply's suggested questions) that asks a question.
      if (r.found && /^\s*(?:>|-|\d+\.)\s/.test(line) && /[?？]\s*$/.test(line)) say(`a question quoted: ${line}`);
      if (r.language === "hinglish" && /[\u0900-\u097f]/.test(line)) say(`Devanagari in Hinglish: ${line}`);
      if (r.language === "hindi") {
        const labelled = line.includes(englishLabel) || (line.startsWith("— ") && lines[i - 2]?.includes(englishLabel));
        const m = LATIN_RUN.exec(line.replace(/https?:\/\/\S+|\b[\w.-]+\.(?:gov|nic)\.in\S*/g, " "));
        if (!labelled && !line.startsWith("— ") && m) say(`Latin in Hindi: ${m[0]}`);
      }
    });
  }
  return problems;
}
