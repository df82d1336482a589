// The Prisma client over a PostgreSQL connection pool (embedded PGlite or a real server).
import { PrismaPg } from "@prisma/adapter-pg";
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

export function createDbClient(url: string, maxConnections = 10): TDb {
  return new PrismaClient({
    adapter: new PrismaPg({
      connectionString: url,
      max: maxConnections,
      idleTimeoutMillis: IDLE_CONNECTION_MS,
      allowExitOnIdle: true,
    }),
  });
}

export * from "../generated/prisma/client.ts";
