// Prometheus metrics at GET /metrics (issue 26): HTTP latency and status by route, chat time to
// the first chunk and to the end with the answer's status ("not found" rate), job queue depth and
// age, OCR and speech queue waits and depth, model and embedding calls (latency by outcome),
// retrieval time, errors by route and code, the database pool, and the process (memory, event
// loop, GC). Each app
// has its own registry (tests build many apps in one process). The endpoint answers a bearer
// token (METRICS_TOKEN) or, without one, only the loopback address — never through a proxy.
import crypto from "node:crypto";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { ocrQueueWaiting } from "../ai/ocr.ts";
import { poolUse } from "../db/client.ts";
import { onCall } from "../lib/call-timings.ts";
import { ApiError } from "../lib/errors.ts";
import { onQueueWait } from "../lib/queue-waits.ts";
import { errorCodeOf } from "./error-handler.ts";

export type TAppMetrics = ReturnType<typeof createAppMetrics>;

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    metrics: TAppMetrics;
  }
}

// Seconds: a phone on 3G waits long; the buckets reach past the chat timeout.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

function createAppMetrics(registry: Registry) {
  return {
    httpDuration: new Histogram({
      name: "sachiv_http_request_duration_seconds",
      help: "HTTP requests by route template, method and status code.",
      labelNames: ["method", "route", "status_code"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    chatFirstChunk: new Histogram({
      name: "sachiv_chat_first_chunk_seconds",
      help: "From the question arriving to the first chunk of its streamed answer.",
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    chatDone: new Histogram({
      name: "sachiv_chat_answer_seconds",
      help: "From the question arriving to the end of its streamed answer, by the answer's status.",
      labelNames: ["status"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    chatAnswers: new Counter({
      name: "sachiv_chat_answers_total",
      help: "Streamed answers by status (answered, not_found, not_stated, …; error when the stream failed).",
      labelNames: ["status"] as const,
      registers: [registry],
    }),
    httpErrors: new Counter({
      name: "sachiv_http_errors_total",
      help: "Refused or failed requests by route template and the error code they were answered with.",
      labelNames: ["method", "route", "code"] as const,
      registers: [registry],
    }),
    modelCall: new Histogram({
      name: "sachiv_model_call_seconds",
      help: "Chat model calls by use (chat: a streamed answer to its end; rewrite; structured) and outcome (ok, error, timeout, aborted).",
      labelNames: ["use", "outcome"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    embeddingCall: new Histogram({
      name: "sachiv_embedding_call_seconds",
      help: "Embeddings model calls by use (query, passages) and outcome (ok, error, timeout, aborted).",
      labelNames: ["use", "outcome"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    retrieval: new Histogram({
      name: "sachiv_retrieval_seconds",
      help: "The knowledge search of a chat turn (query rewrite, full text and vectors), start to passages ready.",
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    queueWait: new Histogram({
      name: "sachiv_queue_wait_seconds",
      help: "Time work waited in an in-process queue before it started (ocr pages, tts texts).",
      labelNames: ["queue"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
  };
}

export type TMetricsOptions = {
  token: string | undefined;
  /** Speech texts waiting now (the tts module's queues; plugins do not import modules). */
  ttsWaiting: () => number;
};

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export default fp<TMetricsOptions>(
  async (app, { token, ttsWaiting }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: "sachiv_" });
    const metrics = createAppMetrics(registry);
    app.decorate("metrics", metrics);

    new Gauge({
      name: "sachiv_jobs",
      help: "Knowledge-base ingestion jobs by status (queued, running).",
      labelNames: ["status"] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const rows = await app.db.$queryRaw<{ status: string; n: number }[]>`
          SELECT status, count(*)::int AS n FROM ingestion_jobs WHERE status IN ('queued', 'running') GROUP BY status`;
        this.set({ status: "queued" }, 0);
        this.set({ status: "running" }, 0);
        for (const row of rows) this.set({ status: row.status }, row.n);
      },
    });
    new Gauge({
      name: "sachiv_jobs_oldest_queued_seconds",
      help: "Age of the oldest ingestion job still waiting for a worker (0 when none waits).",
      registers: [registry],
      async collect() {
        const [row] = await app.db.$queryRaw<{ age: number | null }[]>`
          SELECT extract(epoch FROM now() - min(created_at))::float8 AS age FROM ingestion_jobs WHERE status = 'queued'`;
        this.set(row?.age ?? 0);
      },
    });
    new Gauge({
      name: "sachiv_queue_waiting",
      help: "Work waiting in an in-process queue now (ocr pages, tts texts).",
      labelNames: ["queue"] as const,
      registers: [registry],
      collect() {
        this.set({ queue: "ocr" }, ocrQueueWaiting());
        this.set({ queue: "tts" }, ttsWaiting());
      },
    });
    new Gauge({
      name: "sachiv_db_pool_connections",
      help: "Database connections of this process's pool: open, idle, requests waiting for one, and the pool's limit.",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const use = poolUse(app.db);
        if (!use) return;
        this.set({ state: "open" }, use.total);
        this.set({ state: "idle" }, use.idle);
        this.set({ state: "waiting" }, use.waiting);
        this.set({ state: "max" }, use.max);
      },
    });
    const stopWaits = onQueueWait((queue, seconds) => metrics.queueWait.observe({ queue }, seconds));
    const stopCalls = onCall(({ kind, use, seconds, outcome }) => {
      if (kind === "model") metrics.modelCall.observe({ use, outcome }, seconds);
      else if (kind === "embedding") metrics.embeddingCall.observe({ use, outcome }, seconds);
      else metrics.retrieval.observe(seconds);
    });
    app.addHook("onClose", async () => {
      stopWaits();
      stopCalls();
    });

    app.addHook("onResponse", async (req, reply) => {
      // The route's template (/api/chat/conversations/:id), never the raw URL: bounded labels.
      const route = req.routeOptions.url ?? "unmatched";
      metrics.httpDuration.observe(
        { method: req.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      const code = errorCodeOf(req);
      if (code) metrics.httpErrors.inc({ method: req.method, route, code });
    });

    app.get("/metrics", { schema: { hide: true } }, async (req, reply) => {
      const auth = req.headers.authorization ?? "";
      const allowed = token
        ? auth.startsWith("Bearer ") && sameToken(auth.slice(7), token)
        : LOOPBACK.has(req.socket.remoteAddress ?? "") && req.headers["x-forwarded-for"] === undefined;
      if (!allowed) throw new ApiError("METRICS_FORBIDDEN");
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: "metrics", dependencies: ["database"] },
);
