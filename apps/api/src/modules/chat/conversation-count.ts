// How many conversations the admin's email and date filters leave, without counting 100,000 of
// them on every page: counted up to COUNT_CAP, past that the planner's estimate ("about 100,000").
import { Prisma, type TDb } from "../../db/client.ts";

/** Conversations counted exactly; past this their number is estimated. */
export const COUNT_CAP = 10_000;

export type TCountFilters = {
  /** Conditions over `conversations c` alone (dates). */
  dates: Prisma.Sql[];
  /** ILIKE pattern over the user's email, when filtered by it. */
  emailPattern?: string;
};

export type TCount = { n: number; estimated: boolean };

function andAll(conditions: Prisma.Sql[]): Prisma.Sql {
  return conditions.length > 0 ? Prisma.sql`AND ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
}

/** The plan's row estimate (EXPLAIN's JSON comes back parsed or as text, by driver). */
function planRows(rows: { "QUERY PLAN": unknown }[]): number {
  const raw = rows[0]?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan?: { "Plan Rows"?: number } }[];
  return Number(plan[0]?.Plan?.["Plan Rows"] ?? 0);
}

export async function countConversations(db: TDb, f: TCountFilters): Promise<TCount> {
  const { dates, emailPattern } = f;
  // An email filter is counted user by user through (user_id, created_at): joined, the planner
  // read every conversation in the dates (100k at a year) to keep the 2,500 of 100 users.
  const capped = emailPattern
    ? db.$queryRaw<{ n: bigint }[]>`
        SELECT count(*) AS n FROM (
          SELECT 1 FROM users u
          CROSS JOIN LATERAL (SELECT 1 FROM conversations c WHERE c.user_id = u.id ${andAll(dates)}) x
          WHERE u.email ILIKE ${emailPattern} LIMIT ${COUNT_CAP + 1}) t`
    : db.$queryRaw<{ n: bigint }[]>`
        SELECT count(*) AS n FROM (
          SELECT 1 FROM conversations c WHERE true ${andAll(dates)} LIMIT ${COUNT_CAP + 1}) t`;
  const n = Number((await capped)[0]?.n ?? 0);
  if (n <= COUNT_CAP) return { n, estimated: false };
  const email = emailPattern ? [Prisma.sql`u.email ILIKE ${emailPattern}`] : [];
  const plan = await db.$queryRaw<{ "QUERY PLAN": unknown }[]>`
    EXPLAIN (FORMAT JSON) SELECT 1 FROM conversations c ${emailPattern ? Prisma.sql`JOIN users u ON u.id = c.user_id` : Prisma.empty}
    WHERE true ${andAll([...dates, ...email])}`;
  return { n: Math.max(COUNT_CAP + 1, Math.round(planRows(plan))), estimated: true };
}
