// The system check (issue 22 item 10): at start-up the server looks for what it reads from the
// machine, logs one warning per missing component, and shows admins the list. Poppler is found on
// PATH, as documents/pdf.ts finds it: started with a PATH that lacks pdftotext, the check says so.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_COMPONENTS, ZErrorResponse, ZSystemCheck, type TSystemCheck } from "@sachiv/contracts";
import { apiErrors, tAdmin } from "@sachiv/content";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/database.ts";
import { bodyOf, createTestApp, injectAs, signUp, signUpAdmin, uniqueEmail, type TTestApp } from "./helper.ts";

const componentOf = (check: TSystemCheck, id: (typeof SYSTEM_COMPONENTS)[number]) =>
  check.components.find((c) => c.id === id);

/** Runs `build` with PATH pointing at an empty folder: no pdftotext, pdftoppm or pdfinfo there. */
async function withoutPoppler<T>(build: () => Promise<T>): Promise<T> {
  const emptyBin = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-no-poppler-"));
  const saved = process.env.PATH;
  process.env.PATH = emptyBin;
  try {
    return await build();
  } finally {
    process.env.PATH = saved;
    fs.rmSync(emptyBin, { recursive: true, force: true });
  }
}

describe("GET /api/admin/system, poppler missing", () => {
  let t: TTestApp;
  const adminEmail = uniqueEmail("admin");
  let adminToken: string;
  beforeAll(async () => {
    t = await withoutPoppler(() => createTestApp({ ADMIN_EMAILS: adminEmail }));
    adminToken = (await signUpAdmin(t, adminEmail)).access_token;
  });
  afterAll(async () => t.close());

  it("lists every component, poppler and the AI model missing, each with its fix", async () => {
    const res = await injectAs(t.app, adminToken, { method: "GET", url: "/api/admin/system" });
    expect(res.statusCode, res.body).toBe(200);
    const check = bodyOf(res, ZSystemCheck);
    expect(check.components.map((c) => c.id)).toEqual([...SYSTEM_COMPONENTS]);
    expect(componentOf(check, "poppler")).toEqual({
      id: "poppler",
      ok: false,
      fix: "apt-get install poppler-utils",
    });
    expect(componentOf(check, "ai_model")?.ok).toBe(false);
    expect(componentOf(check, "ai_model")?.fix).toContain("CHAT_MODEL");
    // Shipped with the app (npm): never missing here.
    for (const id of ["ocr_data", "speech"] as const) expect(componentOf(check, id)?.ok, id).toBe(true);
    // pgvector comes with the embedded database; a PostgreSQL server (DATABASE_URL) has it or not.
    const [offered] = await t.app.db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pg_available_extensions WHERE name = 'vector'`;
    expect(componentOf(check, "pgvector")?.ok, "pgvector").toBe(offered!.n > 0);
  });

  it("is for admins only, refused in the admin's language", async () => {
    const noToken = await t.app.inject({ method: "GET", url: "/api/admin/system", headers: { "x-language": "hindi" } });
    expect(noToken.statusCode).toBe(401);
    const user = await signUp(t.app);
    const res = await injectAs(t.app, user.access_token, {
      method: "GET",
      url: "/api/admin/system",
      headers: { "x-language": "hindi" },
    });
    expect(res.statusCode).toBe(403);
    expect(bodyOf(res, ZErrorResponse)).toMatchObject({
      code: "FORBIDDEN_ADMIN_ONLY",
      message: apiErrors.FORBIDDEN_ADMIN_ONLY.hindi,
    });
  });
});

describe("system check at start-up", () => {
  it("logs one warning per missing component, poppler's with what it degrades and the fix", async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString("utf8").split("\n").filter(Boolean))
          lines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      DATA_DIR: "memory",
      WEB_DIST_DIR: "/nonexistent",
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    });
    const database = await openDatabase(config.database);
    const app = await withoutPoppler(() => buildApp(config, { database, logger: { stream } }));
    try {
      const system = lines.filter((l) => l.msg.startsWith("system check:"));
      const poppler = system.filter((l) => l.msg.includes("poppler-utils"));
      expect(poppler).toHaveLength(1);
      expect(poppler[0]!.level).toBe(40); // warn
      expect(poppler[0]!.msg).toContain(tAdmin("admin.system.popplerDegrades", "en"));
      expect(poppler[0]!.msg).toContain("To fix: apt-get install poppler-utils");
      // No AI model is the default (offline), so it is news, not a warning.
      const model = system.filter((l) => l.msg.includes("CHAT_MODEL"));
      expect(model.map((l) => l.level)).toEqual([30]);
      // The admin route serves the same check; it is not run again.
      const first = await app.health.system();
      expect(await app.health.system()).toBe(first);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("finds poppler on the PATH the server was started with, and a configured chat model", async () => {
    const adminEmail = uniqueEmail("admin");
    const t = await createTestApp({ ADMIN_EMAILS: adminEmail, CHAT_MODEL: "gpt-4o-mini" });
    try {
      const admin = await signUpAdmin(t, adminEmail);
      const res = await injectAs(t.app, admin.access_token, { method: "GET", url: "/api/admin/system" });
      const check = bodyOf(res, ZSystemCheck);
      // The README's run command (and .ci/run) installs poppler-utils.
      expect(componentOf(check, "poppler")).toEqual({ id: "poppler", ok: true });
      expect(componentOf(check, "ai_model")).toEqual({ id: "ai_model", ok: true });
    } finally {
      await t.close();
    }
  });
});
