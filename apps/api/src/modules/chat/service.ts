// Conversations, their messages and ratings in the database. Knows nothing of HTTP: a missing or
// someone else's conversation is an ApiError the route turns into a 404.
import { t } from "@sachiv/content";
import type { TChatHistoryItem, TLanguage, TRating, TRatingRequest, TRatingResponse } from "@sachiv/contracts";
import type { TDb } from "../../db/client.ts";
import { ApiError } from "../../lib/errors.ts";
import { messageSearchText } from "./search-text.ts";

/** Earlier turns given to the model with a new question. */
export const HISTORY_TURNS = 20;

export type TChatService = ReturnType<typeof createChatService>;

export function createChatService(db: TDb) {
  /** The user's own conversation, or null when it does not exist or belongs to someone else. */
  async function findOwn(userId: string, conversationId: string) {
    const c = await db.conversation.findUnique({ where: { id: conversationId }, select: { id: true, userId: true } });
    return c && c.userId === userId ? c : null;
  }

  function toRating(r: { conversationId: string; rating: number; feedback: string | null; updatedAt: Date }): TRating {
    return { conversation_id: r.conversationId, rating: r.rating, feedback: r.feedback, created_at: r.updatedAt.toISOString() };
  }

  return {
    /** Continues the user's conversation, or starts one when no id is given. */
    async openConversation(userId: string, conversationId: string | null | undefined, language: TLanguage): Promise<{ id: string }> {
      if (!conversationId) return db.conversation.create({ data: { userId, language }, select: { id: true } });
      const own = await findOwn(userId, conversationId);
      if (!own) throw new ApiError(404, "CONVERSATION_NOT_FOUND");
      return { id: own.id };
    },

    /** The last turns of a conversation, oldest first. */
    async listHistory(conversationId: string, turns = HISTORY_TURNS): Promise<TChatHistoryItem[]> {
      const rows = await db.message.findMany({
        where: { conversationId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: turns,
        select: { role: true, content: true },
      });
      return rows.reverse().filter((m) => m.content !== "");
    },

    /** Appends a message (and marks the conversation as updated). */
    async addMessage(conversationId: string, role: "user" | "assistant", content: string): Promise<void> {
      await db.conversation.update({ where: { id: conversationId }, data: { messages: { create: { role, content, searchText: messageSearchText(content) } } } });
    },

    /** Rates the user's own conversation; rating again replaces the earlier rating. */
    async rateConversation(userId: string, input: TRatingRequest, language: TLanguage): Promise<TRatingResponse> {
      if (!(await findOwn(userId, input.conversation_id))) throw new ApiError(404, "NO_CONVERSATION_TO_RATE");
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
      if (!(await findOwn(userId, conversationId))) throw new ApiError(404, "NO_CONVERSATION_TO_RATE");
      const r = await db.rating.findUnique({ where: { conversationId } });
      return r ? toRating(r) : null;
    },
  };
}
