// A pool of worker threads for work that may blow up on a hostile input (file parsers): each
// worker has its own V8 heap cap (resourceLimits), a task that runs past the wall-clock timeout
// has its worker terminated, and a worker that dies (out of memory, crash) fails only its own
// task; a new worker takes its place. Waiting tasks are taken round-robin between keys (users),
// so one user's pile of files does not hold up everyone else, and each key may have only a few
// tasks in the pool at once.
//
// Why not piscina/tinypool: their queue is one FIFO, and a per-user cap and round-robin would be
// written around it anyway; this is the ~150 lines that remain.
import { Worker } from "node:worker_threads";
import type { TChildReport } from "./run-tool.ts";

export type TWorkerPoolOptions = {
  /** A module (.ts is fine: loaded through tsx) exporting `handle(task): Promise<result>`. */
  entry: URL;
  size: number;
  /** V8 old-generation heap of each worker (the part that grows with a parsed document). */
  maxOldGenerationSizeMb: number;
  /**
   * V8 young generation of each worker (default 16 MB). Short-lived garbage only: smaller costs a
   * few more quick collections and keeps each worker's resident memory lower.
   */
  maxYoungGenerationSizeMb?: number;
  /** Wall clock from the moment a worker takes the task; past it the worker is terminated. */
  timeoutMs: number;
  /**
   * How long a new worker may take to load its modules before it is given up (default: the
   * larger of timeoutMs and 60 s). Not the task's limit: on a busy machine loading takes seconds,
   * and a short task limit must not fail the tasks waiting for a fresh worker.
   */
  bootTimeoutMs?: number;
  /** Tasks of one key (running and waiting) at most. */
  maxPerKey: number;
  /** Waiting tasks of all keys at most. */
  maxQueued: number;
  /**
   * A worker with nothing to do for this long ends (its heap and loaded modules go back to the
   * system); the next task starts one again. Unset: workers live as long as the pool.
   */
  idleMs?: number;
  /**
   * A worker that has finished this many tasks ends after the last one (a fresh one takes the
   * next): what a parser's libraries keep between documents (V8 code, fragmented old space,
   * native buffers) goes back to the system. Unset: no limit.
   */
  maxTasksPerWorker?: number;
};

export type TWorkerPoolFailure = "timeout" | "crashed" | "key-full" | "queue-full" | "closed";

export class WorkerPoolError extends Error {
  readonly reason: TWorkerPoolFailure;
  constructor(reason: TWorkerPoolFailure, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "WorkerPoolError";
    this.reason = reason;
  }
}

/** An error thrown by the task itself, carried over from the worker with its name and code. */
export class WorkerTaskError extends Error {
  readonly code?: string;
  constructor(name: string, message: string, code?: string) {
    super(message);
    this.name = name;
    this.code = code;
  }
}

type TTask = { key: string; payload: unknown; resolve: (v: unknown) => void; reject: (e: Error) => void };
/** A worker; `ready` once its modules are loaded (booting does not count against a task's time). */
type TSlot = {
  worker: Worker;
  ready: boolean;
  task?: TTask;
  timer?: NodeJS.Timeout;
  /** Ends the worker once it has been idle options.idleMs. */
  idle?: NodeJS.Timeout;
  seq: number;
  /** Tasks finished (answered or failed by the task itself). */
  done: number;
  children: Set<number>;
};
type TReply =
  | { ready: true }
  | TChildReport
  | { seq: number; ok: true; value: unknown }
  | { seq: number; ok: false; error: { name: string; message: string; code?: string } };

const BOOTSTRAP = new URL("./worker-thread.mjs", import.meta.url);

export function createWorkerPool<TPayload, TResult>(options: TWorkerPoolOptions) {
  const slots = new Set<TSlot>();
  const waiting = new Map<string, TTask[]>(); // per key, in arrival order
  const perKey = new Map<string, number>(); // running + waiting
  const lastServed = new Map<string, number>(); // keys with tasks in the pool: when last dispatched
  let served = 0;
  let queued = 0;
  let started = 0;
  let closed = false;

  function settle(task: TTask, outcome: { value: unknown } | { error: Error }) {
    const left = (perKey.get(task.key) ?? 1) - 1;
    if (left > 0) perKey.set(task.key, left);
    else {
      perKey.delete(task.key);
      lastServed.delete(task.key);
    }
    if ("error" in outcome) task.reject(outcome.error);
    else task.resolve(outcome.value);
  }

  function spawn(): TSlot {
    const worker = new Worker(BOOTSTRAP, {
      workerData: { entry: options.entry.href },
      resourceLimits: {
        maxOldGenerationSizeMb: options.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: options.maxYoungGenerationSizeMb ?? 16,
      },
      // No inherited flags (tsx's own, --max-old-space-size): the bootstrap registers tsx itself.
      execArgv: [],
      stdout: false,
      stderr: false,
    });
    worker.unref();
    started++;
    const slot: TSlot = { worker, ready: false, seq: 0, done: 0, children: new Set() };
    slots.add(slot);
    // A worker that cannot even load its modules in time is given up.
    slot.timer = setTimeout(() => void end(slot), options.bootTimeoutMs ?? Math.max(options.timeoutMs, 60_000));
    worker.on("message", (reply: TReply) => {
      if ("child" in reply) {
        if (reply.running) slot.children.add(reply.child);
        else slot.children.delete(reply.child);
        return;
      }
      if ("ready" in reply) {
        clearTimeout(slot.timer);
        slot.ready = true;
        dispatch();
        return;
      }
      const task = slot.task;
      if (!task || reply.seq !== slot.seq) return;
      clearTimeout(slot.timer);
      slot.task = undefined;
      slot.done++;
      // Worn out: out of the pool before dispatch() so the next task goes to a fresh worker.
      if (options.maxTasksPerWorker !== undefined && slot.done >= options.maxTasksPerWorker && slots.delete(slot))
        void end(slot);
      settle(
        task,
        reply.ok
          ? { value: reply.value }
          : { error: new WorkerTaskError(reply.error.name, reply.error.message, reply.error.code) },
      );
      dispatch();
    });
    const die = (error: Error) => {
      if (!slots.delete(slot)) return;
      clearTimeout(slot.timer);
      // Died while loading: the oldest waiting task fails with it, so a broken entry cannot
      // respawn forever while tasks wait.
      const task = slot.task ?? (slot.ready ? undefined : nextTask());
      slot.task = undefined;
      if (task) settle(task, { error });
      void end(slot);
      dispatch();
    };
    worker.on("error", (err) =>
      die(new WorkerPoolError("crashed", `parser worker died: ${err.message}`, { cause: err })),
    );
    worker.on("exit", (code) =>
      die(
        closed
          ? new WorkerPoolError("closed", "the pool is closed")
          : new WorkerPoolError("crashed", `parser worker exited (${code})`),
      ),
    );
    return slot;
  }

  /** Ends a worker and the tools it started (pdftoppm…), which would otherwise run on without it. */
  function end(slot: TSlot): Promise<number> {
    clearTimeout(slot.idle);
    for (const pid of slot.children) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    slot.children.clear();
    return slot.worker.terminate();
  }

  /** The next waiting task: of the key served longest ago (never served first), oldest task first. */
  function nextTask(): TTask | undefined {
    let pick: string | undefined;
    for (const key of waiting.keys()) {
      if (pick === undefined || (lastServed.get(key) ?? -1) < (lastServed.get(pick) ?? -1)) pick = key;
    }
    if (pick === undefined) return undefined;
    const tasks = waiting.get(pick)!;
    const task = tasks.shift()!;
    if (tasks.length === 0) waiting.delete(pick);
    lastServed.set(pick, ++served);
    queued--;
    return task;
  }

  function dispatch() {
    if (closed) return;
    // Enough workers for what waits (up to size), each booting before it is given a task.
    const booting = [...slots].filter((s) => !s.ready).length;
    for (let n = booting; n < queued && slots.size < options.size; n++) spawn();
    while (queued > 0) {
      const current = [...slots].find((s) => s.ready && !s.task);
      if (!current) return;
      const task = nextTask()!;
      clearTimeout(current.idle);
      current.idle = undefined;
      current.task = task;
      current.seq++;
      current.timer = setTimeout(() => {
        // terminate() ends the thread even inside a busy loop; "exit" then fails this task.
        const t = current.task;
        if (!t) return;
        current.task = undefined;
        slots.delete(current);
        settle(t, { error: new WorkerPoolError("timeout", `parser took more than ${options.timeoutMs} ms`) });
        void end(current);
        dispatch();
      }, options.timeoutMs);
      current.worker.postMessage({ seq: current.seq, payload: task.payload });
    }
    // Nothing waits: the free workers start counting their idle time.
    const { idleMs } = options;
    if (idleMs === undefined) return;
    for (const slot of slots) {
      if (!slot.ready || slot.task || slot.idle) continue;
      slot.idle = setTimeout(() => {
        slot.idle = undefined;
        if (slot.task || closed || !slots.delete(slot)) return;
        void end(slot);
      }, idleMs);
      slot.idle.unref();
    }
  }

  return {
    /** Runs one task for `key` (a user id). Rejects with WorkerPoolError or WorkerTaskError. */
    run(key: string, payload: TPayload): Promise<TResult> {
      if (closed) return Promise.reject(new WorkerPoolError("closed", "the pool is closed"));
      if ((perKey.get(key) ?? 0) >= options.maxPerKey) {
        return Promise.reject(
          new WorkerPoolError("key-full", `${options.maxPerKey} tasks of this user are already in the pool`),
        );
      }
      if (queued >= options.maxQueued)
        return Promise.reject(new WorkerPoolError("queue-full", `${queued} tasks are waiting`));
      return new Promise<TResult>((resolve, reject) => {
        perKey.set(key, (perKey.get(key) ?? 0) + 1);
        const list = waiting.get(key) ?? [];
        list.push({ key, payload, resolve: resolve as (v: unknown) => void, reject });
        waiting.set(key, list);
        queued++;
        dispatch();
      });
    },

    /** Running and waiting tasks, and live workers (for tests and health). */
    stats() {
      return {
        workers: slots.size,
        running: [...slots].filter((s) => s.task).length,
        waiting: queued,
        /** Workers started so far (boots, recycles and replacements). */
        started,
      };
    },

    async close(): Promise<void> {
      closed = true;
      for (const [, tasks] of waiting)
        for (const t of tasks) settle(t, { error: new WorkerPoolError("closed", "the pool is closed") });
      waiting.clear();
      queued = 0;
      await Promise.all([...slots].map((s) => end(s)));
      slots.clear();
    },
  };
}

export type TWorkerPool<TPayload, TResult> = ReturnType<typeof createWorkerPool<TPayload, TResult>>;
