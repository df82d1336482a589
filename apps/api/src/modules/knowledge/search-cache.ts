// The same question is asked again and again ("job card kaise banta hai"): its hits are kept for
// a minute, so a repeat does not wait on the database. Ingestion in this process forgets them at
// once (forgetSearches); another replica's new documents show up within the minute.
import type { TDb } from "../../db/client.ts";
import type { TSearchHit } from "./types.ts";

export const CACHE_MS = 60_000;
export const CACHE_MAX = 500;
export const searchCache = new WeakMap<object, Map<string, { until: number; hits: Promise<TSearchHit[]> }>>();

/** Drops the remembered searches of a database (after its knowledge base changed). */
export function forgetSearches(db: TDb): void {
  searchCache.get(db)?.clear();
}
