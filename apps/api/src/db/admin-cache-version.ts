// The admin caches' change counters (table admin_cache_version, one row per cache): database
// triggers raise a cache's counter through admin_cache_bump(name) on every write that cache reads
// (migration 20261127012205_admin_cache_version). A replica keeps what it computed under the value
// it read before computing, and serves it only while the counter has not moved.
import type { TDb } from "./client.ts";

/** The caches that have a counter; each is a row the migrations write. */
export type TAdminCache = "knowledge_gaps" | "admin_statistics";

/** The cache's counter now; null when its row is missing (then nothing may be served from cache). */
export async function adminCacheVersion(db: TDb, cache: TAdminCache): Promise<bigint | null> {
  const row = await db.adminCacheVersion.findUnique({ where: { name: cache } });
  return row?.version ?? null;
}
