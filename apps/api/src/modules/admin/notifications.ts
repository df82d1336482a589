// The admins' live channel behind one small interface. With a PostgreSQL server every API
// instance LISTENs on a dedicated connection and events go out with NOTIFY, so an admin connected
// to any instance hears a job run by any other. The payload is stored in admin_events and NOTIFY
// carries its id (NOTIFY payloads stop at 8000 bytes; a list of failed files can be longer).
//
// The embedded database (PGlite behind pglite-socket) multiplexes every connection onto one
// backend, and a notification comes back on the connection that sent it, never on the listening
// one; PGlite's own listen() sees only NOTIFYs sent through its own API and loses one sent while
// another connection holds a transaction open. Only one process can open an embedded database
// (a lock file enforces it), so there every listener lives in this process: an in-process bus,
// shared by all apps built on that database.
import { EventEmitter } from "node:events";
import pg from "pg";
import type { TAdminNotificationData, TAdminNotificationType } from "@sachiv/contracts";
import type { TDatabase } from "../../db/database.ts";

/** What travels between instances; each socket words `message` in its admin's language. */
export type TAdminEvent = {
  type: TAdminNotificationType;
  timestamp: string;
  data?: TAdminNotificationData;
  /** Error text of an ingestion_error (English, from the job). */
  error?: string;
  /** ingestion_started of a job taken up again after an interruption. */
  resumed?: boolean;
};

export type TNotificationBus = {
  publish: (event: TAdminEvent) => Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe: (listener: (event: TAdminEvent) => void) => () => void;
  /** Tells every instance's worker that a job was queued (not shown to admins). */
  announceJob: () => Promise<void>;
  onJobAnnounced: (listener: () => void) => () => void;
  /** Tells every instance the knowledge base changed, so each forgets its remembered searches. */
  announceKnowledgeChange: () => Promise<void>;
  onKnowledgeChanged: (listener: () => void) => () => void;
  close: () => Promise<void>;
};

const CHANNEL = "sachiv_admin_events";
const JOBS_CHANNEL = "sachiv_jobs";
const KNOWLEDGE_CHANNEL = "sachiv_knowledge";

// The bus's methods are async so that a listener's throw is a rejection, as on the PostgreSQL bus.
/* eslint-disable @typescript-eslint/require-await */
function createLocalBus(): TNotificationBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit("event", event);
    },
    subscribe(listener) {
      emitter.on("event", listener);
      return () => emitter.off("event", listener);
    },
    async announceJob() {
      emitter.emit("job");
    },
    onJobAnnounced(listener) {
      emitter.on("job", listener);
      return () => emitter.off("job", listener);
    },
    async announceKnowledgeChange() {
      emitter.emit("knowledge");
    },
    onKnowledgeChanged(listener) {
      emitter.on("knowledge", listener);
      return () => emitter.off("knowledge", listener);
    },
    async close() {},
  };
}
/* eslint-enable @typescript-eslint/require-await */

const localBuses = new WeakMap<TDatabase, TNotificationBus>();

/** Listens on its own connection (not the pool), reconnecting with backoff when it drops. */
function createPgBus(database: TDatabase, log: (msg: string, err?: unknown) => void): TNotificationBus {
  const listeners = new Set<(event: TAdminEvent) => void>();
  const jobListeners = new Set<() => void>();
  const knowledgeListeners = new Set<() => void>();
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 500;
  // Events are fetched and delivered one at a time, in the order the notifications arrived.
  let delivery = Promise.resolve();

  function deliver(id: string) {
    delivery = delivery.then(async () => {
      if (!client) return;
      try {
        const { rows } = await client.query<{ payload: TAdminEvent }>(
          "SELECT payload FROM admin_events WHERE id = $1",
          [id],
        );
        const event = rows[0]?.payload;
        if (event) for (const listener of listeners) listener(event);
      } catch (err) {
        log("admin notifications: could not read an event", err);
      }
    });
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({ connectionString: database.url });
    c.on("notification", (n) => {
      if (n.channel === CHANNEL && n.payload) deliver(n.payload);
      if (n.channel === JOBS_CHANNEL) for (const listener of jobListeners) listener();
      if (n.channel === KNOWLEDGE_CHANNEL) for (const listener of knowledgeListeners) listener();
    });
    c.on("error", (err) => {
      log("admin notifications: listening connection lost, reconnecting", err);
      reconnect(c);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      await c.query(`LISTEN ${JOBS_CHANNEL}`);
      await c.query(`LISTEN ${KNOWLEDGE_CHANNEL}`);
      client = c;
      retryMs = 500;
    } catch (err) {
      log("admin notifications: could not listen, retrying", err);
      reconnect(c);
    }
  }

  function reconnect(c: pg.Client) {
    if (client === c) client = undefined;
    void c.end().catch(() => {});
    if (closed) return;
    setTimeout(() => void connect(), retryMs).unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  }

  const ready = connect();
  return {
    async publish(event) {
      await ready;
      await database.db.$executeRaw`
        WITH e AS (INSERT INTO admin_events (payload) VALUES (${JSON.stringify(event)}::jsonb) RETURNING id)
        SELECT pg_notify(${CHANNEL}, (SELECT id::text FROM e))`;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async announceJob() {
      await database.db.$executeRaw`SELECT pg_notify(${JOBS_CHANNEL}, '')`;
    },
    onJobAnnounced(listener) {
      jobListeners.add(listener);
      return () => jobListeners.delete(listener);
    },
    async announceKnowledgeChange() {
      await database.db.$executeRaw`SELECT pg_notify(${KNOWLEDGE_CHANNEL}, '')`;
    },
    onKnowledgeChanged(listener) {
      knowledgeListeners.add(listener);
      return () => knowledgeListeners.delete(listener);
    },
    async close() {
      closed = true;
      await ready;
      await delivery;
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}

/** The bus for this app: its own LISTEN connection on a server, the database's shared bus when embedded. */
export function openNotificationBus(database: TDatabase, log: (msg: string, err?: unknown) => void): TNotificationBus {
  if (database.mode === "server") return createPgBus(database, log);
  let bus = localBuses.get(database);
  if (!bus) {
    bus = createLocalBus();
    localBuses.set(database, bus);
  }
  // Shared with other apps on the same database: closing one app must not silence the rest.
  return { ...bus, close: async () => {} };
}

/** Drops delivered events older than an hour (they only have to outlive the NOTIFY round trip). */
export async function pruneAdminEvents(database: TDatabase): Promise<void> {
  if (database.mode !== "server") return;
  await database.db.$executeRaw`DELETE FROM admin_events WHERE created_at < now() - interval '1 hour'`;
}
