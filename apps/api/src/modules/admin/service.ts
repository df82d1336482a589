// Dashboard figures over all users and conversations.
import type { TAdminStatistics } from "@sachiv/contracts";
import type { TDb } from "../../db/client.ts";
import { ACTIVE_USER_DAYS, startOfIstDay, startOfIstWeek } from "./periods.ts";

export async function getStatistics(db: TDb, now = new Date()): Promise<TAdminStatistics> {
  const activeSince = new Date(now.getTime() - ACTIVE_USER_DAYS * 24 * 60 * 60 * 1000);
  const [totalUsers, activeUsers, totalConversations, today, thisWeek] = await Promise.all([
    db.user.count(),
    db.user.count({
      where: {
        OR: [{ lastSignInAt: { gte: activeSince } }, { conversations: { some: { createdAt: { gte: activeSince } } } }],
      },
    }),
    db.conversation.count(),
    db.conversation.count({ where: { createdAt: { gte: startOfIstDay(now) } } }),
    db.conversation.count({ where: { createdAt: { gte: startOfIstWeek(now) } } }),
  ]);
  return {
    total_users: totalUsers,
    active_users: activeUsers,
    total_conversations: totalConversations,
    conversations_today: today,
    conversations_this_week: thisWeek,
  };
}
