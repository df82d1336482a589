// A @fastify/rate-limit store in PostgreSQL, so every API replica counts the same requests.
// One atomic upsert per counted request; expired windows restart at 1. Far from the limit the
// request does not wait for it: this process keeps its own count per key (the larger of its own
// and the database's last answer) and answers at once while that is at most half the limit, so a
// chat question does not queue behind a counter. Nearer the limit every answer is the database's.
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { TDb } from "../db/client.ts";

/** Rows whose window ended this long ago are deleted now and then. */
const SWEEP_AFTER_MS = 60 * 60 * 1000;
const SWEEP_PROBABILITY = 0.01;

type TLocalCount = { count: number; resetAt: number };

export function createPgRateLimitStore(db: TDb) {
  const local = new Map<string, TLocalCount>();
  /**
   * This process's upserts of one key run one after another: a request that waits for the
   * database must see the increments of the earlier ones that did not wait, or a burst from one
   * client could be counted short.
   */
  const chains = new Map<string, Promise<unknown>>();
  let sweptAt = Date.now();
  const sweep = (now: number) => {
    if (now - sweptAt < 60_000) return;
    sweptAt = now;
    for (const [key, entry] of local) if (entry.resetAt <= now) local.delete(key);
  };

  return class PgRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options?: unknown, prefix = "global:") {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max?: number,
    ): void {
      const windowMs = Math.max(1, Math.round(timeWindow));
      const fullKey = this.prefix + key;
      const now = Date.now();
      sweep(now);
      let entry = local.get(fullKey);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        local.set(fullKey, entry);
      }
      entry.count += 1;
      const counted = entry;
      const answered = max !== undefined && counted.count * 2 <= max;
      if (answered) callback(null, { current: counted.count, ttl: Math.max(0, counted.resetAt - now) });
      const previous = chains.get(fullKey) ?? Promise.resolve();
      const upsert = previous.then(
        () => db.$queryRaw<{ current: number; ttl: number }[]>`
        INSERT INTO "rate_limits" ("key", "count", "reset_at")
        VALUES (${this.prefix + key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        ON CONFLICT ("key") DO UPDATE SET
          "count" = CASE WHEN "rate_limits"."reset_at" <= now() THEN 1 ELSE "rate_limits"."count" + 1 END,
          "reset_at" = CASE WHEN "rate_limits"."reset_at" <= now() THEN EXCLUDED."reset_at" ELSE "rate_limits"."reset_at" END
        RETURNING "count" AS current,
          GREATEST(0, CEIL(EXTRACT(EPOCH FROM ("reset_at" - now())) * 1000))::int AS ttl`,
      );
      const settled = upsert.catch(() => {});
      chains.set(fullKey, settled);
      void settled.then(() => {
        if (chains.get(fullKey) === settled) chains.delete(fullKey);
      });
      upsert
        .then((rows) => {
          const row = rows[0];
          if (row) {
            // Other replicas' requests count too; the window is the database's.
            counted.count = Math.max(counted.count, Number(row.current));
            counted.resetAt = Date.now() + Number(row.ttl);
          }
          if (!answered) callback(null, { current: Number(row?.current ?? 1), ttl: Number(row?.ttl ?? windowMs) });
          if (Math.random() < SWEEP_PROBABILITY) {
            db.$executeRaw`DELETE FROM "rate_limits" WHERE "reset_at" < now() - make_interval(secs => ${SWEEP_AFTER_MS / 1000})`.catch(
              () => {},
            );
          }
        })
        .catch((err: Error) => {
          // A database hiccup must not lock anyone out (skipOnError lets the request through).
          if (!answered) callback(err);
        });
    }

    /**
     * A route with its own limit counts in its own bucket. The typings promise route options,
     * but @fastify/rate-limit 11 passes its merged settings with the route under `routeInfo`.
     */
    child(params: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const route = (params as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(",") : (route.method ?? "");
      // A limiter made with app.createRateLimit has no route: its keys carry their own prefix.
      return new PgRateLimitStore(undefined, route.url ? `${method} ${route.url}:` : "");
    }
  };
}
