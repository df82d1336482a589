// Per-answer feedback as a service (`app.feedback`): 👍/👎 (and an optional comment) on one of the
// user's own assistant answers; one per user per message, changed in place. The admins read it
// as the gap signal. Knows nothing of HTTP: an answer that is not the user's is a 404 ApiError.
import fp from "fastify-plugin";
import type { TFeedback, TFeedbackRequest } from "@sachiv/contracts";
import type { TDb } from "../../db/client.ts";
import { andUserInScope, type TAdminScope } from "../../lib/admin-scope.ts";
import { ApiError } from "../../lib/errors.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    feedback: TFeedbackService;
  }
}

type TFeedbackRow = { messageId: string; value: string; comment: string | null; updatedAt: Date };

function presentFeedback(row: TFeedbackRow): TFeedback {
  return {
    message_id: row.messageId,
    value: row.value === "down" ? "down" : "up",
    comment: row.comment,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createFeedbackService(db: TDb) {
  /** An assistant message of one of the user's own conversations; anything else is "not found". */
  async function assertOwnAnswer(userId: string, messageId: string): Promise<void> {
    const own = await db.message.findFirst({
      where: { id: messageId, role: "assistant", conversation: { userId } },
      select: { id: true },
    });
    if (!own) throw new ApiError("ANSWER_NOT_FOUND");
  }

  return {
    async give(userId: string, messageId: string, input: TFeedbackRequest): Promise<TFeedback> {
      await assertOwnAnswer(userId, messageId);
      const data = { value: input.value, comment: input.comment?.trim() || null };
      const saved = await db.messageFeedback.upsert({
        where: { messageId_userId: { messageId, userId } },
        create: { messageId, userId, ...data },
        update: data,
      });
      return presentFeedback(saved);
    },

    /** 👍 and 👎 given since `since`, for the admins' dashboard (issue 24). */
    async counts(since: Date, scope: TAdminScope = null): Promise<{ up: number; down: number }> {
      const rows = await db.$queryRaw<{ value: string; n: bigint }[]>`
        SELECT value, count(*) AS n FROM message_feedback f
        WHERE value IN ('up', 'down') AND created_at >= ${since} ${andUserInScope(scope, "f.user_id")} GROUP BY value`;
      const of = (v: string) => Number(rows.find((r) => r.value === v)?.n ?? 0);
      return { up: of("up"), down: of("down") };
    },

    async get(userId: string, messageId: string): Promise<TFeedback | null> {
      await assertOwnAnswer(userId, messageId);
      const row = await db.messageFeedback.findUnique({ where: { messageId_userId: { messageId, userId } } });
      return row ? presentFeedback(row) : null;
    },
  };
}

export type TFeedbackService = ReturnType<typeof createFeedbackService>;

export default fp(
  async (app) => {
    app.decorate("feedback", createFeedbackService(app.db));
  },
  { name: "feedback", dependencies: ["database"] },
);
