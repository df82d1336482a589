// Live ingestion notifications: the 5 newest that have not faded, with Clear All, and the state of
// the live channel (connected, reconnecting, or its error).
import type { TAdminNotificationType } from "@sachiv/contracts";
import type { LucideIcon } from "lucide-react";
import { Bell, CircleAlert, CircleCheck, LoaderCircle, PlugZap, Radio, TriangleAlert, WifiOff } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useAdminT } from "@/lib/i18n/use-admin-t";
import { formatDisplayTime, useAdminLanguage } from "./admin-dates";
import { WS_MAX_RECONNECTS, type TLiveChannelState } from "./live-channel";
import { fades, visibleNotifications, type TNotificationItem } from "./notifications";

const LOOK: Record<TAdminNotificationType, { icon: LucideIcon; className: string }> = {
  connection_established: { icon: PlugZap, className: "border-border bg-muted/60" },
  ingestion_started: { icon: Radio, className: "border-primary/25 bg-primary-soft" },
  ingestion_progress: { icon: LoaderCircle, className: "border-primary/25 bg-card" },
  ingestion_completed: { icon: CircleCheck, className: "border-success/25 bg-success-soft" },
  ingestion_completed_with_errors: { icon: TriangleAlert, className: "border-accent/40 bg-accent-soft" },
  ingestion_error: { icon: CircleAlert, className: "border-destructive/25 bg-destructive-soft" },
};

function LiveStatus({ state }: { state: TLiveChannelState }) {
  const ta = useAdminT();
  if (state.error?.kind === "gaveUp") return <Alert tone="error">{ta("admin.reconnectFailed")}</Alert>;
  const errorLine =
    state.error?.kind === "connection" ? (
      <Alert tone="error">{ta("admin.connectionError", { message: state.error.message })}</Alert>
    ) : null;
  const line =
    state.status === "open"
      ? { icon: Radio, text: ta("admin.liveOpen"), className: "text-success" }
      : state.status === "reconnecting"
        ? {
            icon: LoaderCircle,
            text: ta("admin.liveReconnecting", { attempt: state.attempt, max: WS_MAX_RECONNECTS }),
            className: "text-muted-foreground",
          }
        : state.status === "connecting"
          ? { icon: LoaderCircle, text: ta("admin.liveConnecting"), className: "text-muted-foreground" }
          : { icon: WifiOff, text: ta("admin.liveOff"), className: "text-muted-foreground" };
  const Icon = line.icon;
  return (
    <>
      <p
        role="status"
        data-testid="live-status"
        data-state={state.status}
        className={cn("flex items-center gap-1.5 text-sm", line.className)}
      >
        <Icon className={cn("size-4", Icon === LoaderCircle && "animate-spin")} aria-hidden />
        {line.text}
      </p>
      {errorLine}
    </>
  );
}

function NotificationCard({ item }: { item: TNotificationItem }) {
  const ta = useAdminT();
  const language = useAdminLanguage();
  const look = LOOK[item.type];
  const Icon = look.icon;
  const data = item.data;
  return (
    <li
      data-type={item.type}
      className={cn(
        "flex items-start gap-3 rounded-xl border px-3.5 py-3 text-sm",
        look.className,
        fades(item) && "admin-notification-fade",
      )}
    >
      <Icon
        className={cn("mt-0.5 size-4 shrink-0", item.type === "ingestion_progress" && "animate-spin")}
        aria-hidden
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-medium break-words">{item.message}</p>
        {item.type === "ingestion_progress" && data?.current_file !== undefined && data.total_files !== undefined && (
          <p className="break-words text-muted-foreground">
            {ta("admin.fileProgress", {
              current: data.current_file,
              total: data.total_files,
              filename: data.filename ?? "",
            })}
          </p>
        )}
        {data?.successful_files && data.successful_files.length > 0 && (
          <p className="break-words text-muted-foreground">
            {ta("admin.successfulFiles", { files: data.successful_files.join(", ") })}
          </p>
        )}
        {data?.failed_files?.map((failed) => (
          <p key={failed.filename} className="break-words text-destructive">
            {ta("admin.failedFile", { filename: failed.filename, error: failed.error })}
          </p>
        ))}
      </div>
      <time dateTime={item.timestamp} className="shrink-0 text-xs tabular-nums text-muted-foreground">
        {formatDisplayTime(item.timestamp, language)}
      </time>
    </li>
  );
}

export function NotificationList({
  notifications,
  state,
  onClearAll,
}: {
  notifications: TNotificationItem[];
  state: TLiveChannelState;
  onClearAll: () => void;
}) {
  const ta = useAdminT();
  const shown = visibleNotifications(notifications);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Bell className="size-5 text-primary" aria-hidden />
          {ta("admin.notifications")}
        </CardTitle>
        {shown.length > 0 && (
          <Button variant="ghost" size="sm" onClick={onClearAll}>
            {ta("admin.clearAll")}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <LiveStatus state={state} />
        {shown.length > 0 && (
          <ul aria-live="polite" data-testid="notifications" className="flex flex-col gap-2">
            {shown.map((item) => (
              <NotificationCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
