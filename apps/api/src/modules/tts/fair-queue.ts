// Runs speech jobs a few at a time (one for the offline voice: it has one thread), taking turns
// between clients: the waiting client served longest ago goes next, so one client's long texts
// cannot make everyone else's short ones wait behind them. Each client may hold only a few jobs.

import { reportQueueWait } from "../../lib/queue-waits.ts";

export class QueueFullError extends Error {}

export type TFairQueue = {
  /** Runs `job` when its client's turn comes; rejects with QueueFullError when the client (or the queue) is full. */
  run<T>(client: string, job: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  stats(): { running: number; waiting: number };
};

type TWaiting = { start: () => void };

export function createFairQueue(options: {
  concurrency: number;
  maxPerClient: number;
  maxWaiting: number;
}): TFairQueue {
  const waiting = new Map<string, TWaiting[]>();
  /** Jobs per client, running or waiting. */
  const held = new Map<string, number>();
  /** When each client with jobs was last served (a counter): lower goes first, never served first of all. */
  const lastServed = new Map<string, number>();
  let running = 0;
  let waitingCount = 0;
  let tick = 0;

  const release = (client: string) => {
    const left = (held.get(client) ?? 1) - 1;
    if (left > 0) held.set(client, left);
    else {
      held.delete(client);
      lastServed.delete(client);
    }
  };

  const next = () => {
    while (running < options.concurrency) {
      let chosen: string | undefined;
      let chosenAt = Infinity;
      for (const client of waiting.keys()) {
        const at = lastServed.get(client) ?? -1;
        if (at < chosenAt) {
          chosen = client;
          chosenAt = at;
        }
      }
      if (chosen === undefined) return;
      const list = waiting.get(chosen)!;
      const item = list.shift()!;
      if (list.length === 0) waiting.delete(chosen);
      waitingCount -= 1;
      tick += 1;
      lastServed.set(chosen, tick);
      running += 1;
      item.start();
    }
  };

  return {
    run<T>(client: string, job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if ((held.get(client) ?? 0) >= options.maxPerClient || waitingCount >= options.maxWaiting) {
        return Promise.reject(new QueueFullError("speech queue full"));
      }
      signal?.throwIfAborted();
      held.set(client, (held.get(client) ?? 0) + 1);
      return new Promise<T>((resolve, reject) => {
        const queuedAt = performance.now();
        const item: TWaiting = {
          start: () => {
            signal?.removeEventListener("abort", onAbort);
            reportQueueWait("tts", (performance.now() - queuedAt) / 1000);
            job()
              .then(resolve, reject)
              .finally(() => {
                running -= 1;
                release(client);
                next();
              });
          },
        };
        // A listener who left before their turn is dropped from the queue.
        const onAbort = () => {
          const list = waiting.get(client);
          const at = list?.indexOf(item) ?? -1;
          if (!list || at < 0) return;
          list.splice(at, 1);
          if (list.length === 0) waiting.delete(client);
          waitingCount -= 1;
          release(client);
          reject(signal?.reason instanceof Error ? signal.reason : new Error("aborted"));
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        const list = waiting.get(client) ?? [];
        list.push(item);
        waiting.set(client, list);
        waitingCount += 1;
        next();
      });
    },
    stats: () => ({ running, waiting: waitingCount }),
  };
}
