// WhatsApp as a service (`app.whatsapp`): takes a webhook's messages into the inbound queue (one
// row per wamid, statuses apart), wakes this instance's worker, and links numbers to accounts for
// Settings. The answering happens in worker.ts, in whichever instance claims the job.
import fp from "fastify-plugin";
import type { TWhatsappLinkStatus, TWhatsappWebhook } from "@sachiv/contracts";
import type { TConfig } from "../../config.ts";
import { ApiError } from "../../lib/errors.ts";
import { createLinks } from "./link.ts";
import { createAlerts } from "./alerts.ts";
import { createInboundQueue } from "./queue.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    whatsapp: TWhatsappService;
  }
}

export function createWhatsappService(deps: {
  config: TConfig;
  db: Parameters<typeof createLinks>[0];
  log: { warn: (o: object, m: string) => void };
}) {
  const { config, db, log } = deps;
  const links = createLinks(db);
  const queue = createInboundQueue(db, config.jobs.lockSeconds, config.whatsapp.burstMs);
  const alerts = createAlerts(db, config.jobs.lockSeconds);
  const wakers = new Set<() => void>();
  const available = Boolean(config.whatsapp.appSecret && config.whatsapp.phoneNumberId && config.whatsapp.accessToken);

  /** Settings' card: WhatsApp on or off here, the linked number (masked) and its alerts. */
  async function linkStatus(userId: string): Promise<TWhatsappLinkStatus> {
    const user = await db.user.findUnique({
      where: { id: userId },
      select: { whatsappNumber: true, whatsappAlerts: true },
    });
    const number = user?.whatsappNumber ?? null;
    return {
      available,
      linked_number: number ? `••••••${number.slice(-4)}` : null,
      business_number: config.whatsapp.businessNumber ?? null,
      alerts: number !== null && (user?.whatsappAlerts ?? false),
    };
  }

  return {
    queue,
    links,
    alerts,
    /**
     * An admin's ingestion job changed the knowledge base: alerts queued for the opted-in users
     * about the documents it published or replaced (any replica's worker sends them).
     */
    async alertAbout(jobId: string): Promise<number> {
      if (!available) return 0;
      const queued = await alerts.queueForJob(jobId);
      if (queued > 0) for (const wake of wakers) wake();
      return queued;
    },
    /** The worker asks to be woken when this instance enqueues a message. */
    onEnqueued(wake: () => void): () => void {
      wakers.add(wake);
      return () => wakers.delete(wake);
    },

    /** A verified webhook: its messages queued (once each), its statuses recorded. */
    async receive(webhook: TWhatsappWebhook): Promise<{ queued: number }> {
      let queued = 0;
      for (const entry of webhook.entry) {
        for (const change of entry.changes) {
          const { messages = [], statuses = [] } = change.value;
          if (messages.length) queued += await queue.enqueue(messages);
          if (statuses.length) {
            await queue.recordStatuses(statuses);
            for (const s of statuses) {
              if (s.status === "failed") {
                log.warn({ codes: (s.errors ?? []).map((e) => e.code) }, "whatsapp: a message we sent failed");
              }
            }
          }
        }
      }
      if (queued > 0) for (const wake of wakers) wake();
      return { queued };
    },

    linkStatus,
    /** Settings' switch: the linked number's alerts on or off, as START / STOP from it would. */
    async setAlerts(userId: string, on: boolean): Promise<TWhatsappLinkStatus> {
      const user = await db.user.findUnique({ where: { id: userId }, select: { whatsappNumber: true } });
      if (!user?.whatsappNumber) throw new ApiError("WHATSAPP_NOT_LINKED");
      await alerts.setOptIn(userId, on);
      return linkStatus(userId);
    },
    newLinkCode: (userId: string) => links.newCode(userId),
    unlink: (userId: string) => links.unlink(userId),
  };
}

export type TWhatsappService = ReturnType<typeof createWhatsappService>;

export default fp<{ config: TConfig }>(
  async (app, { config }) => {
    app.decorate("whatsapp", createWhatsappService({ config, db: app.db, log: app.log }));
  },
  { name: "whatsapp", dependencies: ["database"] },
);
