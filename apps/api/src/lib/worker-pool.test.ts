import { afterEach, describe, expect, it } from "vitest";
import { createWorkerPool, WorkerPoolError, type TWorkerPool } from "./worker-pool.ts";

type TTask = { op: string; value?: unknown; ms?: number };
const entry = new URL("./worker-pool.fixture.ts", import.meta.url);
const pools: TWorkerPool<TTask, unknown>[] = [];
function pool(options: Partial<Parameters<typeof createWorkerPool>[0]> = {}) {
  const p = createWorkerPool<TTask, unknown>({
    entry,
    size: 1,
    maxOldGenerationSizeMb: 64,
    timeoutMs: 60_000,
    maxPerKey: 3,
    maxQueued: 10,
    ...options,
  });
  pools.push(p);
  return p;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const reasonOf = (p: Promise<unknown>) =>
  p.then(
    () => "resolved",
    (e: unknown) => (e instanceof WorkerPoolError ? e.reason : `${(e as Error).name}:${(e as { code?: string }).code}`),
  );

describe("worker pool", () => {
  it("runs TypeScript tasks in a worker and carries a task's error over with its name and code", async () => {
    const p = pool();
    await expect(p.run("a", { op: "echo", value: { n: 1 } })).resolves.toEqual({ n: 1 });
    expect(await reasonOf(p.run("a", { op: "fail" }))).toBe("DocumentError:UNREADABLE_DOCUMENT");
  });

  it("takes users in turn: one user's queued files do not hold up another's", async () => {
    const p = pool({ size: 1 });
    const done: string[] = [];
    const track = (name: string, key: string) =>
      p.run(key, { op: "echo", value: name, ms: 20 }).then(() => done.push(name));
    await Promise.all([track("a1", "a"), track("a2", "a"), track("a3", "a"), track("b1", "b")]);
    expect(done).toEqual(["a1", "b1", "a2", "a3"]);
  });

  it("refuses a user's task past maxPerKey and any task past maxQueued, at once", async () => {
    const p = pool({ size: 1, maxPerKey: 2, maxQueued: 4 }); // the worker is still booting: a1, a2, b and c wait
    const running = [p.run("a", { op: "echo", ms: 50 }), p.run("a", { op: "echo", ms: 50 })];
    expect(await reasonOf(p.run("a", { op: "echo" }))).toBe("key-full");
    const more = [p.run("b", { op: "echo" }), p.run("c", { op: "echo" })];
    expect(await reasonOf(p.run("d", { op: "echo" }))).toBe("queue-full");
    await Promise.all([...running, ...more]);
  });

  it("ends a worker left idle for idleMs, and the next task starts a new one", async () => {
    const p = pool({ size: 1, idleMs: 300 });
    await expect(p.run("a", { op: "echo", value: 1 })).resolves.toBe(1);
    expect(p.stats().workers).toBe(1);
    await expect.poll(() => p.stats().workers, { timeout: 10_000, interval: 50 }).toBe(0);
    await expect(p.run("a", { op: "echo", value: 2 })).resolves.toBe(2);
    expect(p.stats().workers).toBe(1);
  });

  it("ends a worker after maxTasksPerWorker tasks; the next tasks run in fresh workers and all succeed", async () => {
    const p = pool({ size: 1, maxTasksPerWorker: 2 });
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => p.run(`u${n}`, { op: "echo", value: n })));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    // 5 tasks, 2 a worker: three workers in all, the third still alive with one task done.
    expect(p.stats().started).toBe(3);
    expect(p.stats().workers).toBe(1);
    await expect(p.run("a", { op: "echo", value: 6 })).resolves.toBe(6);
    await expect.poll(() => p.stats().workers, { timeout: 10_000, interval: 50 }).toBe(0);
    expect(p.stats().started).toBe(3);
  });

  it("terminates a task past the timeout, and the next task runs in a fresh worker", async () => {
    const p = pool({ size: 1, timeoutMs: 1500 });
    const spin = reasonOf(p.run("a", { op: "spin" }));
    const after = p.run("b", { op: "echo", value: "still here" });
    expect(await spin).toBe("timeout");
    await expect(after).resolves.toBe("still here");
  });

  it("a task that blows its heap cap fails alone: the other worker's task and the next ones succeed", async () => {
    const p = pool({ size: 2, maxOldGenerationSizeMb: 32 });
    const hog = reasonOf(p.run("a", { op: "allocate" }));
    const other = p.run("b", { op: "echo", value: "ok", ms: 10 });
    expect(await hog).toBe("crashed");
    await expect(other).resolves.toBe("ok");
    await expect(p.run("a", { op: "echo", value: "again" })).resolves.toBe("again");
  });
});

describe("worker pool and the tools its workers start", () => {
  it("a worker ended for its time limit takes its child process (pdftoppm…) with it", async () => {
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const { waitUntil } = await import("@sachiv/test-support/wait");
    const pidFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pool-child-")), "pid");
    const p = pool({ size: 1, timeoutMs: 4000 });
    const task = reasonOf(p.run("a", { op: "tool", value: pidFile }));
    await waitUntil(() => fs.existsSync(pidFile) && fs.readFileSync(pidFile, "utf8") !== "", "the tool started");
    const pid = Number(fs.readFileSync(pidFile, "utf8"));
    // Running, not a zombie (a killed child of a thread that is gone may wait to be reaped).
    const alive = () => {
      try {
        return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] !== "Z";
      } catch {
        return false;
      }
    };
    expect(alive()).toBe(true);
    expect(await task).toBe("timeout");
    await waitUntil(() => !alive(), "the child process ended");
  });
});

describe("worker pool on a busy machine", () => {
  it("a worker slower to load than a task's time limit still takes the waiting task (loading is not the task's time)", async () => {
    const p = createWorkerPool<{ value: string }, unknown>({
      entry: new URL("./worker-pool.slow-boot.fixture.ts", import.meta.url),
      size: 1,
      maxOldGenerationSizeMb: 64,
      timeoutMs: 500,
      maxPerKey: 3,
      maxQueued: 10,
    });
    try {
      await expect(p.run("a", { value: "read" })).resolves.toBe("read");
    } finally {
      await p.close();
    }
  });
});
