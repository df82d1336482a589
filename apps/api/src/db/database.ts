// Opens the configured database (embedded or server), migrates it and hands out the client.
import type { TConfig } from "../config.ts";
import { createDbClient, type TDb } from "./client.ts";
import { startEmbeddedDatabase } from "./embedded.ts";
import { migrateDatabase } from "./migrate.ts";

export type TDatabase = {
  db: TDb;
  url: string;
  mode: "embedded" | "server";
  close: () => Promise<void>;
};

export async function openDatabase(
  config: TConfig["database"],
  log: (msg: string) => void = () => {},
): Promise<TDatabase> {
  const embedded =
    config.mode === "embedded"
      ? await startEmbeddedDatabase(config.dataDir, { sharedBuffersMb: config.sharedBuffersMb })
      : undefined;
  const url = embedded?.url ?? (config.mode === "server" ? config.url : "");
  try {
    await migrateDatabase(url, log);
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  const db = createDbClient(url, embedded ? 4 : 10);
  await warnIfNotUtf8(db, log);
  return {
    db,
    url,
    mode: config.mode,
    async close() {
      await db.$disconnect();
      await embedded?.stop();
    },
  };
}

/** Hindi full-text search needs a UTF-8 database with a UTF-8 ctype (C.UTF-8): say so if not. */
async function warnIfNotUtf8(db: TDb, log: (msg: string) => void): Promise<void> {
  const [row] = await db.$queryRaw<{ encoding: string; ctype: string }[]>`
    SELECT pg_encoding_to_char(encoding) AS encoding, datctype AS ctype
    FROM pg_database WHERE datname = current_database()`;
  if (!row) return;
  const utf8 = (s: string) => /utf-?8/i.test(s);
  if (!utf8(row.encoding) || !utf8(row.ctype)) {
    log(
      `warning: database encoding ${row.encoding}, ctype ${row.ctype}: Hindi search needs UTF8 with a ` +
        "UTF-8 ctype; create the database with --locale=C.UTF-8 --encoding=UTF8",
    );
  }
}
