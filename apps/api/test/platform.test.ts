// Health, OpenAPI document, migrations and serving the web app.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { MIGRATIONS_DIR, migrateDatabase, readMigrations } from "../src/db/migrate.ts";
import { ZHealth } from "@sachiv/contracts";
import { bodyOf, createTestApp, errorOf, type TTestApp } from "./helper.ts";

/** The parts of an OpenAPI 3 document this test reads. */
type TOpenApiDocument = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }> | undefined
  >;
};

describe("platform", () => {
  let t: TTestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-dist-"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>AI Sachiv</title><div id=root></div>");
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "assets", "app-1234.js"), "console.log('hi')");
    fs.writeFileSync(path.join(dist, "assets", "app-1234.js.br"), zlib.brotliCompressSync("console.log('hi')"));
    // The web build's per-screen pages (apps/web/build/route-preload.ts).
    fs.mkdirSync(path.join(dist, "pages"));
    fs.writeFileSync(path.join(dist, "pages", "chat.html"), "<!doctype html><title>AI Sachiv</title><!--chat-->");
    fs.writeFileSync(
      path.join(dist, "pages", "routes.json"),
      JSON.stringify({ "/": "pages/chat.html", "/chat": "pages/chat.html", "/evil": "../../etc/passwd" }),
    );
    t = await createTestApp({
      WEB_DIST_DIR: dist,
      CHAT_MODEL: "gpt-4o-mini",
      OPENAI_BASE_URL: "http://127.0.0.1:9/v1",
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("reports the database and which providers are configured or offline", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    const body = bodyOf(res, ZHealth);
    expect(body.status).toBe("ok");
    expect(body.database.status).toBe("up");
    expect(body.database.mode).toBe(process.env.DATABASE_URL ? "server" : "embedded");
    if (!process.env.DATABASE_URL) expect(body.database.vector).toBe(true); // PGlite ships pgvector
    expect(body.providers.chat).toMatchObject({ mode: "configured", provider: "openai-compatible" });
    expect(body.providers.embeddings).toMatchObject({ mode: "offline", provider: "lexical-only" });
    expect(body.providers.tts).toMatchObject({ mode: "offline", provider: "espeak-ng" });
    expect(body.providers.ocr).toMatchObject({ mode: "offline", provider: "tesseract.js" });
  });

  it("publishes an OpenAPI document built from the contracts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json<TOpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/auth/login", "/api/users/me", "/api/admin/statistics"]),
    );
    expect(doc.paths["/api/auth/signup"]?.post?.requestBody?.content["application/json"]?.schema.required).toEqual(
      expect.arrayContaining(["email", "password"]),
    );
  });

  it("serves the web app, falling back to index.html for client routes", async () => {
    const page = await t.app.inject({ method: "GET", url: "/chat" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("AI Sachiv");
    // A screen's own page (which preloads that screen's chunks) for that route and the one
    // redirecting to it; index.html for every other client route and for what the map must not name.
    for (const url of ["/chat", "/chat/", "/chat?x=1", "/"])
      expect((await t.app.inject({ method: "GET", url })).body, url).toContain("<!--chat-->");
    for (const url of ["/login", "/chat/more", "/evil"]) {
      const other = await t.app.inject({ method: "GET", url });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).toContain("<div id=root>");
    }
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect(asset.body).toBe("console.log('hi')");
    // The build's precompressed copy goes to clients that accept it.
    const br = await t.app.inject({
      method: "GET",
      url: "/assets/app-1234.js",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    // A script fetched as such goes without the page-only security headers (~0.7 KB less on slow
    // 3G); pages keep them, and so does a script fetched as a worker.
    expect(asset.headers["content-security-policy"]).toBeDefined();
    const script = await t.app.inject({
      method: "GET",
      url: "/assets/app-1234.js",
      headers: { "sec-fetch-dest": "script" },
    });
    expect(script.headers["content-security-policy"]).toBeUndefined();
    expect(script.headers["x-frame-options"]).toBeUndefined();
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    const worker = await t.app.inject({
      method: "GET",
      url: "/assets/app-1234.js",
      headers: { "sec-fetch-dest": "worker" },
    });
    expect(worker.headers["content-security-policy"]).toBeDefined();
    expect(page.headers["content-security-policy"]).toBeDefined();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe("console.log('hi')");
    const api404 = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(api404.statusCode).toBe(404);
    expect(errorOf(api404).code).toBe("NOT_FOUND");
  });

  it("applies migrations once: a second run changes nothing", async () => {
    const url = t.app.dbConnection.url;
    expect(readMigrations().length).toBeGreaterThan(0);
    expect(await migrateDatabase(url)).toEqual([]);
    const rows = await t.app.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "_prisma_migrations"`;
    expect(Number(rows[0]!.n)).toBe(readMigrations().length);
  });

  it("refuses to start on a database where an applied migration has since been edited", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-migrations-"));
    try {
      const one = path.join(dir, "20990101000000_fixture");
      fs.mkdirSync(one);
      fs.writeFileSync(path.join(one, "migration.sql"), "CREATE TABLE migrate_fixture (id int);");
      expect(await migrateDatabase(t.app.dbConnection.url, () => {}, dir)).toEqual(["20990101000000_fixture"]);
      fs.writeFileSync(path.join(one, "migration.sql"), "CREATE TABLE migrate_fixture (id bigint);");
      await expect(migrateDatabase(t.app.dbConnection.url, () => {}, dir)).rejects.toThrow(
        /Migration 20990101000000_fixture was changed after it was applied.*new migration/,
      );
    } finally {
      await t.app.db.$executeRawUnsafe(
        `DELETE FROM "_prisma_migrations" WHERE migration_name = '20990101000000_fixture'`,
      );
      await t.app.db.$executeRawUnsafe("DROP TABLE IF EXISTS migrate_fixture");
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stops start-up with a clear error when an applied migration was edited since", async () => {
    // Its own embedded database on disk: started once, a migration's recorded checksum changed as
    // if its migration.sql had been edited afterwards, then started again.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-edited-migration-"));
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dir,
      PUBLIC_URL: "http://sachiv.test",
      WEB_DIST_DIR: "/nonexistent",
    });
    try {
      const first = await buildApp(config, { logger: false });
      const [migration] = readMigrations();
      await first.db.$executeRaw`
        UPDATE "_prisma_migrations" SET checksum = ${"0".repeat(64)} WHERE migration_name = ${migration!.name}`;
      await first.close();
      await expect(buildApp(config, { logger: false })).rejects.toThrow(
        `Migration ${migration!.name} was changed after it was applied to this database`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it("the schema and the migrations' snapshot agree (a schema change without its migration fails here)", () => {
    const prismaDir = path.join(MIGRATIONS_DIR, "..");
    const schema = fs.readFileSync(path.join(prismaDir, "schema.prisma"), "utf8");
    const snapshot = fs.readFileSync(path.join(MIGRATIONS_DIR, "schema.snapshot.prisma"), "utf8");
    expect(snapshot).toBe(schema);
  });

  it("uses a UTF-8 database so Hindi words tokenise", async () => {
    const [db] = await t.app.db.$queryRaw<{ encoding: string; ctype: string }[]>`
      SELECT pg_encoding_to_char(encoding) AS encoding, datctype AS ctype FROM pg_database WHERE datname = current_database()`;
    expect(db).toEqual({ encoding: "UTF8", ctype: "C.UTF-8" });
    const rows = await t.app.db.$queryRaw<{ words: string }[]>`
      SELECT array_to_string(tsvector_to_array(to_tsvector('simple', 'ग्राम सभा की बैठक।')), ' ') AS words`;
    expect(rows[0]!.words.split(" ").sort()).toEqual(["की", "ग्राम", "बैठक", "सभा"].sort());
  });
});
