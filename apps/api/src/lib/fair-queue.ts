// One-at-a-time work shared by users, taken in turns: the next job is the oldest one of the user
// served longest ago, so a user with 30 queued pages waits behind everyone else's one page.
import { reportQueueWait } from "./queue-waits.ts";

/** `name` labels the queue's waits in the metrics. */
export function createFairQueue<TItem, TResult>(work: (item: TItem) => Promise<TResult>, name = "queue") {
  type TJob = { item: TItem; resolve: (r: TResult) => void; reject: (e: unknown) => void; queuedAt: number };
  const waiting = new Map<string, TJob[]>();
  const lastServed = new Map<string, number>();
  let served = 0;
  let busy = false;

  function pump() {
    if (busy) return;
    let pick: string | undefined;
    for (const key of waiting.keys()) {
      if (pick === undefined || (lastServed.get(key) ?? -1) < (lastServed.get(pick) ?? -1)) pick = key;
    }
    if (pick === undefined) {
      lastServed.clear(); // nobody waits: no turn order to keep
      return;
    }
    const jobs = waiting.get(pick)!;
    const job = jobs.shift()!;
    if (jobs.length === 0) waiting.delete(pick);
    lastServed.set(pick, ++served);
    busy = true;
    reportQueueWait(name, (performance.now() - job.queuedAt) / 1000);
    work(job.item)
      .then(job.resolve, job.reject)
      .finally(() => {
        busy = false;
        pump();
      });
  }

  return {
    push(key: string, item: TItem): Promise<TResult> {
      return new Promise<TResult>((resolve, reject) => {
        const jobs = waiting.get(key) ?? [];
        jobs.push({ item, resolve, reject, queuedAt: performance.now() });
        waiting.set(key, jobs);
        pump();
      });
    },
    /** Jobs waiting (not counting the one running). */
    size: () => [...waiting.values()].reduce((n, jobs) => n + jobs.length, 0),
  };
}

/**
 * A budget of units per key per sliding minute (OCR pages per user): take() grants what is left,
 * give back what was not used.
 */
export function createMinuteBudget(perMinute: number, now: () => number = Date.now) {
  const spent = new Map<string, { at: number; units: number }[]>();
  const used = (key: string) => {
    const cutoff = now() - 60_000;
    const list = (spent.get(key) ?? []).filter((s) => s.at > cutoff && s.units > 0);
    if (list.length > 0) spent.set(key, list);
    else spent.delete(key);
    return list.reduce((n, s) => n + s.units, 0);
  };
  return {
    take(key: string, wanted: number): number {
      const granted = Math.max(0, Math.min(wanted, perMinute - used(key)));
      if (granted > 0) spent.set(key, [...(spent.get(key) ?? []), { at: now(), units: granted }]);
      return granted;
    },
    giveBack(key: string, units: number): void {
      let left = units;
      for (const s of [...(spent.get(key) ?? [])].reverse()) {
        const back = Math.min(left, s.units);
        s.units -= back;
        left -= back;
        if (left === 0) break;
      }
    },
  };
}

/**
 * Units in use by the whole process at once (OCR pages drawn and waiting to be read): take()
 * grants what is free, release() frees it. Bounds the memory held by pages waiting for OCR, however
 * many users send scans at the same moment.
 */
export function createSharedAllowance(total: number) {
  let inUse = 0;
  return {
    take(wanted: number): number {
      const granted = Math.max(0, Math.min(wanted, total - inUse));
      inUse += granted;
      return granted;
    },
    release(units: number): void {
      inUse = Math.max(0, inUse - units);
    },
    inUse: () => inUse,
  };
}
