// Opt-in alerts: when an admin's upload publishes a new knowledge-base document (a circular) or
// replaces one, every linked user who opted in (START; STOP ends it) gets the approved Utility
// template in their language. One row per user and document (a repeat is a no-op), sent by
// whichever replica's worker claims it (FOR UPDATE SKIP LOCKED; a sender that died is retried
// when its lock runs out, at most MAX_ATTEMPTS times).
import type { TDb } from "../../db/client.ts";

const MAX_ATTEMPTS = 3;
/**
 * Days an alert's row is kept: long enough to look into a delivery ("was the circular sent to
 * him?"); then it goes, sent or not (news a month old is not sent any more). A document is only
 * ever new in the job that stored it, so a pruned row never makes its alert go out again.
 */
export const ALERT_RETENTION_DAYS = 30;

export type TAlert = {
  id: string;
  phone: string;
  title: string;
  reason: "new" | "replaced";
  language: string;
  attempts: number;
};

export function createAlerts(db: TDb, lockSeconds: number) {
  return {
    /**
     * Alerts for the documents an ingestion job stored that did not exist before it (new, or a
     * new version of a replaced one; an unchanged re-upload is not news); how many were queued.
     */
    async queueForJob(jobId: string): Promise<number> {
      return db.$executeRaw`
        INSERT INTO whatsapp_alerts (id, user_id, phone, document_id, title, reason, language)
        SELECT gen_random_uuid(), u.id, u.whatsapp_number, d.id, d.title,
          CASE WHEN f.replaces_document_id IS NULL THEN 'new' ELSE 'replaced' END, u.preferred_language
        FROM ingestion_job_files f
        JOIN ingestion_jobs j ON j.id = f.job_id
        JOIN knowledge_documents d ON d.id = f.document_id
        CROSS JOIN users u
        WHERE f.job_id = ${jobId}::uuid AND f.status = 'done' AND d.created_at >= j.created_at
          AND u.whatsapp_alerts AND u.whatsapp_number IS NOT NULL
        ON CONFLICT (user_id, document_id) DO NOTHING`;
    },

    /** The oldest alert to send (or one whose sender died), now locked; undefined when none. */
    async claim(): Promise<TAlert | undefined> {
      const rows = await db.$queryRaw<TAlert[]>`
        UPDATE whatsapp_alerts SET status = 'sending', attempts = attempts + 1,
          locked_until = now() + make_interval(secs => ${lockSeconds})
        WHERE id = (
          SELECT id FROM whatsapp_alerts
          WHERE (status = 'queued' OR (status = 'sending' AND locked_until < now())) AND attempts < ${MAX_ATTEMPTS}
          ORDER BY created_at FOR UPDATE SKIP LOCKED LIMIT 1)
        RETURNING id, phone, title, reason, language, attempts`;
      return rows[0];
    },

    async sent(id: string, wamid: string): Promise<void> {
      await db.$executeRaw`
        UPDATE whatsapp_alerts SET status = 'sent', wamid = ${wamid}, locked_until = NULL WHERE id = ${id}::uuid`;
    },

    async failed(alert: TAlert, error: string): Promise<void> {
      const status = alert.attempts >= MAX_ATTEMPTS ? "error" : "queued";
      await db.$executeRaw`
        UPDATE whatsapp_alerts SET status = ${status}, error = ${error.slice(0, 500)}, locked_until = NULL
        WHERE id = ${alert.id}::uuid`;
    },

    /**
     * Alerts older than ALERT_RETENTION_DAYS removed — sent, failed, or never sent (no sender, or
     * given up on) — but not one a live sender holds right now; how many went. Run periodically
     * by any replica (admin/background.ts).
     */
    async prune(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - ALERT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
      return db.$executeRaw`
        DELETE FROM whatsapp_alerts
        WHERE created_at < ${before} AND NOT (status = 'sending' AND locked_until > ${now})`;
    },

    /** STOP / START from WhatsApp: the user's alerts off or on. */
    async setOptIn(userId: string, on: boolean): Promise<void> {
      await db.user.update({ where: { id: userId }, data: { whatsappAlerts: on } });
      // Alerts not yet sent stop too.
      if (!on) await db.$executeRaw`DELETE FROM whatsapp_alerts WHERE user_id = ${userId}::uuid AND status = 'queued'`;
    },
  };
}

export type TAlerts = ReturnType<typeof createAlerts>;
