// Indexes that keep the admin's conversation search fast at 100k conversations: trigram (pg_trgm)
// GIN indexes for ILIKE '%…%' on message text and its romanised form, both squashed
// (search-text.ts), and on user emails. Created at start-up rather than in a migration, because
// pg_trgm is an extension a server may lack: then the search still works, only slower, and the
// log says so. Also fills the romanised form of messages written before it existed.
import type { TDb } from "../../db/client.ts";
import { gluedSearchTextSql, messageSearchText, squashedSql } from "./search-text.ts";

const LOCK_KEY = 72_410_005; // serialises replicas creating the same indexes

// IF NOT EXISTS goes by name: an index whose expression changes needs a new name.
export const SEARCH_INDEXES = [
  `CREATE INDEX IF NOT EXISTS messages_content_squashed_trgm_idx ON messages USING gin ((${squashedSql("content")}) gin_trgm_ops)`,
  `CREATE INDEX IF NOT EXISTS messages_search_glued_trgm_idx ON messages USING gin ((${gluedSearchTextSql("search_text")}) gin_trgm_ops)`,
  `CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (email gin_trgm_ops)`,
  // Their unsquashed forerunners: a common trigram ("  s", "ur ") made each search read most of
  // their posting lists, and a word next to a number ("sitapur-3") return thousands of messages.
  `DROP INDEX IF EXISTS messages_content_trgm_idx`,
  `DROP INDEX IF EXISTS messages_search_text_trgm_idx`,
];

/** True when the trigram indexes exist (or were just made). */
export async function ensureSearchIndexes(db: TDb, log: (msg: string) => void): Promise<boolean> {
  try {
    await db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_KEY})`;
        await tx.$executeRawUnsafe(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        for (const sql of SEARCH_INDEXES) await tx.$executeRawUnsafe(sql);
      },
      { timeout: 30 * 60_000, maxWait: 60_000 },
    );
    return true;
  } catch (err) {
    log(`admin: conversation search runs without trigram indexes (pg_trgm unavailable: ${(err as Error).message})`);
    return false;
  }
}

/** Gives messages stored before the search_text column their romanised form, a batch at a time. */
export async function backfillSearchText(
  db: TDb,
  shouldStop: () => boolean = () => false,
  batch = 500,
): Promise<number> {
  let done = 0;
  while (!shouldStop()) {
    const rows = await db.message.findMany({
      where: { searchText: null },
      select: { id: true, content: true },
      take: batch,
    });
    if (rows.length === 0) break;
    await db.$executeRaw`
      UPDATE messages m SET search_text = t.search_text
      FROM unnest(${rows.map((r) => r.id)}::uuid[], ${rows.map((r) => messageSearchText(r.content))}::text[]) AS t(id, search_text)
      WHERE m.id = t.id`;
    done += rows.length;
  }
  return done;
}
