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
  const embedded = config.mode === "embedded" ? await startEmbeddedDatabase(config.dataDir) : undefined;
  const url = embedded?.url ?? (config.mode === "server" ? config.url : "");
  try {
    await migrateDatabase(url, log);
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  const db = createDbClient(url, embedded ? 4 : 10);
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
