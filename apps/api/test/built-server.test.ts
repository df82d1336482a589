// Production runs the API built into plain JavaScript (scripts/build.mjs → dist/), not through
// tsx. This builds it and runs `node dist/server.js` as `pnpm start` and the Docker image do, then
// uses what depends on the build's layout: the bundled content (a chat answer from the starter
// knowledge base), the parser worker started by file path (a Word file), the voice's engine thread.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS, startApiProcess, type TApiProcess } from "../scripts/replicas.ts";
import { buildDocumentFixtures, type TDocumentFixture } from "./fixtures/documents/make-fixtures.ts";
import { readEvents } from "./helpers/chat-stream.ts";
import { createDbClient } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { seedStarterCorpus } from "../src/modules/knowledge/starter.ts";

const apiDir = path.resolve(import.meta.dirname, "..");
let server: TApiProcess;
let token: string;
let fixtures: Record<string, TDocumentFixture>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-built-"));

beforeAll(async () => {
  execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: apiDir, stdio: "pipe" });
  fixtures = await buildDocumentFixtures();
  const db: Record<string, string> = process.env.DATABASE_URL
    ? { DATABASE_URL: process.env.DATABASE_URL }
    : { DATA_DIR: dataDir };
  if (process.env.DATABASE_URL) {
    // The shared test server holds what the previous test file left, so the server would not seed
    // it: the starter corpus is added here (a document already there is recognised, not doubled),
    // on a schema brought up to date first (this file may be the first to reach the server).
    await migrateDatabase(process.env.DATABASE_URL);
    const client = createDbClient(process.env.DATABASE_URL, 2);
    try {
      await seedStarterCorpus(client);
    } finally {
      await client.$disconnect();
    }
  }
  server = await startApiProcess("built", { ...db, LOG_LEVEL: "warn" }, undefined, undefined, true);
  const signup = await fetch(`${server.base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `built-${Date.now()}@example.com`, password: "a-long-password-1" }),
  });
  expect(signup.status, await signup.clone().text()).toBe(200);
  token = ((await signup.json()) as { session: { access_token: string } }).session.access_token;
}, 240_000);

afterAll(async () => {
  if (server && server.proc.exitCode === null) {
    server.proc.kill("SIGTERM");
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, body: unknown) =>
  fetch(`${server.base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

describe("the built API (node dist/server.js)", () => {
  it("runs without tsx, with production's node flags, which pnpm start and the Dockerfile repeat", () => {
    expect(server.proc.spawnargs).toContain("dist/server.js");
    expect(server.proc.spawnargs.join(" ")).not.toContain("tsx");
    const command = `node ${PRODUCTION_NODE_FLAGS.join(" ")} dist/server.js`;
    expect(server.proc.spawnargs.slice(1).join(" ")).toBe(command.slice("node ".length));
    const pkg = JSON.parse(fs.readFileSync(path.join(apiDir, "package.json"), "utf8")) as {
      scripts: { start: string };
    };
    const env = Object.entries(PRODUCTION_ENV).map(([k, v]) => `${k}=${v}`);
    expect(pkg.scripts.start).toBe([...env, command].join(" "));
    const dockerfile = fs.readFileSync(path.join(apiDir, "../../Dockerfile"), "utf8");
    expect(dockerfile).toContain(`CMD ${JSON.stringify(command.split(" "))}`.replaceAll(",", ", "));
    for (const setting of env) expect(dockerfile).toMatch(new RegExp(`^ENV [^#]*\\b${setting}\\b`, "m"));
  });

  it("answers a question, framed in the reader's language, from the knowledge base", async () => {
    const res = await post("/api/chat/", {
      message: "Gram sabha saal mein kitni baar hoti hai?",
      language: "hinglish",
    });
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = await readEvents(res);
    const text = events.flatMap((e) => (e.type === "chunk" ? [e.chunk] : [])).join("");
    expect(text).toMatch(/^Jawab: .*\n\nDocument mein likha hai:/);
    expect(events.at(-1)).toMatchObject({ type: "done", offline: true });
    expect(text).toContain("teen mahine se zyada ka antar nahi");
  });

  it("reads a Word file in a parser worker", async () => {
    const docx = fixtures.docx!;
    const res = await post("/api/document", {
      image_data: Buffer.from(docx.bytes).toString("base64"),
      document_type: docx.mimeType,
      file_name: docx.fileName,
      language: "hindi",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(JSON.stringify(await res.json())).toMatch(/[\u0900-\u097F]/);
  });

  it("speaks with the offline voice", async () => {
    const res = await post("/api/tts/synthesize", { text: "ग्राम सभा की बैठक", language: "hindi" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/audio\/mpeg/);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
