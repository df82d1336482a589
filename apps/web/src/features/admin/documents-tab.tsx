// Documents tab: upload card, 'Ingest Data Directory' card, the live notifications, the knowledge
// base (search, delete, replace, supersede) and the ingestion history.
import { useAdminT } from "@/lib/i18n/use-admin-t";
import { IngestCard } from "./ingest-card";
import { JobHistoryCard } from "./job-history-card";
import { KnowledgeBaseCard } from "./knowledge-base-card";
import { NotificationList } from "./notification-list";
import { UploadCard } from "./upload-card";
import type { TDocumentIngestion } from "./use-document-ingestion";
import { useRefreshOnIngestion } from "./use-knowledge-base";
import type { TAdminLiveChannel } from "./use-live-channel";

export function DocumentsTab({ ingestion, live }: { ingestion: TDocumentIngestion; live: TAdminLiveChannel }) {
  const ta = useAdminT();
  const liveOpen = live.state.status === "open";
  useRefreshOnIngestion(live.notifications);
  return (
    <div className="flex flex-col gap-4">
      <h2 className="sr-only">{ta("admin.tabDocuments")}</h2>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <UploadCard ingestion={ingestion} liveOpen={liveOpen} />
        <IngestCard ingestion={ingestion} liveOpen={liveOpen} />
      </div>
      <NotificationList notifications={live.notifications} state={live.state} onClearAll={live.clearNotifications} />
      <KnowledgeBaseCard />
      <JobHistoryCard />
    </div>
  );
}
