// Conversations, their messages and ratings in the database (the chat service's storage). Knows nothing of HTTP: a missing or
// someone else's conversation is an ApiError the route turns into a 404.
import { randomUUID } from "node:crypto";
import { t } from "@sachiv/content";
import type {
  TAnswerGrounding,
  TAnswerStatus,
  TChatHistoryItem,
  TChatSource,
  TLanguage,
  TRating,
  TRatingRequest,
  TRatingResponse,
} from "@sachiv/contracts";
import type { TDb } from "../../db/client.ts";
import { ApiError } from "../../lib/errors.ts";
import { messageSearchText } from "./search-text.ts";

/** Earlier turns given to the model with a new question. */
export const HISTORY_TURNS = 20;

export type TConversationStore = ReturnType<typeof createConversationStore>;

export function createConversationStore(db: TDb) {
  /** The user's own conversation, or null when it does not exist or belongs to someone else. */
  async function findOwn(userId: string, conversationId: string) {
    const c = await db.conversation.findUnique({ where: { id: conversationId }, select: { id: true, userId: true } });
    return c && c.userId === userId ? c : null;
  }

  function toRating(r: { conversationId: string; rating: number; feedback: string | null; updatedAt: Date }): TRating {
    return {
      conversation_id: r.conversationId,
      rating: r.rating,
      feedback: r.feedback,
      created_at: r.updatedAt.toISOString(),
    };
  }

  return {
    /**
     * Saves the first question of a new conversation under an id the caller chose, in one
     * statement. Safe to repeat: when an attempt committed but its reply was lost, the next one
     * finds both rows and adds nothing.
     */
    async startConversation(
      userId: string,
      conversationId: string,
      language: TLanguage,
      question: string,
      messageId: string,
      clientMessageId: string | null = null,
      channel: "app" | "whatsapp" = "app",
    ): Promise<void> {
      await db.$executeRaw`
        WITH c AS (
          INSERT INTO conversations (id, user_id, language, channel, created_at, updated_at)
          VALUES (${conversationId}::uuid, ${userId}::uuid, ${language}, ${channel}, now(), now())
          ON CONFLICT (id) DO NOTHING
          RETURNING id
        )
        INSERT INTO messages (id, conversation_id, role, content, search_text, client_message_id, created_at)
        SELECT ${messageId}::uuid, c.id, 'user'::"MessageRole", ${question}, ${messageSearchText(question)},
          ${clientMessageId}::uuid, now() FROM c
        ON CONFLICT (id) DO NOTHING`;
    },

    /**
     * Starts a turn in one statement (one database round trip on the chat's critical path):
     * checks the conversation is the user's own (or starts one), saves the question, and
     * returns the earlier turns, oldest first, without the new question.
     */
    async beginTurn(
      userId: string,
      conversationId: string | null | undefined,
      language: TLanguage,
      question: string,
      turns = HISTORY_TURNS,
      clientMessageId: string | null = null,
    ): Promise<{ conversationId: string; history: TChatHistoryItem[]; messageId: string }> {
      const messageId = randomUUID();
      // The admin's conversation search reads messages by this romanised, normalised form.
      const searchText = messageSearchText(question);
      if (!conversationId) {
        const id = randomUUID();
        await db.$executeRaw`
          WITH c AS (
            INSERT INTO conversations (id, user_id, language, created_at, updated_at)
            VALUES (${id}::uuid, ${userId}::uuid, ${language}, now(), now())
            RETURNING id
          )
          INSERT INTO messages (id, conversation_id, role, content, search_text, client_message_id, created_at)
          SELECT ${messageId}::uuid, c.id, 'user'::"MessageRole", ${question}, ${searchText}, ${clientMessageId}::uuid, now() FROM c`;
        return { conversationId: id, history: [], messageId };
      }
      // Every part of a statement sees the same snapshot: the history excludes the new question.
      const rows = await db.$queryRaw<{ role: "user" | "assistant" | null; content: string | null }[]>`
        WITH own AS (
          SELECT id FROM conversations WHERE id = ${conversationId}::uuid AND user_id = ${userId}::uuid
        ),
        touched AS (
          UPDATE conversations SET updated_at = now() WHERE id IN (SELECT id FROM own) RETURNING id
        ),
        saved AS (
          INSERT INTO messages (id, conversation_id, role, content, search_text, client_message_id, created_at)
          SELECT ${messageId}::uuid, id, 'user'::"MessageRole", ${question}, ${searchText}, ${clientMessageId}::uuid, now() FROM own
          RETURNING id
        ),
        history AS (
          SELECT m.role::text AS role, m.content, m.created_at, m.id FROM messages m
          WHERE m.conversation_id IN (SELECT id FROM own)
          ORDER BY m.created_at DESC, m.id DESC
          LIMIT ${turns}
        )
        SELECT h.role, h.content
        FROM own
        CROSS JOIN (SELECT count(*) FROM touched) t
        CROSS JOIN (SELECT count(*) FROM saved) s
        LEFT JOIN history h ON true
        ORDER BY h.created_at ASC NULLS FIRST, h.id ASC`;
      if (rows.length === 0) throw new ApiError("CONVERSATION_NOT_FOUND");
      const history = rows.flatMap((r) => (r.role && r.content ? [{ role: r.role, content: r.content }] : []));
      return { conversationId, history, messageId };
    },

    /**
     * Saves the answer in one statement (and marks the conversation as updated), with its question,
     * its sources as shown and whether a model wrote it. `messageId` makes a retry safe: when the
     * first attempt committed but its connection died before the reply, the second adds nothing.
     */
    async saveReply(
      conversationId: string,
      content: string,
      messageId: string = randomUUID(),
      about: {
        replyToId?: string | null;
        sources?: TChatSource[];
        offline?: boolean;
        status?: TAnswerStatus;
        grounding?: TAnswerGrounding;
      } = {},
    ): Promise<void> {
      const sources = about.sources ? JSON.stringify(about.sources) : null;
      const grounding = about.grounding ? JSON.stringify(about.grounding) : null;
      await db.$executeRaw`
        WITH touched AS (UPDATE conversations SET updated_at = now() WHERE id = ${conversationId}::uuid RETURNING id)
        INSERT INTO messages (id, conversation_id, role, content, search_text, reply_to_id, sources, answered_offline, answer_status, answer_grounding, created_at)
        SELECT ${messageId}::uuid, id, 'assistant'::"MessageRole", ${content}, ${messageSearchText(content)},
          ${about.replyToId ?? null}::uuid, ${sources}::jsonb, ${about.offline ?? false}, ${about.status ?? null},
          ${grounding}::jsonb, now() FROM touched
        ON CONFLICT (id) DO NOTHING`;
    },

    /** The user's question sent with this idempotency key, or null (none, or not the user's). */
    async findByClientKey(userId: string, clientMessageId: string) {
      const m = await db.message.findUnique({
        where: { clientMessageId },
        select: { id: true, conversationId: true, conversation: { select: { userId: true } } },
      });
      return m && m.conversation.userId === userId ? { conversationId: m.conversationId, questionId: m.id } : null;
    },

    /** The saved answer to a question, or null while there is none. */
    findAnswer: (questionId: string) =>
      db.message.findFirst({
        where: { replyToId: questionId, role: "assistant" },
        select: { id: true, content: true, sources: true, answeredOffline: true, answerStatus: true },
      }),

    /** Rates the user's own conversation; rating again replaces the earlier rating. */
    async rateConversation(userId: string, input: TRatingRequest, language: TLanguage): Promise<TRatingResponse> {
      if (!(await findOwn(userId, input.conversation_id))) throw new ApiError("NO_CONVERSATION_TO_RATE");
      const data = { rating: input.rating, feedback: input.feedback?.trim() || null, userId };
      const saved = await db.rating.upsert({
        where: { conversationId: input.conversation_id },
        create: { conversationId: input.conversation_id, ...data },
        update: data,
      });
      return {
        success: true,
        message: `${t("rating.submitted", language)}: ${t("rating.outOfFive", language, { rating: input.rating })}`,
        rating: toRating(saved),
      };
    },

    async getRating(userId: string, conversationId: string): Promise<TRating | null> {
      if (!(await findOwn(userId, conversationId))) throw new ApiError("NO_CONVERSATION_TO_RATE");
      const r = await db.rating.findUnique({ where: { conversationId } });
      return r ? toRating(r) : null;
    },
  };
}
