// N API replicas on one PostgreSQL behind HAProxy (Debian's `haproxy`), on this machine: what
// `pnpm replicas` runs, and what the multi-replica test and bench start. Each replica is the real
// server entry point in its own process; the balancer health-checks /api/health and stops
// sending requests to a replica that stops answering.
//
//   DATABASE_URL=postgresql://… REPLICAS=2 PORT=3000 pnpm replicas
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Node's flags for the built API in production (`pnpm start` and the Dockerfile repeat them; a
 * test checks they agree): the JS heap cap, and WebAssembly — the embedded database, OCR —
 * compiled once by the optimising compiler instead of first by the baseline one and again
 * (bench/README.md, memory: ~70 MB less after start-up, same speed once running).
 */
export const PRODUCTION_NODE_FLAGS: string[] = JSON.parse(
  fs.readFileSync(path.join(apiDir, "production-node-flags.json"), "utf8"),
) as string[];

/**
 * The environment production starts Node with (`pnpm start` and the Dockerfile repeat it; a test
 * checks they agree). MALLOC_ARENA_MAX=2: glibc's malloc otherwise gives each thread that
 * allocates (libuv's pool, V8's helpers, the OCR, speech and parser worker threads, libvips) an
 * arena of its own, up to 8 per core, and memory freed in one arena is rarely handed back — the
 * API's resident memory crept up through a day of mixed use (bench/soak.bench.ts: ~100 MB less
 * after two minutes). MALLOC_MMAP_THRESHOLD_=131072: blocks of 128 KiB and more (photos, page
 * images, chart PNGs, audio, libvips' buffers) are mapped on their own and unmapped when freed;
 * by default glibc raises that threshold (up to 32 MB) each time such a block is freed, after
 * which they are carved from the arenas, which fragment and keep their peak (the soak's mixed use:
 * ~40 MB less at three minutes). Other C libraries ignore both.
 */
export const PRODUCTION_ENV: Record<string, string> = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };

export type TApiProcess = {
  name: string;
  proc: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
};

export type TBalancer = {
  base: string;
  port: number;
  proc: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `check` until it returns true; throws after `timeoutMs`. */
async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One API process (`src/server.ts` through tsx), resolved once its /api/health answers. */
export async function startApiProcess(
  name: string,
  env: Record<string, string>,
  port?: number,
  /** Runs the server's command line inside another (e.g. a private mount namespace). */
  wrap?: (argv: string[]) => [string, string[]],
  /** Runs the built server (dist/, `pnpm --filter @sachiv/api build`) as `pnpm start` does, not the source. */
  built = false,
): Promise<TApiProcess> {
  const listenPort = port ?? (await freePort());
  const argv = built
    ? [process.execPath, ...PRODUCTION_NODE_FLAGS, "dist/server.js"]
    : [process.execPath, "--import", "tsx", "src/server.ts"];
  const [command, args] = wrap ? wrap(argv) : [argv[0]!, argv.slice(1)];
  const proc = spawn(command, args, {
    cwd: apiDir,
    env: { ...(built ? PRODUCTION_ENV : {}), ...process.env, ...env, PORT: String(listenPort), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  proc.stdout.on("data", (d: Buffer) => (output += d.toString()));
  proc.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${listenPort}`;
  await until(
    async () => {
      if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`${name} exited: ${output.slice(-2000)}`);
      return Boolean((await fetch(`${base}/api/health`).catch(() => undefined))?.ok);
    },
    `${name} to answer /api/health`,
    120_000,
  );
  return { name, proc, port: listenPort, base, output: () => output, exited };
}

/** The haproxy binary: on PATH, or where Debian puts it (/usr/sbin is not on a user's PATH). */
function haproxyPath(): string | undefined {
  for (const candidate of ["haproxy", "/usr/sbin/haproxy"]) {
    if (spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0) return candidate;
  }
  return undefined;
}

export function haproxyAvailable(): boolean {
  return haproxyPath() !== undefined;
}

/**
 * HAProxy in front of `backends`: round robin, health checks every 300 ms, 3 failures = out. A
 * check may take up to 2 s: a replica busy opening 500 streams answers /api/health slowly but is
 * alive (with the default — check timeout = interval — both replicas were taken out under the
 * failover bench's 1,000 streams and HAProxy answered 503). A dead replica refuses the connection
 * at once, so it is out within a second, and `retries` + `redispatch 1` send its new requests to
 * another replica before that, at the first retry: plain `redispatch` redispatches only the last
 * one, after a turn-around second before each retry on the same server (a request that met the
 * dead replica took 2.2 s in the failover bench).
 */
export async function startBalancer(backends: { name: string; port: number }[], port?: number): Promise<TBalancer> {
  const listenPort = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-haproxy-"));
  const config = [
    "global",
    "  maxconn 4000",
    "defaults",
    "  mode http",
    "  option forwardfor",
    "  option redispatch 1",
    "  retries 2",
    "  timeout connect 2s",
    "  timeout client 120s",
    "  timeout server 120s",
    "  timeout tunnel 1h",
    "  timeout check 2s",
    "frontend api",
    `  bind 127.0.0.1:${listenPort}`,
    "  default_backend replicas",
    "backend replicas",
    "  balance roundrobin",
    "  option httpchk GET /api/health",
    "  http-check expect status 200",
    // Which replica answered (the tests and the failover bench read it).
    "  http-response set-header x-replica %s",
    "  default-server inter 300ms fall 3 rise 1",
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
    "",
  ].join("\n");
  fs.writeFileSync(path.join(dir, "haproxy.cfg"), config);
  const binary = haproxyPath();
  if (!binary) throw new Error("haproxy not found: apt-get install haproxy");
  const proc = spawn(binary, ["-db", "-f", path.join(dir, "haproxy.cfg")], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  proc.stdout.on("data", (d: Buffer) => (output += d.toString()));
  proc.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${listenPort}`;
  await until(
    async () => {
      if (proc.exitCode !== null) throw new Error(`haproxy exited: ${output}`);
      return Boolean((await fetch(`${base}/api/health`).catch(() => undefined))?.ok);
    },
    "haproxy to answer",
    30_000,
  );
  return {
    base,
    port: listenPort,
    proc,
    output: () => output,
    async stop() {
      if (proc.exitCode === null) proc.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `count` replicas and a balancer; `stop()` ends them all. */
export async function startReplicas(count: number, env: Record<string, string>, balancerPort?: number) {
  const replicas = await Promise.all(Array.from({ length: count }, (_, i) => startApiProcess(`api${i + 1}`, env)));
  const balancer = await startBalancer(
    replicas.map((r) => ({ name: r.name, port: r.port })),
    balancerPort,
  );
  return {
    replicas,
    balancer,
    async stop() {
      await balancer.stop();
      for (const r of replicas) if (r.proc.exitCode === null && r.proc.signalCode === null) r.proc.kill("SIGTERM");
      await Promise.all(replicas.map((r) => r.exited));
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const env = process.env;
  if (!env.DATABASE_URL) {
    console.error("replicas share one PostgreSQL: set DATABASE_URL (the embedded database serves one process only)");
    process.exit(1);
  }
  if (!haproxyAvailable()) {
    console.error("haproxy not found: apt-get install haproxy");
    process.exit(1);
  }
  const count = Number(env.REPLICAS ?? 2);
  const set = await startReplicas(count, { DATABASE_URL: env.DATABASE_URL }, Number(env.PORT ?? 3000));
  for (const r of set.replicas) console.log(`${r.name}: ${r.base} (pid ${r.proc.pid})`);
  console.log(`balancer: ${set.balancer.base} → ${count} replicas`);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => void set.stop().then(() => process.exit(0)));
}
