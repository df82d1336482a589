// Builds the real app on a real database for HTTP tests: a fresh in-memory PGlite by default,
// the PostgreSQL server in DATABASE_URL when set (emptied first).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { TSession } from "@sachiv/contracts";
import { loadConfig, type TConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/database.ts";
import type { TDb } from "../src/db/client.ts";
import { buildApp, type TBuildOptions } from "../src/app.ts";

export type TTestApp = { app: FastifyInstance; config: TConfig; close: () => Promise<void> };

export async function createTestApp(
  env: Record<string, string> = {},
  options: Omit<TBuildOptions, "database"> = {},
): Promise<TTestApp> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "memory",
    PUBLIC_URL: "http://sachiv.test",
    WEB_DIST_DIR: "/nonexistent",
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  });
  const database = await openDatabase(config.database);
  if (database.mode === "server") await emptyDatabase(database.db);
  const app = await buildApp(config, { ...options, database, logger: false });
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Empties every table of ours (not the migration bookkeeping) on a shared test server. */
async function emptyDatabase(db: TDb) {
  const tables = await db.$queryRaw<{ tablename: string }[]>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`;
  if (tables.length === 0) return;
  const list = tables.map((t) => `"public"."${t.tablename}"`).join(", ");
  await db.$executeRawUnsafe(`TRUNCATE ${list} CASCADE`);
}

let counter = 0;
export function uniqueEmail(prefix = "sarpanch"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@gram.example.in`;
}

export const PASSWORD = "Panchayat@2026";

export async function signUp(app: FastifyInstance, email = uniqueEmail(), password = PASSWORD): Promise<TSession> {
  const res = await app.inject({ method: "POST", url: "/api/auth/signup", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const session = res.json().session as TSession | null;
  if (!session) throw new Error("sign-up returned no session (email confirmation on?)");
  return session;
}

export function injectAs(
  app: FastifyInstance,
  token: string,
  opts: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${token}` } });
}
