// The chat as a service (`app.chat`): a turn of a conversation — the question on record, the
// passages, the provider's answer streamed as events, the answer and its citations on record —
// the whole answer at once, ratings, and the admins' view of every conversation. Knows nothing
// of HTTP: a missing or someone else's conversation is an ApiError the route turns into a 404.
import { randomUUID } from "node:crypto";
import fp from "fastify-plugin";
import type {
  TAnswerGrounding,
  TAnswerStatus,
  TChatHistoryItem,
  TChatHistoryQuery,
  TChatSource,
  TChatStreamEvent,
  TLanguage,
  TRatingRequest,
  TRegionId,
} from "@sachiv/contracts";
import { regions } from "@sachiv/content";
import { ZAnswerStatus } from "@sachiv/contracts";
import {
  ChatTimeoutError,
  collectAnswer,
  currentQuestion,
  streamAnswer,
  type TChatProvider,
  type TMarkerCitations,
} from "../../ai/chat/index.ts";
import type { TConfig } from "../../config.ts";
import type { TDb } from "../../db/client.ts";
import { ApiError, messageFor } from "../../lib/errors.ts";
import { startTrace, type TTrace } from "../../lib/tracing.ts";
import type { TApprovedMatch } from "../approved/service.ts";
import type { TKnowledgeService, TRetrieved } from "../knowledge/service.ts";
import { getPreferences } from "../users/service.ts";
import { deleteOwnConversation, getOwnConversation, listOwnConversations } from "./history.ts";
import { listConversations, walkConversations, type TConversationFilters } from "./monitor.ts";
import { conversationInsights } from "./insights.ts";
import type { TAdminScope } from "../../lib/admin-scope.ts";
import { answerSources, modelAnswerSources } from "./sources.ts";
import { conversationCounts } from "./statistics.ts";
import { createConversationStore } from "./store.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    chat: TChatService;
  }
}

/** Where a conversation happens: the web app or WhatsApp. */
export type TChannel = "app" | "whatsapp";

type TLog = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

/** One question in a conversation, on its way to an answer. */
export type TTurn = {
  conversationId: string;
  /**
   * The answer as stream events: "conversation", "chunk"s, then "sources" and "done" once the
   * question and answer are on record, or an "error". Never throws. When `signal` aborts (the
   * client went away) the answer is still written to the end and saved: the client fetches it
   * again by its question's idempotency key.
   */
  events: (signal: AbortSignal) => AsyncGenerator<TChatStreamEvent>;
};

/** Issue 24: an admin's approved answer for a question, served before any answerer runs. */
export type TApprovedAnswers = {
  match: (question: string, language: TLanguage) => Promise<TApprovedMatch | null>;
};

export type TChatDeps = {
  db: TDb;
  knowledge: TKnowledgeService;
  approved?: TApprovedAnswers;
  provider: TChatProvider;
  timeoutMs: number;
  log: TLog;
};

export function createChatService({ db, knowledge, approved, provider, timeoutMs, log }: TChatDeps) {
  const store = createConversationStore(db);
  const warn = (msg: string, err?: unknown) => log.warn({ err }, msg);
  /** The approved answer for the question, or null (none, or the lookup failed: answer normally). */
  const approvedFor = (question: string, language: TLanguage): Promise<TApprovedMatch | null> =>
    approved
      ? approved.match(question, language).catch((err: unknown) => {
          warn("chat: could not look up approved answers", err);
          return null;
        })
      : Promise.resolve(null);

  /** An answer's sources: a model's from its markers (with its grounding), the offline one's as selected. */
  function sourcesFor(
    question: string,
    queries: readonly string[],
    passages: Parameters<typeof answerSources>[2],
    language: TLanguage,
    reply: { status: TAnswerStatus | undefined; citations: TMarkerCitations | undefined },
  ): ReturnType<typeof answerSources> & { grounding?: TAnswerGrounding } {
    return reply.citations
      ? modelAnswerSources(question, queries, passages, language, reply.citations, reply.status)
      : answerSources(question, queries, passages, language);
  }

  /** The state in the user's Settings, or null (none chosen, or the read failed). */
  const homeStateOf = (userId: string): Promise<TRegionId | null> =>
    getPreferences(db, userId)
      .then((p) => p.home_state)
      .catch((err: unknown) => {
        warn("chat: could not read the user's state", err);
        return null;
      });
  /** The state's English name for the model's prompt ("Haryana"), when there is one. */
  const homeStateName = async (state: Promise<TRegionId | null>): Promise<{ homeState?: string }> => {
    const id = await state;
    const region = id && id !== "central" ? regions.find((r) => r.id === id) : undefined;
    return region ? { homeState: region.name.hinglish } : {};
  };

  /** A few tries over about two seconds (a database restart), then gives up and says so. */
  async function withRetries(write: () => Promise<void>, failure: string): Promise<boolean> {
    for (const waitMs of [0, 250, 500, 1000]) {
      if (waitMs) await new Promise((r) => setTimeout(r, waitMs));
      try {
        await write();
        return true;
      } catch (err) {
        warn(failure, err);
      }
    }
    return false;
  }
  const saveReplyWithRetries = (
    conversationId: string,
    answer: string,
    replyId: string,
    about: Parameters<typeof store.saveReply>[3],
  ) => withRetries(() => store.saveReply(conversationId, answer, replyId, about), "chat: could not save the answer");

  /**
   * A question already on record (the same idempotency key again): its answer, as a normal stream,
   * once it is saved — the first request may still be writing it — polled with backoff for as long
   * as an answer may take.
   */
  async function* replayEvents(
    found: { conversationId: string; questionId: string },
    language: TLanguage,
    clientGone: AbortSignal,
  ): AsyncGenerator<TChatStreamEvent> {
    yield { type: "conversation", conversationId: found.conversationId, messageId: found.questionId };
    const deadline = Date.now() + timeoutMs + 15_000;
    let waitMs = 50;
    for (;;) {
      const answer = await store.findAnswer(found.questionId).catch((err: unknown) => {
        warn("chat: could not read a saved answer", err);
        return null;
      });
      if (answer) {
        if (answer.content) yield { type: "chunk", chunk: answer.content };
        const sources = Array.isArray(answer.sources) ? (answer.sources as TChatSource[]) : [];
        yield { type: "sources", sources };
        const status = ZAnswerStatus.safeParse(answer.answerStatus);
        yield {
          type: "done",
          offline: answer.answeredOffline,
          messageId: answer.id,
          ...(status.success ? { status: status.data } : {}),
        };
        return;
      }
      if (clientGone.aborted) return;
      if (Date.now() > deadline) {
        yield { type: "error", error: messageFor("CHAT_TIMEOUT", language), code: "CHAT_TIMEOUT" };
        return;
      }
      await new Promise((r) => setTimeout(r, waitMs));
      waitMs = Math.min(waitMs * 2, 1000);
    }
  }

  async function* answerEvents(
    turn: {
      conversationId: string;
      /** Id of the question's message. */
      questionId: string;
      question: string;
      messages: TChatHistoryItem[];
      language: TLanguage;
      homeState: Promise<TRegionId | null>;
      retrieved: Promise<TRetrieved>;
      /** Whether the question is on record (written beside the answer for a new conversation). */
      questionSaved: Promise<boolean>;
      trace: TTrace;
    },
    clientGone: AbortSignal,
  ): AsyncGenerator<TChatStreamEvent> {
    // A question that could not be saved ends the model call at once.
    const questionLost = new AbortController();
    let questionOnRecord = false;
    void turn.questionSaved.then((saved) => {
      questionOnRecord = saved;
      if (!saved) questionLost.abort(new Error("the question could not be saved"));
    });
    const questionNotSaved: TChatStreamEvent = {
      type: "error",
      error: messageFor("DATABASE_UNAVAILABLE", turn.language),
      code: "DATABASE_UNAVAILABLE",
    };

    yield { type: "conversation", conversationId: turn.conversationId, messageId: turn.questionId };
    let answer = "";
    let status: TAnswerStatus | undefined;
    let citations: TMarkerCitations | undefined;
    let saveAttempted = false;
    const replyId = randomUUID();
    try {
      // An admin's approved answer that matches is served first, with its own source (issue 24).
      const approvedAnswer = await approvedFor(turn.question, turn.language);
      const { passages, queries } = approvedAnswer ? { passages: [], queries: [] } : await turn.retrieved;
      const answering = turn.trace.begin("chat.answer", {
        "chat.provider": approvedAnswer ? "approved-answer" : provider.name,
      });
      if (approvedAnswer) {
        answer = approvedAnswer.text;
        status = "answered";
        yield { type: "chunk", chunk: answer };
      } else
        for await (const piece of streamAnswer({
          provider,
          messages: turn.messages,
          passages,
          language: turn.language,
          ...(await homeStateName(turn.homeState)),
          // Not the client's signal: an answer is written to the end and saved even when the phone's
          // connection drops, so that it can fetch it again (issue 22).
          signal: questionLost.signal,
          timeoutMs,
          onStatus: (s) => (status = s),
          onCitations: (c) => (citations = c),
        })) {
          answer += piece;
          yield { type: "chunk", chunk: piece };
        }
      answering.end();
      // The question, then the answer, are on record before the client hears it is complete; a
      // database that stays away through the retries ends the stream with an error the reader
      // understands.
      if (!(await turn.questionSaved)) {
        saveAttempted = true; // nothing to attach an answer to
        yield questionNotSaved;
        return;
      }
      saveAttempted = true;
      const { sources, citedDocumentIds, grounding } = approvedAnswer
        ? {
            sources: [approvedAnswer.source],
            citedDocumentIds: approvedAnswer.documentId ? [approvedAnswer.documentId] : [],
            grounding: undefined,
          }
        : sourcesFor(turn.question, queries, passages, turn.language, { status, citations });
      const about = {
        replyToId: turn.questionId,
        sources,
        offline: !approvedAnswer && provider.offline,
        ...(status ? { status } : {}),
        ...(grounding ? { grounding } : {}),
      };
      const saved = turn.trace.step("chat.save_answer", () =>
        saveReplyWithRetries(turn.conversationId, answer, replyId, about),
      );
      if (!(await saved)) {
        yield { type: "error", error: messageFor("ANSWER_NOT_SAVED", turn.language), code: "ANSWER_NOT_SAVED" };
        return;
      }
      if (clientGone.aborted)
        log.info({ conversationId: turn.conversationId }, "chat: client went away; the whole answer is saved");
      // The documents it cites, for the admins' knowledge-base list; never fails the answer.
      await knowledge
        .recordCitations(replyId, citedDocumentIds)
        .catch((err: unknown) => warn("chat: could not record citations", err));
      yield { type: "sources", sources };
      yield {
        type: "done",
        offline: !approvedAnswer && provider.offline,
        messageId: replyId,
        ...(status ? { status } : {}),
      };
    } catch (err) {
      turn.trace.fail(err);
      if (questionLost.signal.aborted) {
        yield questionNotSaved;
      } else {
        const code = err instanceof ChatTimeoutError ? "CHAT_TIMEOUT" : "CHAT_PROVIDER_UNAVAILABLE";
        log.warn({ err, conversationId: turn.conversationId, provider: provider.name }, "chat: answer failed");
        yield { type: "error", error: messageFor(code, turn.language), code };
      }
    } finally {
      // Saved also after a failure, with what arrived, so the record shows what the user saw.
      if (!saveAttempted && (questionOnRecord || (await turn.questionSaved)))
        await saveReplyWithRetries(turn.conversationId, answer, replyId, {
          replyToId: turn.questionId,
          offline: provider.offline,
        });
      turn.trace.end();
    }
  }

  return {
    /**
     * Starts a turn: the retrieval begins at once. A new conversation has no history to read, so
     * its question is written beside the retrieval and the model call, not before them (the
     * answer is not complete until it is on record). A conversation going on gets its history
     * with the question's write (one statement); throws a 404 ApiError when it is not the user's.
     */
    async openTurn(
      userId: string,
      conversationId: string | null | undefined,
      language: TLanguage,
      question: string,
      clientMessageId: string | null = null,
      /** Where a new conversation happens (WhatsApp turns open theirs with "whatsapp"). */
      channel: TChannel = "app",
    ): Promise<TTurn> {
      // The same idempotency key again: the first request's answer, not a second question.
      const replay = (found: { conversationId: string; questionId: string }): TTurn => ({
        conversationId: found.conversationId,
        events: (signal) => replayEvents(found, language, signal),
      });
      if (clientMessageId) {
        const found = await store.findByClientKey(userId, clientMessageId);
        if (found) return replay(found);
      }
      const trace = startTrace("chat.turn", { "chat.language": language });
      // The official's state (Settings) puts its rules first; unknown or unreadable = no preference.
      const homeState = homeStateOf(userId);
      const retrieved = trace.step("chat.retrieval", async () =>
        knowledge.passagesFor(question, language, provider.rewriteQuery, (await homeState) ?? undefined),
      );
      retrieved.catch(() => {}); // never rejects, but a 404 below must not leave it unobserved
      const turn = (
        id: string,
        questionId: string,
        history: TChatHistoryItem[],
        questionSaved: Promise<boolean>,
      ): TTurn => {
        const input = {
          conversationId: id,
          questionId,
          question,
          messages: [...history, { role: "user" as const, content: question }],
          language,
          homeState,
          retrieved,
          questionSaved,
          trace,
        };
        return { conversationId: id, events: (signal) => answerEvents(input, signal) };
      };
      if (!conversationId) {
        const id = randomUUID();
        const questionId = randomUUID();
        // Written on the event loop's next turn, once the retrieval (and with it the model call)
        // has started: the write's own work is not in the way of the first words.
        const questionSaved = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
          trace.step("chat.save_question", () =>
            withRetries(
              () => store.startConversation(userId, id, language, question, questionId, clientMessageId, channel),
              "chat: could not save the question",
            ),
          ),
        );
        return turn(id, questionId, [], questionSaved);
      }
      try {
        const begun = await trace.step("chat.save_question", () =>
          store.beginTurn(userId, conversationId, language, question, undefined, clientMessageId),
        );
        return turn(begun.conversationId, begun.messageId, begun.history, Promise.resolve(true));
      } catch (err) {
        trace.end(err);
        // Two requests with one key at the same moment: the one that lost the race replays.
        const found =
          clientMessageId && isDuplicateKey(err) ? await store.findByClientKey(userId, clientMessageId) : null;
        if (found) return replay(found);
        throw err;
      }
    },

    /** The whole answer at once (nothing is saved): 504 on a silent model, 503 when it fails. */
    async ask(history: TChatHistoryItem[], message: string, language: TLanguage, signal: AbortSignal) {
      const messages = [...history, { role: "user" as const, content: message }];
      const question = currentQuestion(messages);
      const approvedAnswer = await approvedFor(question, language);
      if (approvedAnswer) return { response: approvedAnswer.text, sources: [approvedAnswer.source] };
      const trace = startTrace("chat.turn", { "chat.language": language });
      const { passages, queries } = await trace.step("chat.retrieval", () =>
        knowledge.passagesFor(question, language, provider.rewriteQuery),
      );
      try {
        const answering = trace.begin("chat.answer", { "chat.provider": provider.name });
        let status: TAnswerStatus | undefined;
        let citations: TMarkerCitations | undefined;
        const response = await collectAnswer({
          provider,
          messages,
          passages,
          language,
          signal,
          timeoutMs,
          onStatus: (s) => (status = s),
          onCitations: (c) => (citations = c),
        });
        answering.end();
        return { response, sources: sourcesFor(question, queries, passages, language, { status, citations }).sources };
      } catch (err) {
        trace.fail(err);
        log.warn({ err, provider: provider.name }, "chat: answer failed");
        throw err instanceof ChatTimeoutError
          ? new ApiError("CHAT_TIMEOUT")
          : new ApiError("CHAT_PROVIDER_UNAVAILABLE");
      } finally {
        trace.end();
      }
    },

    /**
     * A question answered again, nothing saved and no approved answer: what the knowledge base
     * gives it now (issue 24: the check after a knowledge-base change).
     */
    async rehearse(
      question: string,
      language: TLanguage,
    ): Promise<{ text: string; status: TAnswerStatus | undefined }> {
      const messages = [{ role: "user" as const, content: question }];
      const { passages } = await knowledge.passagesFor(question, language, provider.rewriteQuery);
      let status: TAnswerStatus | undefined;
      const signal = new AbortController().signal;
      const text = await collectAnswer({
        provider,
        messages,
        passages,
        language,
        signal,
        timeoutMs,
        onStatus: (s) => (status = s),
      });
      return { text, status };
    },

    rate: (userId: string, input: TRatingRequest, language: TLanguage) =>
      store.rateConversation(userId, input, language),
    getRating: (userId: string, conversationId: string) => store.getRating(userId, conversationId),

    /** The user's own conversations (history), newest activity first, searched in either script. */
    listOwn: (userId: string, query: TChatHistoryQuery) => listOwnConversations(db, userId, query),
    /** One of the user's own conversations with its messages and their sources; 404 otherwise. */
    getOwn: (userId: string, id: string) => getOwnConversation(db, userId, id),
    deleteOwn: (userId: string, id: string) => deleteOwnConversation(db, userId, id),

    /** Every user's conversations, filtered and paged, for the admins. */
    listConversations: (query: Parameters<typeof listConversations>[1]) => listConversations(db, query),
    /** Newest first, in batches, for the admins' export. */
    walkConversations: (filters: TConversationFilters) => walkConversations(db, filters),
    /** Conversation counts for the admins' dashboard. */
    statistics: (now: Date, scope: TAdminScope = null) => conversationCounts(db, now, scope),
    /** Ratings, language split and topics since `since`, for the admins' dashboard (issue 24). */
    insights: (since: Date, scope: TAdminScope = null) => conversationInsights(db, since, scope),
  };
}

/** A unique-constraint violation (Postgres 23505), however the driver wraps it. */
function isDuplicateKey(err: unknown): boolean {
  let text: string;
  try {
    text = `${String(err)} ${JSON.stringify(err)}`;
  } catch {
    text = String(err);
  }
  return text.includes("23505") || text.includes("client_message_id");
}

export type TChatService = ReturnType<typeof createChatService>;
export type { TConversationFilters };

export default fp<{ config: TConfig; provider: TChatProvider }>(
  async (app, { config, provider }) => {
    app.decorate(
      "chat",
      createChatService({
        db: app.db,
        knowledge: app.knowledge,
        ...(app.hasDecorator("approved") ? { approved: app.approved } : {}),
        provider,
        timeoutMs: config.ai.chatTimeoutMs,
        log: app.log,
      }),
    );
  },
  { name: "chat", dependencies: ["database", "knowledge"] },
);
