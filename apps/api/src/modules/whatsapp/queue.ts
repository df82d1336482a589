// Inbound WhatsApp messages as jobs in PostgreSQL, with the ingestion queue's lease (admin/jobs.ts):
// a worker of any API instance claims a row with FOR UPDATE SKIP LOCKED, keeps `locked_until`
// moving while it works, and a row whose lock expired (its worker died) is queued again, or ends as
// an error after MAX_ATTEMPTS. The row's unique wamid makes a second delivery of the same message a
// no-op before any work. A number's messages run one at a time, in the order the user sent them.
import type { TWhatsappInboundMessage, TWhatsappStatus } from "@sachiv/contracts";
import { Prisma, type TDb } from "../../db/client.ts";

const MAX_ATTEMPTS = 3;
/** A number that never goes quiet (a message every second) is still answered, after this many burst times. */
const MAX_BURST_WAITS = 4;

/** A document-analysis session (the documents service's ids). */
export type TDocumentIds = { assistantId: string; threadId: string };

export type TInboundJob = {
  id: string;
  wamid: string;
  phone: string;
  kind: string;
  payload: TWhatsappInboundMessage;
  sentAt: Date;
  attempts: number;
  transcript: string | null;
};

export function createInboundQueue(db: TDb, lockSeconds: number, burstMs = 0) {
  return {
    /** Records each message once (its wamid); returns how many were new. */
    async enqueue(messages: TWhatsappInboundMessage[]): Promise<number> {
      let added = 0;
      for (const m of messages) {
        const sentAt = new Date(Number(m.timestamp) * 1000 || Date.now());
        added += await db.$executeRaw`
          INSERT INTO whatsapp_inbound (id, wamid, phone, kind, payload, sent_at)
          VALUES (gen_random_uuid(), ${m.id}, ${m.from}, ${m.type}, ${JSON.stringify(m)}::jsonb, ${sentAt})
          ON CONFLICT (wamid) DO NOTHING`;
      }
      return added;
    },

    /** Delivery statuses of our messages, one row per message and status (repeats ignored). */
    async recordStatuses(statuses: TWhatsappStatus[]): Promise<void> {
      for (const s of statuses) {
        const error = s.errors?.[0];
        await db.$executeRaw`
          INSERT INTO whatsapp_statuses (wamid, status, recipient, error_code, error_title, at)
          VALUES (${s.id}, ${s.status}, ${s.recipient_id}, ${error?.code ?? null}, ${error?.title ?? null},
            ${new Date(Number(s.timestamp) * 1000 || Date.now())})
          ON CONFLICT (wamid, status) DO NOTHING`;
      }
    },

    /**
     * The next turn, now locked by `workerId`: the oldest queued message of a number with nothing
     * running and nothing older waiting, together with every other message of that number queued
     * by then (a burst is one turn). A number is taken only once it has been quiet for `burstMs`
     * (by the database's clock, the same for every replica), so messages sent a second apart are
     * not answered one by one (nor kept waiting more than MAX_BURST_WAITS burst times by a number that
     * never stops writing). The rows' `turn_id` is the first message's id; a turn taken up again
     * after its worker died keeps exactly its rows. Empty when there is nothing to take.
     */
    async claim(workerId: string): Promise<TInboundJob[]> {
      const rows = await db.$queryRaw<
        {
          id: string;
          wamid: string;
          phone: string;
          kind: string;
          payload: TWhatsappInboundMessage;
          sent_at: Date;
          created_at: Date;
          attempts: number;
          transcript: string | null;
        }[]
      >`
        WITH leader AS (
          SELECT q.id, q.phone, q.turn_id FROM whatsapp_inbound q
          WHERE q.status = 'queued'
            AND NOT EXISTS (SELECT 1 FROM whatsapp_inbound r WHERE r.phone = q.phone AND r.status = 'running')
            AND NOT EXISTS (SELECT 1 FROM whatsapp_inbound o WHERE o.phone = q.phone AND o.status = 'queued'
              AND (o.sent_at, o.created_at) < (q.sent_at, q.created_at))
            AND (NOT EXISTS (SELECT 1 FROM whatsapp_inbound n WHERE n.phone = q.phone AND n.status = 'queued'
                AND n.created_at > now() - make_interval(secs => ${burstMs / 1000}))
              OR q.created_at < now() - make_interval(secs => ${(MAX_BURST_WAITS * burstMs) / 1000}))
          ORDER BY q.sent_at, q.created_at
          FOR UPDATE SKIP LOCKED LIMIT 1)
        UPDATE whatsapp_inbound w SET status = 'running', locked_by = ${workerId},
          locked_until = now() + make_interval(secs => ${lockSeconds}), attempts = w.attempts + 1,
          turn_id = coalesce(leader.turn_id, leader.id)
        FROM leader
        WHERE w.phone = leader.phone AND w.status = 'queued'
          AND (leader.turn_id IS NULL OR w.turn_id = leader.turn_id)
        RETURNING w.id, w.wamid, w.phone, w.kind, w.payload, w.sent_at, w.created_at, w.attempts, w.transcript`;
      return rows
        .sort((a, b) => a.sent_at.getTime() - b.sent_at.getTime() || a.created_at.getTime() - b.created_at.getTime())
        .map((r) => ({
          id: r.id,
          wamid: r.wamid,
          phone: r.phone,
          kind: r.kind,
          payload: r.payload,
          sentAt: r.sent_at,
          attempts: r.attempts,
          transcript: r.transcript,
        }));
    },

    /** Keeps a running turn's lock (all its rows); false when this worker no longer holds it. */
    async heartbeat(ids: string[], workerId: string): Promise<boolean> {
      let held = 0;
      for (const id of ids) {
        held += await db.$executeRaw`
          UPDATE whatsapp_inbound SET locked_until = now() + make_interval(secs => ${lockSeconds})
          WHERE id = ${id}::uuid AND locked_by = ${workerId} AND status = 'running'`;
      }
      return held > 0;
    },

    /** Running jobs whose worker stopped renewing the lock: queued again, or an error at last. */
    async recoverExpired(allRunning = false): Promise<number> {
      const cutoff = allRunning ? Prisma.sql`TRUE` : Prisma.sql`locked_until < now()`;
      return db.$executeRaw`
        UPDATE whatsapp_inbound SET
          status = CASE WHEN attempts >= ${MAX_ATTEMPTS} THEN 'error' ELSE 'queued' END,
          error = CASE WHEN attempts >= ${MAX_ATTEMPTS} THEN 'interrupted ' || attempts || ' times' ELSE error END,
          finished_at = CASE WHEN attempts >= ${MAX_ATTEMPTS} THEN now() ELSE NULL END,
          locked_by = NULL, locked_until = NULL
        WHERE status = 'running' AND ${cutoff}`;
    },

    /** A failed attempt: back to the queue at once (the attempt counts). */
    async retry(id: string, workerId: string): Promise<void> {
      await db.$executeRaw`
        UPDATE whatsapp_inbound SET status = 'queued', locked_by = NULL, locked_until = NULL
        WHERE id = ${id}::uuid AND locked_by = ${workerId}`;
    },

    /** Hands a job back without counting the attempt (this worker is stopping). */
    async requeue(id: string, workerId: string): Promise<void> {
      await db.$executeRaw`
        UPDATE whatsapp_inbound SET status = 'queued', locked_by = NULL, locked_until = NULL,
          attempts = greatest(attempts - 1, 0)
        WHERE id = ${id}::uuid AND locked_by = ${workerId}`;
    },

    async finish(id: string, workerId: string, status: "done" | "error", error?: string): Promise<void> {
      await db.$executeRaw`
        UPDATE whatsapp_inbound SET status = ${status}, error = ${error ?? null}, finished_at = now(),
          locked_by = NULL, locked_until = NULL
        WHERE id = ${id}::uuid AND locked_by = ${workerId}`;
    },

    /** What the job learnt so far, kept so a retry does not redo it (transcript, conversation, replies sent). */
    async note(
      id: string,
      fields: { userId?: string; conversationId?: string; transcript?: string; replyWamid?: string },
    ): Promise<void> {
      await db.$executeRaw`
        UPDATE whatsapp_inbound SET
          user_id = coalesce(${fields.userId ?? null}::uuid, user_id),
          conversation_id = coalesce(${fields.conversationId ?? null}::uuid, conversation_id),
          transcript = coalesce(${fields.transcript ?? null}, transcript),
          reply_wamids = CASE WHEN ${fields.replyWamid ?? null}::text IS NULL THEN reply_wamids
            ELSE array_append(reply_wamids, ${fields.replyWamid ?? null}::text) END
        WHERE id = ${id}::uuid`;
    },

    /** The conversation the user's last WhatsApp turn went to, when it was recent enough to continue. */
    async recentConversation(userId: string, since: Date, notId: string): Promise<string | null> {
      const rows = await db.$queryRaw<{ conversation_id: string }[]>`
        SELECT conversation_id FROM whatsapp_inbound
        WHERE user_id = ${userId}::uuid AND conversation_id IS NOT NULL AND sent_at >= ${since} AND id <> ${notId}::uuid
        ORDER BY sent_at DESC LIMIT 1`;
      return rows[0]?.conversation_id ?? null;
    },

    /** The document session of the user's latest photo or PDF sent since `since`, if any. */
    async recentDocument(userId: string, since: Date, notId: string): Promise<TDocumentIds | null> {
      const rows = await db.$queryRaw<{ document_ids: TDocumentIds }[]>`
        SELECT document_ids FROM whatsapp_inbound
        WHERE user_id = ${userId}::uuid AND document_ids IS NOT NULL AND sent_at >= ${since} AND id <> ${notId}::uuid
        ORDER BY sent_at DESC LIMIT 1`;
      return rows[0]?.document_ids ?? null;
    },

    async noteDocument(id: string, ids: TDocumentIds): Promise<void> {
      await db.$executeRaw`UPDATE whatsapp_inbound SET document_ids = ${JSON.stringify(ids)}::jsonb WHERE id = ${id}::uuid`;
    },

    /** Only the template went for this message: its answer waits for the user's next message. */
    async markAwaiting(id: string): Promise<void> {
      await db.$executeRaw`UPDATE whatsapp_inbound SET awaiting_delivery = true WHERE id = ${id}::uuid`;
    },

    /** The user's answers still waiting to be delivered, oldest first. */
    async awaiting(userId: string, notId: string) {
      return db.$queryRaw<
        {
          id: string;
          wamid: string;
          payload: TWhatsappInboundMessage;
          transcript: string | null;
          conversation_id: string | null;
        }[]
      >`
        SELECT id, wamid, payload, transcript, conversation_id FROM whatsapp_inbound
        WHERE user_id = ${userId}::uuid AND awaiting_delivery AND id <> ${notId}::uuid
        ORDER BY sent_at, created_at LIMIT 5`;
    },

    async delivered(id: string): Promise<void> {
      await db.$executeRaw`UPDATE whatsapp_inbound SET awaiting_delivery = false WHERE id = ${id}::uuid`;
    },

    /** Whether this unlinked number was already told how to link within the last hour (not every message). */
    async toldRecently(phone: string, notId: string): Promise<boolean> {
      const rows = await db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM whatsapp_inbound
        WHERE phone = ${phone} AND id <> ${notId}::uuid AND user_id IS NULL AND NOT guest
          AND cardinality(reply_wamids) > 0 AND sent_at > now() - interval '1 hour'`;
      return (rows[0]?.n ?? 0) > 0;
    },

    /** Guest answers this number got in the last 24 hours (besides `notId`'s). */
    async guestAnswers(phone: string, notId: string): Promise<number> {
      const rows = await db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM whatsapp_inbound
        WHERE phone = ${phone} AND guest AND id <> ${notId}::uuid AND sent_at > now() - interval '24 hours'`;
      return rows[0]?.n ?? 0;
    },

    /** This message is answered as a guest's question (it counts against the number's daily cap). */
    async markGuest(id: string): Promise<void> {
      await db.$executeRaw`UPDATE whatsapp_inbound SET guest = true WHERE id = ${id}::uuid`;
    },

    /** How many replies this job already sent (a retry resumes after them). */
    async sentCount(id: string): Promise<number> {
      const rows = await db.$queryRaw<{ n: number }[]>`
        SELECT coalesce(array_length(reply_wamids, 1), 0)::int AS n FROM whatsapp_inbound WHERE id = ${id}::uuid`;
      return rows[0]?.n ?? 0;
    },
  };
}

export type TInboundQueue = ReturnType<typeof createInboundQueue>;
