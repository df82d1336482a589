// The embedded database's disk fills up. The server runs in its own mount namespace on a small
// tmpfs (unshare, as root or with user namespaces; skipped where neither is allowed): uploads
// are analysed until the floor of free space is reached, then refused with a clear 507 in the
// user's language; the server stays healthy and signs people in; and the data folder, copied out
// after a clean stop and opened again on a roomy disk, holds every analysis that was accepted.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startApiProcess, type TApiProcess } from "../scripts/replicas.ts";
import { PASSWORD } from "./helper.ts";
import { stringMatching } from "./helpers/matchers.ts";
import { waitUntil } from "@sachiv/test-support/wait";

const canMount = (() => {
  if (process.env.DATABASE_URL || process.platform !== "linux") return false;
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-probe-"));
  const ok =
    spawnSync("unshare", ["-Urm", "sh", "-c", `mount -t tmpfs -o size=1m tmpfs '${probe}'`], { stdio: "ignore" })
      .status === 0;
  fs.rmSync(probe, { recursive: true, force: true });
  return ok;
})();

/** A plain-text circular of ~1.2 MB, different each time (so nothing is deduplicated). */
function circular(n: number): string {
  const words = ["gram", "panchayat", "sabha", "yojana", "kharch", "vikas", "ward", "sadasya", "mukhiya", "sachiv"];
  const lines: string[] = [];
  for (let l = 0; l < 2000; l++) {
    const line: string[] = [];
    for (let w = 0; w < 40; w++)
      line.push(`${words[(l * 7 + w * 3 + n) % words.length]}${(l * 131 + w * 17 + n * 7919) % 100_000}`);
    lines.push(`${line.join(" ")}.`);
  }
  return `Suchna ${n}\n${lines.join("\n")}`;
}

async function json(base: string, url: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const analyse = (base: string, token: string, n: number) =>
  json(
    base,
    "/api/document",
    {
      image_data: Buffer.from(circular(n)).toString("base64"),
      file_name: `suchna-${n}.txt`,
      document_type: "text/plain",
      language: "hindi",
    },
    token,
    {
      "x-language": "hindi",
    },
  );

describe.skipIf(!canMount)("the embedded database's disk fills up", () => {
  const mountDir = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-full-"));
  const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-full-copy-"));
  const servers: TApiProcess[] = [];
  afterAll(() => {
    for (const s of servers) if (s.proc.exitCode === null) s.proc.kill("SIGKILL");
    fs.rmSync(mountDir, { recursive: true, force: true });
    fs.rmSync(copyDir, { recursive: true, force: true });
  });

  it("refuses writes with 507 before the disk is full, stays up, and loses nothing", { timeout: 600_000 }, async () => {
    const env = {
      DATA_DIR: mountDir,
      DATA_DIR_MIN_FREE_MB: "24",
      KB_SEED_ON_START: "false",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000",
      DOCUMENT_RATE_LIMIT_PER_MINUTE: "100000",
    };
    // 90 MB: ~40 MB for a fresh database, the rest filled by analyses. After a clean stop the
    // shell copies the data folder out of the namespace.
    const full = await startApiProcess("full", env, undefined, (argv) => [
      "unshare",
      [
        "-Urm",
        "sh",
        "-c",
        `mount -t tmpfs -o size=90m tmpfs '${mountDir}' && "$@"; cp -a '${mountDir}/.' '${copyDir}/'`,
        "sh",
        ...argv,
      ],
    ]);
    servers.push(full);
    const signedUp = await json(full.base, "/api/auth/signup", { email: "bhara@disk.example.in", password: PASSWORD });
    const token = (signedUp.body.session as { access_token: string }).access_token;

    const accepted: { assistant_id: string; thread_id: string }[] = [];
    let refused: { status: number; body: Record<string, unknown> } | undefined;
    for (let n = 0; n < 40 && !refused; n++) {
      const res = await analyse(full.base, token, n);
      if (res.status === 200) accepted.push(res.body as { assistant_id: string; thread_id: string });
      else refused = res;
    }
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused).toMatchObject({
      status: 507,
      body: { code: "STORAGE_FULL", message: stringMatching(/डिस्क भर गई/) },
    });

    // Still up: health, signing in, asking about an analysed document (reads).
    expect((await fetch(`${full.base}/api/health`)).status).toBe(200);
    const login = await json(full.base, "/api/auth/login", { email: "bhara@disk.example.in", password: PASSWORD });
    expect(login.status).toBe(200);

    // A clean stop (the server itself, inside the namespace), then the copy is opened on a roomy disk.
    const node = execFileSync("pgrep", ["-P", String(full.proc.pid)])
      .toString()
      .trim()
      .split("\n")[0]!;
    process.kill(Number(node), "SIGTERM");
    await full.exited;
    await waitUntil(() => fs.existsSync(path.join(copyDir, "PG_VERSION")), "the data folder to be copied out");

    const after = await startApiProcess("after", { ...env, DATA_DIR: copyDir });
    servers.push(after);
    const again = await json(after.base, "/api/auth/login", { email: "bhara@disk.example.in", password: PASSWORD });
    expect(again.status).toBe(200);
    const token2 = (again.body.session as { access_token: string }).access_token;
    for (const doc of [accepted[0]!, accepted.at(-1)!]) {
      const asked = await json(
        after.base,
        "/api/document/question",
        { ...doc, question: "suchna kis baare mein hai?", language: "hinglish" },
        token2,
      );
      expect(asked.status).toBe(200);
    }
    expect((await analyse(after.base, token2, 99)).status).toBe(200);
    after.proc.kill("SIGTERM");
    await after.exited;
  });
});
