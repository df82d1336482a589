// The Prisma client over a PostgreSQL connection pool (embedded PGlite or a real server).
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client.ts";

export type TDb = PrismaClient;

/**
 * How long an unused connection stays open. pg's default (10 s) closed them between the questions
 * of a quiet office, so most questions paid for a new connection: its setup, a server process
 * with cold caches, and the search function compiled and planned again (the first search on a
 * new connection takes 3–8 ms longer than on a warm one, besides opening it; bench/retrieval).
 * A database restart still drops them (pg removes a pooled connection that errors while idle).
 * Idle connections do not keep a script's process alive.
 */
export const IDLE_CONNECTION_MS = 5 * 60_000;

/** The connection pool under each client, for the metrics (connections in use, requests waiting). */
const pools = new WeakMap<TDb, pg.Pool>();

export type TPoolUse = { total: number; idle: number; waiting: number; max: number };

export function poolUse(db: TDb): TPoolUse | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max };
}

export function createDbClient(url: string, maxConnections = 10): TDb {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    allowExitOnIdle: true,
  });
  // Given the pool, the adapter ends it at $disconnect (disposeExternalPool), as its own.
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(db, pool);
  return db;
}

export * from "../generated/prisma/client.ts";
