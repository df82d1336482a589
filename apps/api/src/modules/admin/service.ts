// Dashboard figures over all users and conversations. "Today" and "this week" are calendar
// periods in India Standard Time; a user is active with a conversation in the last 30 days.
import type { TAdminStatistics } from "@sachiv/contracts";
import type { TDb } from "../../db/client.ts";
import { ACTIVE_USER_DAYS, startOfIstDay, startOfIstWeek } from "./periods.ts";

export async function getStatistics(db: TDb, now = new Date()): Promise<TAdminStatistics> {
  const activeSince = new Date(now.getTime() - ACTIVE_USER_DAYS * 24 * 60 * 60 * 1000);
  const [totalUsers, active, totalConversations, today, thisWeek] = await Promise.all([
    db.user.count(),
    // Distinct users over the recent slice of the created_at index, not a pass over every user.
    db.$queryRaw<{ n: bigint }[]>`
      SELECT count(DISTINCT user_id) AS n FROM conversations WHERE created_at >= ${activeSince} AND user_id IS NOT NULL`,
    db.conversation.count(),
    db.conversation.count({ where: { createdAt: { gte: startOfIstDay(now) } } }),
    db.conversation.count({ where: { createdAt: { gte: startOfIstWeek(now) } } }),
  ]);
  return {
    total_users: totalUsers,
    active_users: Number(active[0]?.n ?? 0),
    total_conversations: totalConversations,
    conversations_today: today,
    conversations_this_week: thisWeek,
  };
}
