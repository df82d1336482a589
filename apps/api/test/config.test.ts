// The configuration: .env.example documents exactly the variables the API reads, with their
// defaults; every flag is read the same way (JOBS_WORKER=0 used to stop start-up); an empty value
// is "not set".
import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZIngestionResult } from "@sachiv/contracts";
import { waitUntil } from "@sachiv/test-support/wait";
import { buildApp } from "../src/app.ts";
import { CONFIG_VARIABLES, loadConfig, repoRoot } from "../src/config.ts";
import { bodyOf, injectAs } from "./helper.ts";
import { createAdminTestApp, multipart, type TAdminTestApp } from "./helpers/admin.ts";

const exampleText = fs.readFileSync(path.join(repoRoot, ".env.example"), "utf8");
const exampleNames = [...exampleText.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);

/** VITE_* variables the web app's build reads (they are in .env.example too). */
function webBuildVariables(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.(ts|tsx)$/.test(entry.name)) {
        for (const m of fs.readFileSync(p, "utf8").matchAll(/\bVITE_[A-Z0-9_]+/g)) names.add(m[0]);
      }
    }
  };
  walk(path.join(repoRoot, "apps/web/src"));
  return names;
}

describe(".env.example", () => {
  it("documents every variable the API reads, once", () => {
    const missing = CONFIG_VARIABLES.filter((name) => !exampleNames.includes(name));
    expect(missing, "variables in config.ts but not in .env.example").toEqual([]);
    expect(exampleNames.filter((name, i) => exampleNames.indexOf(name) !== i)).toEqual([]);
  });

  it("holds no variable nobody reads", () => {
    const web = webBuildVariables();
    const unknown = exampleNames.filter((name) => !CONFIG_VARIABLES.includes(name) && !web.has(name));
    expect(unknown, "variables in .env.example that neither config.ts nor apps/web reads").toEqual([]);
  });

  it("shows the defaults: copied as it is, it configures what no .env at all does", () => {
    expect(loadConfig(parseEnv(exampleText))).toEqual(loadConfig({}));
  });
});

describe("values", () => {
  it("reads every flag the same way: true/false, 1/0, yes/no in any case", () => {
    const flags = { JOBS_WORKER: "jobs.worker", KB_SEED_ON_START: "kbSeedOnStart" } as const;
    for (const [name, key] of Object.entries(flags)) {
      const read = (v: string) => {
        const c = loadConfig({ [name]: v });
        return key === "jobs.worker" ? c.jobs.worker : c.kbSeedOnStart;
      };
      for (const v of ["true", "1", "yes", "YES", "True"]) expect(read(v), `${name}=${v}`).toBe(true);
      for (const v of ["false", "0", "no", "No", "FALSE"]) expect(read(v), `${name}=${v}`).toBe(false);
    }
    expect(loadConfig({ AUTH_REQUIRE_EMAIL_CONFIRMATION: "Yes" }).auth.requireEmailConfirmation).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "No" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
  });

  it("refuses a flag it cannot read, naming every bad variable", () => {
    expect(() => loadConfig({ JOBS_WORKER: "sometimes", PORT: "http" })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}JOBS_WORKER: "sometimes" is not true\/false, 1\/0 or yes\/no/,
    );
  });

  it("takes an empty value as not set, numbers included", () => {
    const c = loadConfig({ PORT: "", JOBS_WORKER: "", DATA_DIR: " ", CHAT_TIMEOUT_MS: "" });
    expect(c.port).toBe(3000);
    expect(c.jobs.worker).toBe(true);
    expect(c.ai.chatTimeoutMs).toBe(30_000);
    expect(c.database).toMatchObject({ mode: "embedded", dataDir: path.join(repoRoot, "data") });
  });
});

describe("JOBS_WORKER=0", () => {
  let t: TAdminTestApp;
  beforeAll(async () => {
    // Used to stop start-up ("JOBS_WORKER: Invalid option"): the flag only knew "true"/"false".
    t = await createAdminTestApp({ JOBS_WORKER: "0", JOB_POLL_MS: "100" });
  });
  afterAll(async () => t?.close());

  it("starts an API that queues ingestion jobs and leaves them to a worker elsewhere", async () => {
    expect(t.config.jobs.worker).toBe(false);
    const res = await injectAs(t.app, t.adminToken, {
      method: "POST",
      url: "/api/admin/documents/upload",
      ...multipart([{ name: "worker-band.txt", bytes: "Gram sabha ki baithak har teen mahine hoti hai.\n" }]),
    });
    expect(res.statusCode, res.body).toBe(202);
    const jobId = bodyOf(res, ZIngestionResult).job_id!;
    const job = () => t.app.db.ingestionJob.findUniqueOrThrow({ where: { id: jobId } });
    expect((await job()).status).toBe("queued");

    // Another instance, with JOBS_WORKER=YES, on the same database runs it.
    const jobs = loadConfig({ JOBS_WORKER: "YES", JOB_POLL_MS: "100" }).jobs;
    const worker = await buildApp({ ...t.config, jobs }, { database: t.app.dbConnection, logger: false });
    try {
      await worker.ready();
      const done = await waitUntil(async () => {
        const { status } = await job();
        return status !== "queued" && status !== "running" && status;
      }, "the job to finish on the worker instance");
      expect(done).toBe("completed");
    } finally {
      await worker.close();
    }
  });
});
