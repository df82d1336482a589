// The ingestion jobs' background work (`app.jobs`): the job queue, the notification bus between
// instances, this instance's ingestion worker, the pruning of old admin events and old WhatsApp
// alerts, and forgetting remembered searches when any instance changes the knowledge base. Starts
// when the app is ready, stops before it closes.
import fp from "fastify-plugin";
import type { TConfig } from "../../config.ts";
import { createJobQueue, type TJobQueue } from "./jobs.ts";
import { openNotificationBus, pruneAdminEvents, type TNotificationBus } from "./notifications.ts";
import { createJobWorker } from "./worker.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    jobs: { queue: TJobQueue; bus: TNotificationBus };
  }
}

const PRUNE_EVERY_MS = 10 * 60_000;

export default fp<{ config: TConfig }>(
  async (app, { config }) => {
    const log = (msg: string, err?: unknown) => (err ? app.log.warn({ err }, msg) : app.log.info(msg));
    const queue = createJobQueue(app.db, {
      lockSeconds: config.jobs.lockSeconds,
      maxAttempts: config.jobs.maxAttempts,
    });
    const bus = openNotificationBus(app.dbConnection, log);
    const worker = createJobWorker(app.knowledge, queue, bus, {
      pollMs: config.jobs.pollMs,
      lockSeconds: config.jobs.lockSeconds,
      singleProcess: app.dbConnection.mode === "embedded",
      log,
      extract: (bytes, fileName, mimeType) =>
        app.parsers.extractKnowledge("admin-ingestion", bytes, fileName, mimeType),
      onKnowledgeChanged: (jobId) => {
        if (app.hasDecorator("checks")) void app.checks.schedule("ingestion", { jobId });
        // WhatsApp alerts to the officials who opted in (a new circular, a replaced document).
        if (app.hasDecorator("whatsapp"))
          void app.whatsapp.alertAbout(jobId).catch((err: unknown) => log("whatsapp: alerts not queued", err));
      },
    });
    app.decorate("jobs", { queue, bus });

    // A change made on any instance: every instance forgets the searches it remembered, so no
    // answer cites a deleted or superseded document, not even from a cache on another replica.
    const unsubscribe = bus.onKnowledgeChanged(() => app.knowledge.forgetSearches());
    // Rows kept only for a while: delivered admin events, and old WhatsApp alerts (whatsapp/alerts.ts).
    const prune = async () => {
      await pruneAdminEvents(app.dbConnection).catch(() => {});
      if (app.hasDecorator("whatsapp")) {
        await app.whatsapp.alerts.prune().then(
          (n) => n > 0 && app.log.info({ removed: n }, "whatsapp: old alerts removed"),
          (err: unknown) => log("whatsapp: old alerts not removed", err),
        );
      }
    };
    let pruner: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      if (config.jobs.worker) worker.start();
      pruner = setInterval(() => void prune(), PRUNE_EVERY_MS).unref();
    });
    app.addHook("preClose", async () => {
      clearInterval(pruner);
      unsubscribe();
      await worker.stop();
      await bus.close();
    });
  },
  { name: "jobs", dependencies: ["database", "knowledge", "parsers"] },
);
