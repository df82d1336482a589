import { describe, expect, it } from "vitest";
import { createFairQueue, createMinuteBudget, createSharedAllowance } from "./fair-queue.ts";

describe("createFairQueue", () => {
  it("runs one job at a time and takes users in turn", async () => {
    const order: string[] = [];
    let running = 0;
    const queue = createFairQueue(async (name: string) => {
      running++;
      expect(running).toBe(1);
      await new Promise((r) => setImmediate(r));
      order.push(name);
      running--;
      return name.toUpperCase();
    });
    const jobs = [
      ...["a1", "a2", "a3", "a4"].map((n) => queue.push("a", n)),
      queue.push("b", "b1"),
      queue.push("c", "c1"),
      queue.push("b", "b2"),
    ];
    expect(await Promise.all(jobs)).toEqual(["A1", "A2", "A3", "A4", "B1", "C1", "B2"]);
    // a1 was already running; then b and c, who had no turn yet, before a's second page.
    expect(order).toEqual(["a1", "b1", "c1", "a2", "b2", "a3", "a4"]);
  });

  it("a failed job rejects its own caller only", async () => {
    // eslint-disable-next-line @typescript-eslint/require-await -- the failure under test is a rejection
    const queue = createFairQueue(async (n: number) => {
      if (n === 1) throw new Error("bad page");
      return n;
    });
    await expect(queue.push("a", 1)).rejects.toThrow("bad page");
    await expect(queue.push("a", 2)).resolves.toBe(2);
  });
});

describe("createMinuteBudget", () => {
  it("grants what is left of the minute per user, takes back unused units, and refills after a minute", () => {
    let t = 0;
    const budget = createMinuteBudget(10, () => t);
    expect(budget.take("a", 8)).toBe(8);
    expect(budget.take("a", 8)).toBe(2);
    expect(budget.take("b", 8)).toBe(8);
    budget.giveBack("a", 5);
    expect(budget.take("a", 8)).toBe(5);
    expect(budget.take("a", 1)).toBe(0);
    t += 60_001;
    expect(budget.take("a", 30)).toBe(10);
  });
});

describe("createSharedAllowance", () => {
  it("grants what is free of the process's total, whoever asks, and frees it on release", () => {
    const pages = createSharedAllowance(50);
    expect(pages.take(30)).toBe(30);
    expect(pages.take(30)).toBe(20);
    expect(pages.take(1)).toBe(0);
    pages.release(30);
    expect(pages.take(30)).toBe(30);
    expect(pages.inUse()).toBe(50);
  });
});
