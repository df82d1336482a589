// A @fastify/rate-limit store in PostgreSQL, so every API replica counts the same requests.
// Atomic upserts; expired windows restart at the increment. Far from the limit the request does
// not wait for one: this process keeps its own count per key (the larger of its own and the
// database's last answer) and answers at once while that is at most half the limit, so a chat
// question does not queue behind a counter; its increment goes to the database on the next turn
// of the event loop, with the others of that turn. Nearer the limit every answer is the database's.
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { TDb } from "../db/client.ts";

/** Rows whose window ended this long ago are deleted now and then. */
const SWEEP_AFTER_MS = 60 * 60 * 1000;
const SWEEP_PROBABILITY = 0.01;

type TLocalCount = { count: number; resetAt: number };
type TRow = { current: number; ttl: number };

export function createPgRateLimitStore(db: TDb) {
  const local = new Map<string, TLocalCount>();
  /**
   * This process's upserts of one key run one after another: a request that waits for the
   * database must see the increments of the earlier ones that did not wait, or a burst from one
   * client could be counted short.
   */
  const chains = new Map<string, Promise<TRow | undefined>>();
  let sweptAt = Date.now();
  const sweep = (now: number) => {
    if (now - sweptAt < 60_000) return;
    sweptAt = now;
    for (const [key, entry] of local) if (entry.resetAt <= now) local.delete(key);
  };

  /** Increments counted here and not yet sent, per key. */
  const pending = new Map<string, number>();
  /** Keys whose pending increments go out on the next turn of the event loop, with that upsert. */
  const scheduled = new Map<string, Promise<TRow | undefined>>();

  /**
   * Sends a key's pending increments in one upsert (expired windows restart at the increment).
   * This process's upserts of one key run one after another: a request that waits for the
   * database must see the increments of the earlier ones that did not wait.
   */
  function flush(key: string, windowMs: number): Promise<TRow | undefined> {
    const previous = chains.get(key) ?? Promise.resolve(undefined);
    const upsert = previous.then(async (before): Promise<TRow | undefined> => {
      const n = pending.get(key) ?? 0;
      pending.delete(key);
      // Already sent by the upsert before this one, which answered for them.
      if (n === 0) return before;
      const rows = await db.$queryRaw<TRow[]>`
        INSERT INTO "rate_limits" ("key", "count", "reset_at")
        VALUES (${key}, ${n}, now() + make_interval(secs => ${windowMs / 1000}))
        ON CONFLICT ("key") DO UPDATE SET
          "count" = CASE WHEN "rate_limits"."reset_at" <= now() THEN ${n} ELSE "rate_limits"."count" + ${n} END,
          "reset_at" = CASE WHEN "rate_limits"."reset_at" <= now() THEN EXCLUDED."reset_at" ELSE "rate_limits"."reset_at" END
        RETURNING "count" AS current,
          GREATEST(0, CEIL(EXTRACT(EPOCH FROM ("reset_at" - now())) * 1000))::int AS ttl`;
      if (Math.random() < SWEEP_PROBABILITY) {
        db.$executeRaw`DELETE FROM "rate_limits" WHERE "reset_at" < now() - make_interval(secs => ${SWEEP_AFTER_MS / 1000})`.catch(
          () => {},
        );
      }
      return rows[0];
    });
    const settled = upsert.catch((): TRow | undefined => undefined);
    chains.set(key, settled);
    void settled.then(() => {
      if (chains.get(key) === settled) chains.delete(key);
    });
    return upsert;
  }

  /**
   * The key's pending increments, sent on the event loop's next turn: after the request that
   * counted them has started its own work (a chat question its model call), and together with
   * the other requests of the same turn — one upsert per key, not one per request.
   */
  function later(key: string, windowMs: number): Promise<TRow | undefined> {
    let upsert = scheduled.get(key);
    if (!upsert) {
      upsert = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        scheduled.delete(key);
        return flush(key, windowMs);
      });
      scheduled.set(key, upsert);
    }
    return upsert;
  }

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
      // Far from the limit the increment waits a moment and goes to the database with the others
      // of that moment, in one upsert; nearer the limit it goes at once and its answer is used.
      pending.set(fullKey, (pending.get(fullKey) ?? 0) + 1);
      const upsert = answered ? later(fullKey, windowMs) : flush(fullKey, windowMs);
      upsert
        .then((row) => {
          if (row) {
            // Other replicas' requests count too; the window is the database's.
            counted.count = Math.max(counted.count, Number(row.current));
            counted.resetAt = Date.now() + Number(row.ttl);
          }
          if (!answered) callback(null, { current: Number(row?.current ?? 1), ttl: Number(row?.ttl ?? windowMs) });
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
