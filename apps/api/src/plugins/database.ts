// Decorates the app with the database client (`app.db`) and closes it with the app.
import fp from "fastify-plugin";
import type { TDatabase } from "../db/database.ts";
import type { TDb } from "../db/client.ts";
import type { TEmbedder } from "../ai/embeddings/types.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    db: TDb;
    /** The connection the client runs on: its URL, mode (embedded or server) and close. */
    dbConnection: TDatabase;
    /** The embeddings provider (EMBEDDING_MODEL), or undefined: retrieval is full-text only. */
    embedder: TEmbedder | undefined;
  }
}

export default fp<{ database: TDatabase; closeWithApp: boolean; embedder?: TEmbedder }>(
  async (app, opts) => {
    app.decorate("dbConnection", opts.database);
    app.decorate("embedder", opts.embedder);
    app.decorate("db", opts.database.db);
    if (opts.closeWithApp) app.addHook("onClose", async () => opts.database.close());
  },
  { name: "database" },
);
