// Start-up time and memory of the API on the embedded database (new and existing data folder),
// and latency of sign-up, login, an authenticated read and a refresh, over loopback HTTP.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";

// Sign-up + login are capped at 60 a minute per IP: 25 users stay under it.
const N = 25;

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { p50: at(0.5).toFixed(1), p95: at(0.95).toFixed(1), max: s[s.length - 1]!.toFixed(1) };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function start(dataDir: string) {
  const t0 = performance.now();
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: "/nonexistent",
      RATE_LIMIT_PER_MINUTE: "100000",
    }),
    { logger: false },
  );
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const health = await fetch(`${address}/api/health`);
  if (!health.ok) throw new Error(`health ${health.status}`);
  return { app, address, ms: performance.now() - t0 };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-bench-"));
try {
  const cold = await start(dir);
  await cold.app.close();
  const warm = await start(dir);
  console.log("start-up to first healthy answer (embedded PGlite)");
  console.log(`  new data folder       ${cold.ms.toFixed(0)} ms`);
  console.log(`  existing data folder  ${warm.ms.toFixed(0)} ms`);
  console.log(`  RSS after start       ${mb(process.memoryUsage().rss)}`);

  const post = (url: string, body: unknown, token?: string) =>
    fetch(`${warm.address}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const timed = async (fn: () => Promise<Response>) => {
    const t = performance.now();
    const res = await fn();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return performance.now() - t;
  };

  const signup: number[] = [];
  const login: number[] = [];
  const me: number[] = [];
  const refresh: number[] = [];
  for (let i = 0; i < N; i++) {
    const email = `bench${i}@gram.example.in`;
    signup.push(await timed(() => post("/api/auth/signup", { email, password: "Panchayat@2026" })));
    let session: { access_token: string; refresh_token: string } | undefined;
    login.push(
      await timed(async () => {
        const res = await post("/api/auth/login", { email, password: "Panchayat@2026" });
        session = ((await res.clone().json()) as { session: typeof session }).session;
        return res;
      }),
    );
    me.push(
      await timed(() =>
        fetch(`${warm.address}/api/users/me`, { headers: { authorization: `Bearer ${session!.access_token}` } }),
      ),
    );
    refresh.push(await timed(() => post("/api/auth/refresh", { refresh_token: session!.refresh_token })));
  }
  console.log(`\nlatency over ${N} users, ms (one client, loopback HTTP)`);
  console.log("  call              p50     p95     max");
  for (const [name, samples] of Object.entries({ "sign-up": signup, login, "GET /users/me": me, refresh })) {
    const { p50, p95, max } = stats(samples);
    console.log(`  ${name.padEnd(16)} ${p50.padStart(6)}  ${p95.padStart(6)}  ${max.padStart(6)}`);
  }
  console.log(`\nRSS after ${N * 4} calls  ${mb(process.memoryUsage().rss)}`);
  await warm.app.close();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
