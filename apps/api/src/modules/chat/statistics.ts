// Conversation counts for the admins' dashboard. "Today" and "this week" are calendar periods in
// India Standard Time; a user is active with a conversation in the last ACTIVE_USER_DAYS days.
import type { TDb } from "../../db/client.ts";
import { andUserInScope, type TAdminScope } from "../../lib/admin-scope.ts";
import { ACTIVE_USER_DAYS, startOfIstDay, startOfIstWeek } from "../../lib/ist-periods.ts";

/** A scoped admin's (issue 24) figures count only their users' conversations. */
export async function conversationCounts(db: TDb, now: Date, scope: TAdminScope = null) {
  const activeSince = new Date(now.getTime() - ACTIVE_USER_DAYS * 24 * 60 * 60 * 1000);
  if (scope) {
    const rows = await db.$queryRaw<{ active: bigint; total: bigint; today: bigint; week: bigint }[]>`
      SELECT count(DISTINCT c.user_id) FILTER (WHERE c.created_at >= ${activeSince}) AS active,
        count(*) AS total,
        count(*) FILTER (WHERE c.created_at >= ${startOfIstDay(now)}) AS today,
        count(*) FILTER (WHERE c.created_at >= ${startOfIstWeek(now)}) AS week
      FROM conversations c WHERE true ${andUserInScope(scope)}`;
    const r = rows[0];
    return {
      activeUsers: Number(r?.active ?? 0),
      total: Number(r?.total ?? 0),
      today: Number(r?.today ?? 0),
      thisWeek: Number(r?.week ?? 0),
    };
  }
  const [active, total, today, thisWeek] = await Promise.all([
    // Distinct users over the recent slice of the created_at index, not a pass over every user.
    db.$queryRaw<{ n: bigint }[]>`
      SELECT count(DISTINCT user_id) AS n FROM conversations WHERE created_at >= ${activeSince} AND user_id IS NOT NULL`,
    db.conversation.count(),
    db.conversation.count({ where: { createdAt: { gte: startOfIstDay(now) } } }),
    db.conversation.count({ where: { createdAt: { gte: startOfIstWeek(now) } } }),
  ]);
  return { activeUsers: Number(active[0]?.n ?? 0), total, today, thisWeek };
}
