// Overview tab: Total Users (with active users), Total Conversations (with today), This Week;
// below them the insights, and for full admins the last knowledge-base check and the server's
// system check (system-check-card.tsx).
import type { TAdminStatistics } from "@sachiv/contracts";
import type { LucideIcon } from "lucide-react";
import { CalendarDays, MessagesSquare, Users } from "lucide-react";
import { Suspense, lazy } from "react";
import { Card } from "@/components/ui/card";
import { useAdminT } from "@/lib/i18n/use-admin-t";

// Ratings, languages, documents and topics (issue 24) come just after the counters.
const InsightsCard = lazy(() => import("./insights-card").then((m) => ({ default: m.InsightsCard })));
// The check after the last knowledge-base change (issue 24), for full admins; with the tab texts it needs.
// The system check is a full admin's only (issue 24: scoped admins): loaded with the overview, not before.
const SystemCheckCard = lazy(() => import("./system-check-card").then((m) => ({ default: m.SystemCheckCard })));
const LastCheck = lazy(() => import("./last-check-card").then((m) => ({ default: m.LastCheck })));

function StatCard({
  id,
  icon: Icon,
  title,
  value,
  detail,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  value: number | undefined;
  detail: string | undefined;
}) {
  return (
    <Card data-testid={id} className="flex items-start gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-col">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        {value === undefined ? (
          <span className="mt-1 h-8 w-16 animate-pulse rounded-lg bg-muted" aria-hidden />
        ) : (
          <p data-testid={`${id}-value`} className="text-3xl font-bold tabular-nums">
            {value.toLocaleString("en-IN")}
          </p>
        )}
        {detail !== undefined && <p className="text-sm text-muted-foreground">{detail}</p>}
      </div>
    </Card>
  );
}

/** `full`: a full admin, who also sees the knowledge-base check and the system check (issue 24). */
export function OverviewCards({ statistics, full }: { statistics: TAdminStatistics | undefined; full: boolean }) {
  const ta = useAdminT();
  const s = statistics;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard
          id="stat-users"
          icon={Users}
          title={ta("admin.totalUsers")}
          value={s?.total_users}
          detail={s && ta("admin.activeUsers", { count: s.active_users })}
        />
        <StatCard
          id="stat-conversations"
          icon={MessagesSquare}
          title={ta("admin.totalConversations")}
          value={s?.total_conversations}
          detail={s && ta("admin.conversationsToday", { count: s.conversations_today })}
        />
        <StatCard
          id="stat-week"
          icon={CalendarDays}
          title={ta("admin.thisWeek")}
          value={s?.conversations_this_week}
          detail={s && ta("admin.conversationsThisWeek")}
        />
      </div>
      {s?.insights && (
        <Suspense fallback={null}>
          <InsightsCard insights={s.insights} />
        </Suspense>
      )}
      {full && (
        <Suspense fallback={null}>
          <LastCheck />
        </Suspense>
      )}
      {full && (
        <Suspense fallback={null}>
          <SystemCheckCard />
        </Suspense>
      )}
    </div>
  );
}
