// Stored document sessions: one row per analysed document (text, analysis, passages, questions)
// with its bytes beside it. The ids handed out are the session id (assistant_id), its thread id
// and its file id; a question or cleanup must name the session's own pair, and its own user.
// A user keeps at most DOCUMENT_STORAGE_MAX_BYTES_PER_USER of files: a new analysis that would go
// past it removes that user's oldest sessions first (they expire within a day anyway).
import type { TDocumentAnalysis, TLanguage } from "@sachiv/contracts";
import type { TDb } from "../../db/client.ts";
import { DocumentError } from "./errors.ts";
import { cutPassages, type TPassage } from "./passages.ts";
import type { TDocChunk } from "./retrieve.ts";

export type TNewSession = {
  userId: string;
  fileName?: string;
  format: string;
  mimeType: string;
  bytes: Uint8Array;
  language: TLanguage;
  pages: number;
  ocrPages: number;
  text: string;
  analysis: TDocumentAnalysis;
  offline: boolean;
  ttlHours: number;
  /** Bytes of files this user may keep stored; the user's oldest sessions go to make room. */
  storageMaxBytes?: number;
  /** The text's passages, when already cut (in a parser worker); cut here otherwise. */
  passages?: TPassage[];
};

export type TSessionIds = { assistantId: string; threadId: string; fileId: string };

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (s: string) => UUID_RE.test(s);

export function createDocumentStore(db: TDb) {
  return {
    async createSession(input: TNewSession): Promise<TSessionIds> {
      const passages = input.passages ?? (await cutPassages(input.text));
      const expiresAt = new Date(Date.now() + input.ttlHours * 3600_000);
      // One transaction: a session exists whole (bytes, passages) or not at all.
      const session = await db.$transaction(async (tx) => {
        if (input.storageMaxBytes !== undefined) {
          if (input.bytes.byteLength > input.storageMaxBytes)
            throw new DocumentError(
              "FILE_TOO_LARGE",
              `file of ${input.bytes.byteLength} bytes, storage quota ${input.storageMaxBytes}`,
            );
          // Newest first: keep what fits beside the new file, drop the rest (oldest) with their bytes.
          const kept = await tx.documentSession.findMany({
            where: { userId: input.userId },
            orderBy: { createdAt: "desc" },
            select: { id: true, byteSize: true },
          });
          let total = input.bytes.byteLength;
          const drop = kept.filter((k) => (total += k.byteSize) > input.storageMaxBytes!).map((k) => k.id);
          if (drop.length > 0) await tx.documentSession.deleteMany({ where: { id: { in: drop } } });
        }
        const s = await tx.documentSession.create({
          data: {
            userId: input.userId,
            fileName: input.fileName ?? null,
            format: input.format,
            mimeType: input.mimeType,
            byteSize: input.bytes.byteLength,
            language: input.language,
            pageCount: input.pages,
            ocrPages: input.ocrPages,
            text: input.text,
            analysis: input.analysis,
            offline: input.offline,
            expiresAt,
            file: { create: { bytes: new Uint8Array(input.bytes) } },
          },
          select: { id: true, threadId: true, file: { select: { id: true } } },
        });
        await tx.documentChunk.createMany({
          data: passages.map((p, ordinal) => ({
            sessionId: s.id,
            ordinal,
            content: p.content,
            searchText: p.searchText,
          })),
        });
        return s;
      });
      return { assistantId: session.id, threadId: session.threadId, fileId: session.file!.id };
    },

    /** The live session these ids name for this user, or undefined (unknown, someone else's, expired). */
    async findSession(userId: string, assistantId: string, threadId: string) {
      if (!isUuid(assistantId) || !isUuid(threadId)) return undefined;
      const s = await db.documentSession.findFirst({
        where: { id: assistantId, threadId, userId, expiresAt: { gt: new Date() } },
        select: { id: true, fileName: true, format: true, language: true, text: true },
      });
      return s ?? undefined;
    },

    /** The whole live session (analysis, ids, every question) for its own user, or undefined. */
    async getSession(userId: string, assistantId: string) {
      if (!isUuid(assistantId)) return undefined;
      const s = await db.documentSession.findFirst({
        where: { id: assistantId, userId, expiresAt: { gt: new Date() } },
        select: {
          id: true,
          threadId: true,
          fileName: true,
          format: true,
          pageCount: true,
          ocrPages: true,
          text: true,
          analysis: true,
          offline: true,
          expiresAt: true,
          file: { select: { id: true } },
          messages: { orderBy: { createdAt: "asc" }, select: { role: true, content: true } },
        },
      });
      return s ?? undefined;
    },

    async listChunks(sessionId: string): Promise<TDocChunk[]> {
      return db.documentChunk.findMany({
        where: { sessionId },
        orderBy: { ordinal: "asc" },
        select: { ordinal: true, content: true, searchText: true },
      });
    },

    async listMessages(sessionId: string, last = 6) {
      const rows = await db.documentMessage.findMany({
        where: { sessionId },
        orderBy: { createdAt: "desc" },
        take: last,
        select: { role: true, content: true },
      });
      return rows.reverse();
    },

    async addExchange(sessionId: string, question: string, answer: string): Promise<void> {
      // Both times from one clock, the answer a millisecond later, so "oldest first" keeps the order.
      const now = Date.now();
      await db.documentMessage.createMany({
        data: [
          { sessionId, role: "user", content: question, createdAt: new Date(now) },
          { sessionId, role: "assistant", content: answer, createdAt: new Date(now + 1) },
        ],
      });
    },

    /** Deletes the session (and, by cascade, its bytes, passages and questions). True if one went. */
    async deleteSession(userId: string, ids: TSessionIds): Promise<boolean> {
      if (!isUuid(ids.assistantId) || !isUuid(ids.threadId)) return false;
      const { count } = await db.documentSession.deleteMany({
        where: { id: ids.assistantId, threadId: ids.threadId, userId },
      });
      return count > 0;
    },

    /** Removes every expired session; returns how many. */
    async sweepExpired(now = new Date()): Promise<number> {
      const { count } = await db.documentSession.deleteMany({ where: { expiresAt: { lte: now } } });
      return count;
    },
  };
}

export type TDocumentStore = ReturnType<typeof createDocumentStore>;
