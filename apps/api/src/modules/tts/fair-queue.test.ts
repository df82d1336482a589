import { describe, expect, it } from "vitest";
import { createFairQueue, QueueFullError } from "./fair-queue.ts";

/** A job that finishes when told to, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { job: async () => (log.push(name), await opened, name), open };
}

describe("fair speech queue", () => {
  it("serves a newcomer's job before a busy client's next one", async () => {
    const q = createFairQueue({ concurrency: 1, maxPerClient: 3, maxWaiting: 10 });
    const started: string[] = [];
    const a1 = gate(started, "a1");
    const a2 = gate(started, "a2");
    const b1 = gate(started, "b1");
    const done = [q.run("a", a1.job), q.run("a", a2.job), q.run("b", b1.job)];
    expect(started).toEqual(["a1"]);
    expect(q.stats()).toEqual({ running: 1, waiting: 2 });
    a1.open();
    await done[0];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(["a1", "b1"]);
    b1.open();
    a2.open();
    expect(await Promise.all(done)).toEqual(["a1", "a2", "b1"]);
    expect(started).toEqual(["a1", "b1", "a2"]);
    expect(q.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a client's job past its share, and drops a job whose listener left", async () => {
    const q = createFairQueue({ concurrency: 1, maxPerClient: 2, maxWaiting: 10 });
    const started: string[] = [];
    const a1 = gate(started, "a1");
    const first = q.run("a", a1.job);
    const left = new AbortController();
    const second = q.run("a", gate(started, "a2").job, left.signal);
    await expect(q.run("a", gate(started, "a3").job)).rejects.toBeInstanceOf(QueueFullError);
    left.abort();
    await expect(second).rejects.toThrow();
    expect(q.stats()).toEqual({ running: 1, waiting: 0 });
    a1.open();
    await first;
    expect(started).toEqual(["a1"]);
  });
});
