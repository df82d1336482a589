// The passages an answer is grounded in: the question's own search, and with a model that
// rewrites questions, its Hindi and English queries too, fused by reciprocal rank.
import { regions } from "@sachiv/content";
import type { TLanguage, TRegionId } from "@sachiv/contracts";
import type { TChatProvider, TPassage } from "../../ai/chat/index.ts";
import type { TEmbedder } from "../../ai/embeddings/types.ts";
import type { TDb } from "../../db/client.ts";
import { tokenSetOf } from "../../lib/text/normalise.ts";
import { isMostlyDevanagari } from "../../lib/text/script.ts";
import { isStateId, statesNamed } from "../../lib/text/states.ts";
import { fuseByReciprocalRank, searchChunks } from "./retrieve.ts";
import type { TSearchHit } from "./types.ts";

const PASSAGES = 12;
/** Shared search words (of the smaller passage) above which two passages are one text in two scripts. */
const TWIN_OVERLAP = 0.5;
/** A twin in the reader's script takes the other's place unless it is much less relevant. */
const TWIN_RELEVANCE = 0.8;

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const token of small) if (large.has(token)) shared += 1;
  return shared / small.size;
}

/**
 * Every starter topic exists in Hindi and in Hinglish, and search finds both versions of a passage
 * with nearly the same relevance (its words are compared by sound, in either script). A reader is
 * answered from the version in their own script: a passage in the other script gives its place to
 * its twin, and a twin already placed makes the other version a duplicate. Passages without a twin
 * (an English circular, say) keep their place.
 */
export function preferReaderScript<T extends TPassage>(passages: T[], language: TLanguage): T[] {
  const wantDevanagari = language === "hindi";
  const items = passages.map((passage) => ({
    passage,
    own: isMostlyDevanagari(passage.content) === wantDevanagari,
    tokens: tokenSetOf(passage.content),
  }));
  const twins = (i: number, j: number) => overlap(items[i]!.tokens, items[j]!.tokens) >= TWIN_OVERLAP;
  const used = new Set<number>();
  const placed: number[] = [];
  items.forEach((item, i) => {
    if (used.has(i)) return;
    used.add(i);
    if (item.own) {
      placed.push(i);
      return;
    }
    // Its twin in the reader's script is already placed: this one would say the same again.
    if (placed.some((k) => items[k]!.own && twins(i, k))) return;
    // Its twin in the reader's script, found further down, takes this place.
    const twin = items.findIndex(
      (x, j) => !used.has(j) && x.own && x.passage.relevance >= item.passage.relevance * TWIN_RELEVANCE && twins(i, j),
    );
    if (twin !== -1) used.add(twin);
    placed.push(twin === -1 ? i : twin);
  });
  return placed.map((k) => items[k]!.passage);
}

/**
 * Issue 25 item 3: the state asked about first — the state the question names, or else the
 * official's own state from Settings. A passage that names other states but none of these
 * (Bihar's Gram Sabha rules, for a sarpanch in Haryana or for "UP mein Gram Sabha kitni baar")
 * moves behind every other passage; the order is otherwise kept, and nothing is dropped.
 */
export function preferHomeState<T extends TPassage>(passages: T[], question: string, homeState?: TRegionId): T[] {
  const asked = statesNamed(question);
  const wanted = asked.length > 0 ? asked : homeState && isStateId(homeState) ? [homeState] : [];
  if (wanted.length === 0) return passages;
  const elsewhere = (p: T) => {
    const named = statesNamed(`${p.title}\n${p.section ?? ""}\n${p.content}`);
    return named.length > 0 && !named.some((id) => wanted.includes(id));
  };
  return [...passages.filter((p) => !elsewhere(p)), ...passages.filter(elsewhere)];
}

/** The search words that bring the home state's passages up: the question and the state's name. */
function stateQuery(question: string, language: TLanguage, homeState?: TRegionId): string | null {
  if (!homeState || statesNamed(question).length > 0) return null;
  const region = regions.find((r) => r.id === homeState && r.id !== "central");
  return region ? `${question} ${language === "hindi" ? region.name.hindi : region.name.hinglish}` : null;
}

/** The passages found, and the queries they were searched with (the question, a model's rewrites). */
export type TRetrieved = { passages: TPassage[]; queries: string[] };

/**
 * Passages for a question; a retrieval failure leaves the answerer without passages, not down.
 * With a model that rewrites questions, its Hindi and English search queries are searched beside
 * the question as asked and the lists fused by reciprocal rank (a passage keeps its best
 * relevance); a failed or slow rewrite leaves the question's own search.
 */
export async function retrievePassages(
  db: TDb,
  question: string,
  language: TLanguage,
  log: (msg: string, err?: unknown) => void,
  embedder?: TEmbedder,
  rewriteQuery?: TChatProvider["rewriteQuery"],
  homeState?: TRegionId,
): Promise<TRetrieved> {
  const search = (q: string) => searchChunks(db, q, { limit: PASSAGES, embedder, log });
  const ordered = (passages: TSearchHit[]) =>
    preferHomeState(preferReaderScript(passages, language), question, homeState);
  try {
    const asked = search(question);
    // With the official's state known, the question is also searched with the state's name.
    const withState = stateQuery(question, language, homeState);
    const stateSearch = withState ? search(withState) : null;
    stateSearch?.catch(() => {}); // awaited below
    if (!rewriteQuery && !stateSearch) return { passages: ordered(await asked), queries: [question] };
    asked.catch(() => {}); // awaited below, after the rewrite
    const queries = rewriteQuery ? await rewriteQuery(question).catch(() => null) : null;
    const extra = [queries?.hindi, queries?.english].filter((q): q is string => Boolean(q?.trim()) && q !== question);
    const lists = await Promise.all([asked, ...extra.map(search), ...(stateSearch ? [stateSearch] : [])]);
    if (lists.length === 1) return { passages: ordered(lists[0]), queries: [question] };
    const byId = new Map<string, TSearchHit>();
    for (const hit of lists.flat()) {
      const seen = byId.get(hit.chunkId);
      if (!seen || hit.relevance > seen.relevance)
        byId.set(hit.chunkId, seen ? { ...seen, relevance: hit.relevance } : hit);
    }
    const fused = fuseByReciprocalRank(lists)
      .slice(0, PASSAGES)
      .map(({ chunkId, score }) => ({ ...byId.get(chunkId)!, score }));
    return { passages: ordered(fused), queries: [question, ...extra, ...(withState ? [withState] : [])] };
  } catch (err) {
    log("chat: retrieval failed", err);
    return { passages: [], queries: [question] };
  }
}
