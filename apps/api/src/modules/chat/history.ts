// The signed-in user's own conversations (the history screen): listed newest activity first and
// searched in either script through the messages' romanised search text (search-text.ts), opened
// with every message and its sources, deleted. Someone else's conversation is a 404, as a missing one.
import type {
  TChatConversationDetail,
  TChatHistoryQuery,
  TChatHistoryResponse,
  TChatSource,
  TChatStoredMessage,
} from "@sachiv/contracts";
import { Prisma, type TDb } from "../../db/client.ts";
import { ApiError } from "../../lib/errors.ts";
import { searchTokens } from "../../lib/text/normalise.ts";

/** A history title: the first question, on one line, cut at a word near 120 characters. */
const TITLE_MAX = 120;
function titleOf(question: string | null | undefined): string {
  const line = (question ?? "").replace(/\s+/g, " ").trim();
  if (line.length <= TITLE_MAX) return line;
  const cut = line.slice(0, TITLE_MAX);
  const space = cut.lastIndexOf(" ");
  return `${space > 60 ? cut.slice(0, space) : cut}…`;
}

/** ILIKE treats % _ and \ as special: a typed "50%" means those three characters. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A message `m` matches the search: its text contains the query as typed (any case), or its
 * romanised, spelling-normalised words do ("panchayat" finds पंचायत, "मनरेगा" finds "manrega").
 * One user's messages are few: no index tricks needed, unlike the admins' search over everyone's.
 */
function matchSql(search: string): Prisma.Sql {
  const exact = Prisma.sql`m.content ILIKE ${`%${likeLiteral(search)}%`}`;
  const words = wordPatterns(search);
  return words.length > 0 ? Prisma.sql`(${exact} OR (${Prisma.join(words, " AND ")}))` : exact;
}

/**
 * Each word of the query found among the message's romanised words, in any order, by any of its
 * forms: the spaced pattern of the whole query needs its tokens side by side, which a phrase's
 * canonical token breaks ("yojana" alone adds "yojana"; "विकास योजना" in a text adds "gpdp").
 */
function wordPatterns(search: string): Prisma.Sql[] {
  return search.split(/\s+/).flatMap((word) => {
    const forms = searchTokens(word).map((token) => Prisma.sql`m.search_text LIKE ${`% ${token}%`}`);
    return forms.length > 0 ? [Prisma.sql`(${Prisma.join(forms, " OR ")})`] : [];
  });
}

type TSummaryRow = { id: string; created_at: Date; updated_at: Date; title: string | null; message_count: bigint };

const toSummary = (r: TSummaryRow) => ({
  id: r.id,
  title: titleOf(r.title),
  created_at: r.created_at.toISOString(),
  last_activity_at: r.updated_at.toISOString(),
  message_count: Number(r.message_count),
});

export async function listOwnConversations(
  db: TDb,
  userId: string,
  q: TChatHistoryQuery,
): Promise<TChatHistoryResponse> {
  const conditions = [Prisma.sql`c.user_id = ${userId}::uuid`];
  if (q.search)
    conditions.push(
      Prisma.sql`EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND ${matchSql(q.search)})`,
    );
  const where = Prisma.join(conditions, " AND ");
  const [rows, counted] = await Promise.all([
    db.$queryRaw<TSummaryRow[]>`
      SELECT c.id, c.created_at, c.updated_at,
        (SELECT m.content FROM messages m WHERE m.conversation_id = c.id AND m.role = 'user'
          ORDER BY m.created_at, m.id LIMIT 1) AS title,
        (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id) AS message_count
      FROM conversations c
      WHERE ${where}
      ORDER BY c.updated_at DESC, c.id DESC
      LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    db.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total FROM conversations c WHERE ${where}`,
  ]);
  return {
    // A conversation whose first question is still being written is not listed yet.
    conversations: rows.filter((r) => r.title !== null).map(toSummary),
    total: Number(counted[0]?.total ?? 0),
    page: q.page,
    page_size: q.page_size,
  };
}

function toStoredMessage(m: {
  id: string;
  role: "user" | "assistant";
  content: string;
  createdAt: Date;
  sources: Prisma.JsonValue;
  answeredOffline: boolean;
  replyToId: string | null;
}): TChatStoredMessage {
  if (m.role === "user") return { id: m.id, role: m.role, content: m.content, created_at: m.createdAt.toISOString() };
  return {
    id: m.id,
    role: m.role,
    content: m.content,
    created_at: m.createdAt.toISOString(),
    sources: Array.isArray(m.sources) ? (m.sources as TChatSource[]) : [],
    offline: m.answeredOffline,
    reply_to_id: m.replyToId,
  };
}

export async function getOwnConversation(db: TDb, userId: string, id: string): Promise<TChatConversationDetail> {
  const c = await db.conversation.findFirst({
    where: { id, userId },
    select: {
      id: true,
      createdAt: true,
      updatedAt: true,
      messages: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          role: true,
          content: true,
          createdAt: true,
          sources: true,
          answeredOffline: true,
          replyToId: true,
        },
      },
    },
  });
  if (!c) throw new ApiError("CONVERSATION_NOT_FOUND");
  return {
    id: c.id,
    title: titleOf(c.messages.find((m) => m.role === "user")?.content),
    created_at: c.createdAt.toISOString(),
    last_activity_at: c.updatedAt.toISOString(),
    message_count: c.messages.length,
    messages: c.messages.map(toStoredMessage),
  };
}

/** Deletes the user's own conversation with its messages and rating (cascade). */
export async function deleteOwnConversation(db: TDb, userId: string, id: string): Promise<void> {
  const { count } = await db.conversation.deleteMany({ where: { id, userId } });
  if (count === 0) throw new ApiError("CONVERSATION_NOT_FOUND");
}
