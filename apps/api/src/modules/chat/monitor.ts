// Every user's conversations for the admin: filtered, sorted and paged in SQL (list), or walked
// in keyset batches (export), so neither holds more than one page or batch in memory.
import { ZAnswerGrounding } from "@sachiv/contracts";
import type {
  TChatSource,
  TAdminConversation,
  TConversationExportRequest,
  TConversationListResponse,
  TConversationQuery,
} from "@sachiv/contracts";
import { Prisma, type TDb } from "../../db/client.ts";
import { gluedSearchTextSql, searchTextPatterns, squashForSearch, squashedSql } from "./search-text.ts";
import { userInScopeSql, type TAdminScope } from "../../lib/admin-scope.ts";
import { istDayEnd, istDayStart } from "../../lib/ist-periods.ts";
import { countConversations, type TCountFilters } from "./conversation-count.ts";

export type TConversationFilters = Pick<
  TConversationExportRequest,
  "user_email" | "search_query" | "date_from" | "date_to" | "channel"
> & {
  /** A scoped admin's areas (issue 24): only their users' conversations; null or absent: every one. */
  scope?: TAdminScope;
};

/** ILIKE treats % _ and \ as special: a typed "50%" means those three characters. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const SQUASHED_CONTENT = Prisma.raw(squashedSql("m.content"));
const GLUED_SEARCH_TEXT = Prisma.raw(gluedSearchTextSql("m.search_text"));

type TFilterSql = {
  conditions: Prisma.Sql[];
  /** The same filters, for countConversations. */
  counted: TCountFilters;
  join: Prisma.Sql;
  /** Whether a message `m` matches the text search, for the trigram indexes to answer. */
  match?: Prisma.Sql;
  /** The same, for a message already at hand: without the index conditions to evaluate. */
  matchHere?: Prisma.Sql;
};

/**
 * The WHERE clause of the filters over `conversations c` (joined to `users u` when the email
 * filter needs it). Text search: a message contains the query as typed (any case, any script),
 * or the same words romanised and spelling-normalised, so "panchayat" finds पंचायत and "मनरेगा"
 * finds "manrega". Each is implied by its squashed form (search-text.ts), which the trigram
 * indexes answer: `match` is (either squashed form) AND (either exact form), equal to the exact
 * forms alone, with the squashed ones evaluated only as the index's recheck.
 */
function filterSql(f: TConversationFilters): TFilterSql {
  const dates: Prisma.Sql[] = [];
  if (f.date_from) dates.push(Prisma.sql`c.created_at >= ${istDayStart(f.date_from)}`);
  if (f.date_to) dates.push(Prisma.sql`c.created_at < ${istDayEnd(f.date_to)}`);
  // The channel is a condition over the conversation alone, counted like the dates.
  if (f.channel) dates.push(Prisma.sql`c.channel = ${f.channel}`);
  // So is a scoped admin's area: their users' ids, read once.
  const inScope = userInScopeSql(f.scope ?? null);
  if (inScope) dates.push(inScope);
  const emailPattern = f.user_email ? `%${likeLiteral(f.user_email)}%` : undefined;
  const conditions = emailPattern ? [...dates, Prisma.sql`u.email ILIKE ${emailPattern}`] : dates;
  const counted = { dates, ...(emailPattern ? { emailPattern } : {}) };
  const join = f.user_email ? Prisma.sql`JOIN users u ON u.id = c.user_id` : Prisma.empty;
  if (!f.search_query) return { conditions, counted, join };
  // A query without upper or lower case (Devanagari, digits) is matched as it is: ILIKE lowers
  // every message it checks, 30 µs for a Hindi one against ~1 µs for LIKE.
  const q = f.search_query;
  const like = Prisma.raw(q === q.toLowerCase() && q === q.toUpperCase() ? "LIKE" : "ILIKE");
  const exact = Prisma.sql`m.content ${like} ${`%${likeLiteral(q)}%`}`;
  const squashed = Prisma.sql`${SQUASHED_CONTENT} ${like} ${`%${likeLiteral(squashForSearch(q))}%`}`;
  const patterns = searchTextPatterns(q);
  if (!patterns) return { conditions, counted, join, match: Prisma.sql`(${squashed} AND ${exact})`, matchHere: exact };
  const matchHere = Prisma.sql`(${exact} OR m.search_text LIKE ${patterns.spaced})`;
  const indexed = Prisma.sql`(${squashed} OR ${GLUED_SEARCH_TEXT} LIKE ${patterns.glued})`;
  return { conditions, counted, join, match: Prisma.sql`(${indexed} AND ${matchHere})`, matchHere };
}

/** The filters as one WHERE condition per filter, text search as an EXISTS over the messages. */
function allConditions(filters: ReturnType<typeof filterSql>): Prisma.Sql[] {
  const { conditions, match } = filters;
  return match
    ? [...conditions, Prisma.sql`EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND ${match})`]
    : conditions;
}

/**
 * A text search first looks at this many conversations (newest first, or oldest first when so
 * sorted) of those the other filters (email, dates) leave. A word found in many of them is
 * common: its page is taken from there (or by walking on), and its total is estimated from the
 * share that matched — counting every match of "panchayat" at 100k conversations took a second,
 * and even with an email and a date filter checking 2,500 conversations' messages one by one took
 * 36 ms (78 embedded). A word found in few is rare: the trigram indexes find all its messages, the
 * other filters keep their conversations, and the total is exact.
 */
const SAMPLE = 200;
/** Estimated matches up to which the exact (trigram) way is taken. */
const FEW_MATCHES = 5000;
/** Conversations past which their number is taken from the planner's statistics, not counted. */
const LARGE_TABLE = 10_000;

function whereOf(conditions: Prisma.Sql[]): Prisma.Sql {
  return conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
}

type THead = { id: string; created_at: Date; user_id: string | null };

/** The conversations' emails, messages (oldest first) and ratings, in the order of `heads`. */
async function hydrate(db: TDb, heads: THead[]): Promise<TAdminConversation[]> {
  if (heads.length === 0) return [];
  const ids = heads.map((h) => h.id);
  const userIds = [...new Set(heads.map((h) => h.user_id).filter((id): id is string => id !== null))];
  const [users, messages, ratings, channels] = await Promise.all([
    db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true } }),
    db.message.findMany({
      where: { conversationId: { in: ids } },
      orderBy: [{ conversationId: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      select: {
        conversationId: true,
        role: true,
        content: true,
        sources: true,
        answerStatus: true,
        answerGrounding: true,
      },
    }),
    db.rating.findMany({
      where: { conversationId: { in: ids } },
      select: { conversationId: true, rating: true, feedback: true },
    }),
    db.conversation.findMany({ where: { id: { in: ids } }, select: { id: true, channel: true } }),
  ]);
  const channelOf = new Map(channels.map((c) => [c.id, c.channel]));
  const emailOf = new Map(users.map((u) => [u.id, u.email]));
  const ratingOf = new Map(ratings.map((r) => [r.conversationId, r]));
  const messagesOf = new Map<string, TAdminConversation["messages"]>();
  for (const m of messages) {
    const list = messagesOf.get(m.conversationId) ?? [];
    const sources = Array.isArray(m.sources) ? (m.sources as TChatSource[]) : [];
    const status =
      m.answerStatus === "answered" || m.answerStatus === "not_stated" || m.answerStatus === "not_found"
        ? m.answerStatus
        : null;
    const grounding = m.answerGrounding === null ? null : ZAnswerGrounding.safeParse(m.answerGrounding);
    list.push({
      role: m.role,
      content: m.content,
      ...(sources.length > 0 ? { sources } : {}),
      ...(status ? { answer_status: status } : {}),
      ...(grounding?.success ? { grounding: grounding.data } : {}),
    });
    messagesOf.set(m.conversationId, list);
  }
  return heads.map((h) => {
    const rating = ratingOf.get(h.id);
    const list = messagesOf.get(h.id) ?? [];
    return {
      id: h.id,
      // A deleted account leaves its conversations without a user.
      user_email: (h.user_id && emailOf.get(h.user_id)) || "",
      created_at: h.created_at.toISOString(),
      messages: list,
      rating: rating?.rating ?? null,
      feedback: rating?.feedback ?? null,
      channel: channelOf.get(h.id) ?? "app",
      // An answer that said the knowledge base does not cover the question, or not the asked value.
      not_found: list.some((m) => m.answer_status === "not_found" || m.answer_status === "not_stated"),
    };
  });
}

export async function listConversations(
  db: TDb,
  q: TConversationQuery & { scope?: TAdminScope },
): Promise<TConversationListResponse> {
  const filters = filterSql(q);
  const { conditions, counted, join, match, matchHere = match } = filters;
  const order =
    q.sort_order === "asc" ? Prisma.sql`c.created_at ASC, c.id ASC` : Prisma.sql`c.created_at DESC, c.id DESC`;
  const page = Prisma.sql`ORDER BY ${order} LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`;
  let total: number;
  let heads: THead[];
  let estimated = false;
  if (!match) {
    const where = whereOf(conditions);
    const [count, rows] = await Promise.all([
      conditions.length > 0
        ? countConversations(db, counted)
        : db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM conversations c`.then((r) => ({
            n: Number(r[0]?.n ?? 0),
            estimated: false,
          })),
      db.$queryRaw<THead[]>`SELECT c.id, c.created_at, c.user_id FROM conversations c ${join} ${where} ${page}`,
    ]);
    total = count.n;
    estimated = count.estimated;
    heads = rows;
  } else {
    // A text search looks first at the newest SAMPLE conversations of those the other filters
    // (email, dates) leave, checking each one's messages (OFFSET 0 keeps the planner from turning
    // it into a trigram search of every message: 37 ms against 5 for "sitapur-3" at 100k).
    const narrowed = whereOf(conditions);
    const sampleOf = (where: Prisma.Sql, withJoin: Prisma.Sql) => db.$queryRaw<THead[]>`
        WITH recent AS (SELECT c.id, c.created_at, c.user_id FROM conversations c ${withJoin} ${where} ORDER BY ${order} LIMIT ${SAMPLE})
        SELECT r.id, r.created_at, r.user_id
        FROM recent r WHERE EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = r.id AND ${matchHere} OFFSET 0)
        ORDER BY ${q.sort_order === "asc" ? Prisma.sql`r.created_at ASC, r.id ASC` : Prisma.sql`r.created_at DESC, r.id DESC`}`;
    // How common the word is among all conversations decides the way to count it: the trigram
    // indexes for a rare word, an estimate for a common one (even where the other filters leave
    // few of its conversations, its messages are everywhere). Every conversation: the planner's
    // figure once the table is large (kept by autovacuum; counting 100k rows cost ~4–6 ms).
    const everyConversation = () =>
      db.$queryRaw<{ n: bigint }[]>`
        SELECT CASE WHEN c.reltuples >= ${LARGE_TABLE} THEN c.reltuples::bigint
                    ELSE (SELECT count(*) FROM conversations) END AS n
        FROM pg_class c WHERE c.oid = 'conversations'::regclass`.then((r) => Number(r[0]?.n ?? 0));
    const [overall, all, sample] = await Promise.all([
      conditions.length > 0 ? Promise.all([everyConversation(), sampleOf(Prisma.empty, Prisma.empty)]) : undefined,
      conditions.length > 0 ? countConversations(db, counted).then((c) => c.n) : everyConversation(),
      sampleOf(narrowed, join),
    ]);
    const share = (found: number, of: number) => (of > 0 ? Math.round((found / Math.min(SAMPLE, of)) * of) : 0);
    const estimate = share(sample.length, all);
    const rare = overall ? share(overall[1].length, overall[0]) <= FEW_MATCHES : estimate <= FEW_MATCHES;
    const from = (q.page - 1) * q.page_size;
    const fromSample = () => sample.slice(from, from + q.page_size);
    if (all <= SAMPLE) {
      // The sample was every conversation the other filters leave: exact.
      total = sample.length;
      heads = fromSample();
    } else if (rare) {
      // Rare: every matching message through the trigram indexes, then their conversations
      // (read by key, = ANY: a join was planned as a scan of every conversation, 38 ms at 100k
      // against 18) that the other filters keep; exact total, one round trip.
      const rows = await db.$queryRaw<(THead & { n: bigint })[]>`
        WITH hits AS MATERIALIZED (SELECT DISTINCT m.conversation_id AS id FROM messages m WHERE ${match}),
        matched AS MATERIALIZED (
          SELECT c.id, c.created_at, c.user_id FROM conversations c ${join}
          ${whereOf([Prisma.sql`c.id = ANY(ARRAY(SELECT id FROM hits))`, ...conditions])}
        )
        SELECT c.id, c.created_at, c.user_id, (SELECT count(*) FROM matched) AS n FROM matched c ${page}`;
      total = rows.length > 0 ? Number(rows[0]!.n) : 0;
      if (rows.length === 0 && from > 0)
        total = Number(
          (
            await db.$queryRaw<{ n: bigint }[]>`
              WITH hits AS MATERIALIZED (SELECT DISTINCT m.conversation_id AS id FROM messages m WHERE ${match})
              SELECT count(*) AS n FROM conversations c ${join}
              ${whereOf([Prisma.sql`c.id = ANY(ARRAY(SELECT id FROM hits))`, ...conditions])}`
          )[0]?.n ?? 0,
        );
      heads = rows.map(({ id, created_at, user_id }) => ({ id, created_at, user_id }));
    } else {
      // Common: the page from the sample when it holds it, else by walking on; an estimated total.
      heads =
        from + q.page_size <= sample.length
          ? fromSample()
          : await db.$queryRaw<
              THead[]
            >`SELECT c.id, c.created_at, c.user_id FROM conversations c ${join} ${whereOf(allConditions(filters))} ${page}`;
      // Never below what this page shows (a word common overall may be rarer within the dates).
      total = Math.max(estimate, from + heads.length);
      estimated = true;
    }
  }
  return {
    conversations: await hydrate(db, heads),
    total_pages: Math.ceil(total / q.page_size),
    total_count: total,
    ...(estimated ? { total_is_estimate: true } : {}),
  };
}

/** Newest first, `batchSize` conversations at a time, resuming after the last one (keyset). */
export async function* walkConversations(
  db: TDb,
  filters: TConversationFilters,
  batchSize = 500,
): AsyncGenerator<TAdminConversation[]> {
  const parsed = filterSql(filters);
  const { join } = parsed;
  const conditions = allConditions(parsed);
  let after: THead | undefined;
  for (;;) {
    const keyset = after ? [Prisma.sql`(c.created_at, c.id) < (${after.created_at}, ${after.id}::uuid)`] : [];
    const heads = await db.$queryRaw<THead[]>`
      SELECT c.id, c.created_at, c.user_id FROM conversations c ${join} ${whereOf([...conditions, ...keyset])}
      ORDER BY c.created_at DESC, c.id DESC LIMIT ${batchSize}`;
    if (heads.length === 0) return;
    yield await hydrate(db, heads);
    if (heads.length < batchSize) return;
    after = heads[heads.length - 1];
  }
}
