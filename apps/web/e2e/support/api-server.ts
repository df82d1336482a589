// Runs the real API (which also serves apps/web/dist) as a child process on a free port with a
// throw-away data folder, and stops its whole process group afterwards. The API runs as its own
// process from apps/api, built as production runs it (dist/server.js, `pnpm e2e` builds it): the
// web package neither imports it nor depends on it. Not `pnpm --filter @sachiv/api start`: that
// adds the production heap cap (384 MB), under which one of three full runs lost its server late
// in the run.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { waitUntil } from "@sachiv/test-support/wait";

const webDir = fileURLToPath(new URL("../..", import.meta.url));
const apiDir = path.resolve(webDir, "../api");
export const distDir = path.join(webDir, "dist");

export type TApiServer = { baseUrl: string; stop: () => Promise<void>; logs: () => string };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logs: () => string) {
  const outcome = await waitUntil(
    async () => {
      if (child.exitCode !== null) return "exited";
      return (await fetch(`${baseUrl}/api/health`)).ok && "healthy";
    },
    "GET /api/health to answer",
    { timeoutMs: 120_000, everyMs: 250 },
  ).catch((error: unknown) => {
    throw new Error(`API did not become healthy:\n${logs()}`, { cause: error });
  });
  if (outcome === "exited") throw new Error(`API exited with code ${child.exitCode} before it was ready:\n${logs()}`);
}

function stopProcessGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const pid = child.pid;
    if (child.exitCode !== null || child.signalCode !== null || !pid) return resolve();
    const killer = setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }, 10_000);
    child.once("exit", () => {
      clearTimeout(killer);
      resolve();
    });
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      clearTimeout(killer);
      resolve();
    }
  });
}

/**
 * Starts the API with `env` on top of the defaults; resolves once GET /api/health answers.
 * The server seeds the starter knowledge base into its empty data folder, as on any first start.
 */
export async function startApiServer(env: Record<string, string> = {}): Promise<TApiServer> {
  if (!existsSync(path.join(distDir, "index.html"))) {
    throw new Error(
      `${distDir} is not built: run \`pnpm e2e\` at the repo root, or \`pnpm --filter @sachiv/web build\` first.`,
    );
  }
  if (!existsSync(path.join(apiDir, "dist/server.js"))) {
    throw new Error(
      `${apiDir}/dist is not built: run \`pnpm e2e\` at the repo root, or \`pnpm --filter @sachiv/api build\`.`,
    );
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "sachiv-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;

  let output = "";
  const logs = () => output;
  const child = spawn(process.execPath, ["dist/server.js"], {
    cwd: apiDir,
    detached: true, // its own process group, so that stopping reaches everything it started
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: process.env.E2E_API_LOG_LEVEL ?? "warn", // with E2E_SHOW_API_LOG=1, the log is printed at the end
      ...env,
    },
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  // A server that dies under a journey shows up as refused connections: say why it ended.
  let stopping = false;
  child.once("exit", (code, signal) => {
    if (!stopping) console.error(`API exited unexpectedly (code ${code}, signal ${signal}):\n${output.slice(-5000)}`);
  });

  const stop = async () => {
    stopping = true;
    await stopProcessGroup(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, logs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, logs };
}
