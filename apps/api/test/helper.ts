// Builds the real app on a real database for HTTP tests: a fresh in-memory PGlite by default,
// the PostgreSQL server in DATABASE_URL when set (emptied first).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type * as z from "zod";
import { ZAuthResponse, ZErrorResponse, type TErrorResponse, type TSession } from "@sachiv/contracts";
import { loadConfig, type TConfig } from "../src/config.ts";
import { openDatabase, type TDatabase } from "../src/db/database.ts";
import type { TDb } from "../src/db/client.ts";
import { buildApp, type TBuildOptions } from "../src/app.ts";
import type { TMail } from "../src/modules/auth/mailer.ts";

export type TTestApp = {
  app: FastifyInstance;
  config: TConfig;
  /** Mail the app sent, when it was given neither SMTP_URL nor a mailer. */
  mails: TMail[];
  /** The open database, for a second app on it (another replica). */
  database: TDatabase;
  close: () => Promise<void>;
};

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
  const mails: TMail[] = [];
  const mailer =
    options.mailer ??
    (config.mail.smtpUrl
      ? undefined
      : {
          send: (mail: TMail) => {
            mails.push(mail);
            return Promise.resolve();
          },
        });
  const app = await buildApp(config, { ...options, ...(mailer ? { mailer } : {}), database, logger: false });
  return {
    app,
    config,
    mails,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Empties every table of ours on a shared test server, but the migration bookkeeping and the rows
 * the migrations write (the admin caches' counters), so the server is as a fresh database. */
async function emptyDatabase(db: TDb) {
  const tables = await db.$queryRaw<{ tablename: string }[]>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public'
      AND tablename NOT IN ('_prisma_migrations', 'admin_cache_version')`;
  if (tables.length === 0) return;
  const list = tables.map((t) => `"public"."${t.tablename}"`).join(", ");
  await db.$executeRawUnsafe(`TRUNCATE ${list} CASCADE`);
}

/** A reply's JSON read through its contract: a body of another shape fails the test right here. */
export function bodyOf<TSchema extends z.ZodType>(res: LightMyRequestResponse, schema: TSchema): z.output<TSchema> {
  return schema.parse(res.json());
}

/** The session of a sign-up or login reply; the test fails when there is none. */
export function sessionOf(res: LightMyRequestResponse): TSession {
  const { session } = bodyOf(res, ZAuthResponse);
  if (!session) throw new Error(`no session: ${res.statusCode} ${res.body}`);
  return session;
}

/** The body of a refusal: every 4xx and 5xx reply has this shape. */
export function errorOf(res: LightMyRequestResponse): TErrorResponse {
  return bodyOf(res, ZErrorResponse);
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
  const { session } = bodyOf(res, ZAuthResponse);
  if (!session) throw new Error("sign-up returned no session (email confirmation on?)");
  return session;
}

/** The confirmation link (path and query) in the last mail sent to `email`. */
export function confirmationPath(mails: TMail[], email: string): string {
  const mail = mails.filter((m) => m.to === email).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/confirm\?\S+/)?.[0];
  if (!link) throw new Error(`no confirmation mail for ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Signs up an ADMIN_EMAILS address and follows its confirmation link: an admin session. */
export async function signUpAdmin(t: TTestApp, email: string, password = PASSWORD): Promise<TSession> {
  const session = await signUp(t.app, email, password);
  const confirm = await t.app.inject({ method: "GET", url: confirmationPath(t.mails, email) });
  if (confirm.statusCode !== 303 || confirm.headers.location?.includes("confirm_error")) {
    throw new Error(`confirmation failed: ${confirm.statusCode} ${String(confirm.headers.location)}`);
  }
  return session;
}

export function injectAs(app: FastifyInstance, token: string, opts: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${token}` } });
}
