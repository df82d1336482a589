// The knowledge base as a service (`app.knowledge`): search and the passages of an answer,
// ingestion, the admins' catalogue and curation, and citations. Other modules reach the
// knowledge tables only through it.
import fp from "fastify-plugin";
import type { TLanguage, TRegionId } from "@sachiv/contracts";
import type { TChatProvider } from "../../ai/chat/index.ts";
import type { TEmbedder } from "../../ai/embeddings/types.ts";
import { Prisma, type TDb } from "../../db/client.ts";
import { andUserInScope, type TAdminScope } from "../../lib/admin-scope.ts";
import { retrievePassages } from "./answer-passages.ts";

export type { TRetrieved } from "./answer-passages.ts";
import {
  assertKnowledgeDocument,
  listKnowledgeDocuments,
  removeKnowledgeDocument,
  supersedeKnowledgeDocument,
} from "./catalog.ts";
import { deleteKnowledgeDocument, recordCitations } from "./curation.ts";
import { ingestDocument, type TIngestInput, type TIngestOptions } from "./ingest.ts";
import { getPassage } from "./passage.ts";
import { searchChunks } from "./retrieve.ts";
import { forgetSearches } from "./search-cache.ts";
import type { TSearchOptions } from "./types.ts";
import { embedPendingChunks } from "./vector-store.ts";
import { timeCall } from "../../lib/call-timings.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    knowledge: TKnowledgeService;
  }
}

type TLog = (msg: string, err?: unknown) => void;

export function createKnowledgeService(db: TDb, embedder: TEmbedder | undefined, log: TLog) {
  return {
    /** Ranked passages for a query (full text, and vectors when an embedder is set). */
    search: (query: string, options: Omit<TSearchOptions, "embedder"> = {}) =>
      searchChunks(db, query, { embedder, log, ...options }),
    /** The passages an answer is grounded in; never rejects (a failed search gives none). */
    passagesFor: (
      question: string,
      language: TLanguage,
      rewriteQuery?: TChatProvider["rewriteQuery"],
      /** The official's state (Settings): its passages first (issue 25 item 3). */
      homeState?: TRegionId,
    ) =>
      timeCall("retrieval", "chat", () =>
        retrievePassages(db, question, language, log, embedder, rewriteQuery, homeState),
      ),
    /** Records which documents an answer cited, for the admins' list. */
    recordCitations: (messageId: string, documentIds: string[]) => recordCitations(db, messageId, documentIds),
    /** Adds a file (unchanged bytes are recognised); embeds its passages only when options.embedder is given. */
    ingest: (input: TIngestInput, options: TIngestOptions = {}) => ingestDocument(db, input, options),
    deleteDocument: (id: string) => deleteKnowledgeDocument(db, id),
    /** Forgets this process's remembered searches (another instance changed the knowledge base). */
    forgetSearches: () => forgetSearches(db),
    /** Passages stored without vectors get them now; returns how many. */
    embedPending: (embedderToUse: TEmbedder, logInfo: (msg: string) => void) =>
      embedPendingChunks(db, embedderToUse, logInfo),
    listDocuments: (query: Parameters<typeof listKnowledgeDocuments>[1]) => listKnowledgeDocuments(db, query),
    removeDocument: (id: string) => removeKnowledgeDocument(db, id),
    supersedeDocument: (id: string, superseded: boolean, supersededBy: string | null) =>
      supersedeKnowledgeDocument(db, id, superseded, supersededBy),
    assertDocument: (id: string) => assertKnowledgeDocument(db, id),
    /** The documents answers cited most since `since`; a scoped admin's (issue 24): in their users' answers. */
    mostCited: async (since: Date, limit: number, scope: TAdminScope = null) =>
      (
        await db.$queryRaw<{ id: string; title: string; n: bigint }[]>`
          SELECT d.id, d.title, c.n FROM (
            SELECT k.document_id, count(*) AS n FROM knowledge_citations k
            ${
              scope
                ? Prisma.sql`JOIN messages m ON m.id = k.message_id JOIN conversations c ON c.id = m.conversation_id`
                : Prisma.empty
            }
            WHERE k.created_at >= ${since} ${andUserInScope(scope)}
            GROUP BY k.document_id ORDER BY n DESC LIMIT ${limit}
          ) c JOIN knowledge_documents d ON d.id = c.document_id ORDER BY c.n DESC, d.title`
      ).map((r) => ({ id: r.id, title: r.title, citations: Number(r.n) })),
    /** A cited passage of a current document with its neighbours; 404 otherwise. */
    getPassage: (id: string) => getPassage(db, id),
  };
}

export type { TIngestOptions };
export type TKnowledgeService = ReturnType<typeof createKnowledgeService>;

export default fp(
  async (app) => {
    app.decorate(
      "knowledge",
      createKnowledgeService(app.db, app.embedder, (msg, err) => app.log.warn({ err }, msg)),
    );
  },
  { name: "knowledge", dependencies: ["database"] },
);
