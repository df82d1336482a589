// The chat's background work: the trigram indexes of the admins' conversation search (created
// before the app is ready) and, once it is, the romanised search form of messages stored before
// that column existed. Stops with the app.
import fp from "fastify-plugin";
import { backfillSearchText, ensureSearchIndexes } from "./search-indexes.ts";

export default fp(
  async (app) => {
    const log = (msg: string, err?: unknown) => (err ? app.log.warn({ err }, msg) : app.log.info(msg));
    await ensureSearchIndexes(app.db, log);
    let closing = false;
    app.addHook("onReady", async () => {
      void backfillSearchText(app.db, () => closing).then(
        (n) => n > 0 && log(`admin: romanised ${n} messages for conversation search`),
        (err: unknown) => !closing && log("admin: could not romanise older messages", err),
      );
    });
    app.addHook("preClose", async () => {
      closing = true;
    });
  },
  { name: "chat-background", dependencies: ["database"] },
);
