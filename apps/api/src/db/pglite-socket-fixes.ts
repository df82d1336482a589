// Two fixes to @electric-sql/pglite-socket 0.2.x, which multiplexes several client connections
// onto the one PGlite. Without them concurrent queries can get each other's results (a test in
// test/embedded-concurrency.test.ts reproduces it with 8 connections and 80 KB parameters):
// 1. A connection's `data` events are handled concurrently: a message that arrives in several
//    TCP reads can be parsed while an earlier read of the same connection is still being
//    processed. Here each connection handles its reads one after another.
// 2. The query queue takes one protocol message at a time from whichever connection is first, so
//    another connection's Parse/Bind can land between a Parse and its Bind/Execute (the unnamed
//    statement is shared by the one backend). Here a connection that has begun an extended-
//    protocol exchange keeps the database until its Sync. The queue also no longer stops for good
//    when PGlite throws on one message.
import { PGLiteSocketHandler, type PGLiteSocketServer } from "@electric-sql/pglite-socket";

type TQueued = {
  handlerId: number;
  message: Uint8Array;
  resolve: (bytes: number) => void;
  reject: (err: unknown) => void;
  onData: (data: Uint8Array) => void;
};
type TQueue = {
  queue: TQueued[];
  processing: boolean;
  lastHandlerId: number | null;
  db: {
    isInTransaction(): boolean;
    runExclusive<T>(fn: () => Promise<T>): Promise<T>;
    execProtocolRawStream(message: Uint8Array, options: { onRawData: (data: Uint8Array) => void }): Promise<unknown>;
  };
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
};

// Extended-protocol messages that leave an exchange open until Sync (Parse, Bind, Describe,
// Execute, Close, Flush); Sync ends it. A simple Query ('Q') is complete in itself.
const OPENS = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);
const SYNC = 0x53;

let handlersPatched = false;

function patchHandlers(): void {
  if (handlersPatched) return;
  const proto = PGLiteSocketHandler.prototype as unknown as Record<string, unknown>;
  const original = proto.handleData;
  if (typeof original !== "function") throw new Error("pglite-socket changed: PGLiteSocketHandler.handleData is gone");
  const chains = new WeakMap<object, Promise<unknown>>();
  proto.handleData = function (this: object, data: Buffer): Promise<unknown> {
    const next = (chains.get(this) ?? Promise.resolve()).then(() =>
      (original as (d: Buffer) => Promise<unknown>).call(this, data),
    );
    chains.set(
      this,
      next.catch(() => {}),
    );
    return next;
  };
  handlersPatched = true;
}

function patchQueue(queue: TQueue): void {
  let pinned: number | null = null;
  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    clear(handlerId);
    if (pinned === handlerId) {
      pinned = null;
      void queue.processQueue();
    }
  };
  queue.processQueue = async function processQueue(this: TQueue): Promise<void> {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = this.db.isInTransaction() && this.lastHandlerId !== null ? this.lastHandlerId : pinned;
        const index = owner === null ? 0 : this.queue.findIndex((q) => q.handlerId === owner);
        if (index === -1) break; // the owner's next message has not arrived yet
        const item = this.queue.splice(index, 1)[0]!;
        const type = item.message[0] ?? 0;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (err) {
          if (pinned === item.handlerId) pinned = null;
          item.reject(err);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        if (OPENS.has(type)) pinned = item.handlerId;
        else if (type === SYNC && pinned === item.handlerId) pinned = null;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };
}

/** Applies both fixes to a server before it accepts connections. */
export function fixPgliteSocketServer(server: PGLiteSocketServer): void {
  patchHandlers();
  const queue = (server as unknown as { queryQueue?: TQueue }).queryQueue;
  if (!queue || typeof queue.processQueue !== "function" || !Array.isArray(queue.queue)) {
    throw new Error("pglite-socket changed: the server's query queue is not where it was");
  }
  patchQueue(queue);
}
