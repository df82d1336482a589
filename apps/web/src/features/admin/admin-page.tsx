// /admin: admins only (others go to /chat), 'Loading...' while the profile loads. Header with
// Refresh, then the tabs Overview, Conversations and Documents. The live channel runs for the
// whole page, so notifications and ingestion state survive switching tabs.
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { Navigate } from "@tanstack/react-router";
import { FileText, LayoutDashboard, LoaderCircle, MessagesSquare, RefreshCw, ShieldCheck } from "lucide-react";
import { Suspense, lazy, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { useAdminT } from "@/lib/i18n/use-admin-t";
import { OverviewCards } from "./overview-cards";
import { ADMIN_QUERY_KEY, useAdminScope, useStatistics } from "./use-admin-data";
import { useConversationFilters } from "./use-conversation-filters";
import { useDocumentIngestion } from "./use-document-ingestion";
import { useRefreshKnowledge } from "./knowledge-keys";
import { useAdminLiveChannel } from "./use-live-channel";

export function AdminPage() {
  const { profile, isProfileLoading } = useAuth();
  if (!profile && isProfileLoading) return <AdminLoading />;
  if (!profile?.is_admin) return <Navigate to="/chat" replace />;
  return <AdminDashboard />;
}

function AdminLoading() {
  const ta = useAdminT();
  return (
    <div role="status" className="flex min-h-[50dvh] flex-1 items-center justify-center gap-2 text-muted-foreground">
      <LoaderCircle className="size-5 animate-spin" aria-hidden />
      <span>{ta("admin.loading")}</span>
    </div>
  );
}

type TTab = "overview" | "conversations" | "gaps" | "documents" | "admins" | "drafts";

// The conversations tab (table, filters, date picker, details dialog with the markdown renderer)
// and the documents tab load when first opened (or pointed at), not with /admin's overview.
const loadConversationsTab = () => import("./conversations-tab");
const loadDocumentsTab = () => import("./documents-tab");
const loadGapsTab = () => import("./gaps-tab");
const loadDraftTemplatesTab = () => import("./draft-templates-tab");
const DraftTemplatesTab = lazy(() => loadDraftTemplatesTab().then((module) => ({ default: module.DraftTemplatesTab })));
const GapsTab = lazy(() => loadGapsTab().then((module) => ({ default: module.GapsTab })));
const ConversationsTab = lazy(() => loadConversationsTab().then((module) => ({ default: module.ConversationsTab })));
const DocumentsTab = lazy(() => loadDocumentsTab().then((module) => ({ default: module.DocumentsTab })));
const loadAdminsTab = () => import("./admins-tab");
// Only a scoped admin sees it: it and its texts load then.
const ScopeBanner = lazy(() => import("./scope-banner").then((module) => ({ default: module.ScopeBanner })));
const AdminsTab = lazy(() => loadAdminsTab().then((module) => ({ default: module.AdminsTab })));
const prefetch = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

function AdminDashboard() {
  const ta = useAdminT();
  const [tab, setTab] = useState<TTab>("overview");
  // A scoped admin (issue 24) sees their users only, and neither the knowledge base nor the admins.
  const scope = useAdminScope();
  const statistics = useStatistics();
  const filters = useConversationFilters();
  const ingestion = useDocumentIngestion();
  const live = useAdminLiveChannel(ingestion.onNotification, scope.full);
  const refreshKnowledge = useRefreshKnowledge();
  const queryClient = useQueryClient();
  const refreshing = useIsFetching({ queryKey: [ADMIN_QUERY_KEY] }) > 0;

  const onRefresh = () => {
    // Statistics, the conversation list (while its tab is open), gaps: every admin query shown.
    void queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_KEY] });
    refreshKnowledge();
  };

  return (
    <section className="flex flex-col gap-5">
      <div className="flex items-start justify-between gap-3">
        <PageHeader icon={ShieldCheck} title={ta("admin.title")} />
        <Button variant="outline" onClick={onRefresh} className="max-sm:size-11 max-sm:px-0">
          <RefreshCw className={cn(refreshing && "animate-spin")} aria-hidden />
          {/* Phones: the icon alone, so the header stays on one line. */}
          <span className="max-sm:sr-only">{ta("admin.refresh")}</span>
        </Button>
      </div>

      {scope.known && !scope.full && (
        <Suspense fallback={null}>
          <ScopeBanner areas={scope.areas} />
        </Suspense>
      )}

      <Tabs value={tab} onValueChange={(value) => setTab(value as TTab)}>
        {/* Four or five tabs do not fit one row on a phone: rows of two. */}
        <TabsList className="max-sm:grid max-sm:grid-cols-2">
          <TabsTrigger value="overview">
            <LayoutDashboard aria-hidden />
            {ta("admin.tabOverview")}
          </TabsTrigger>
          <TabsTrigger
            value="conversations"
            onPointerEnter={prefetch(loadConversationsTab)}
            onFocus={prefetch(loadConversationsTab)}
          >
            <MessagesSquare aria-hidden />
            {ta("admin.tabConversations")}
          </TabsTrigger>
          <TabsTrigger value="gaps">{ta("admin.tabGaps")}</TabsTrigger>
          {scope.full && (
            <TabsTrigger
              value="documents"
              onPointerEnter={prefetch(loadDocumentsTab)}
              onFocus={prefetch(loadDocumentsTab)}
            >
              <FileText aria-hidden />
              {ta("admin.tabDocuments")}
            </TabsTrigger>
          )}
          {scope.full && (
            <TabsTrigger value="admins" onPointerEnter={prefetch(loadAdminsTab)} onFocus={prefetch(loadAdminsTab)}>
              {ta("admin.tabAdmins")}
            </TabsTrigger>
          )}
          {scope.full && (
            <TabsTrigger
              value="drafts"
              onPointerEnter={prefetch(loadDraftTemplatesTab)}
              onFocus={prefetch(loadDraftTemplatesTab)}
            >
              {ta("admin.tabDrafts")}
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="overview">
          <OverviewCards statistics={statistics.data} full={scope.full} />
        </TabsContent>
        <TabsContent value="conversations">
          <Suspense fallback={<AdminLoading />}>
            <ConversationsTab full={scope.full} filters={filters} />
          </Suspense>
        </TabsContent>
        <TabsContent value="gaps">
          <Suspense fallback={<AdminLoading />}>
            <GapsTab
              full={scope.full}
              onOpenConversation={(question) => {
                // The conversation list, searched for the question: its conversation is the one shown.
                filters.setSearch(question);
                setTab("conversations");
              }}
            />
          </Suspense>
        </TabsContent>
        {scope.full && (
          <TabsContent value="documents">
            <Suspense fallback={<AdminLoading />}>
              <DocumentsTab ingestion={ingestion} live={live} />
            </Suspense>
          </TabsContent>
        )}
        {scope.full && (
          <TabsContent value="admins">
            <Suspense fallback={<AdminLoading />}>
              <AdminsTab />
            </Suspense>
          </TabsContent>
        )}
        {scope.full && (
          <TabsContent value="drafts">
            <Suspense fallback={<AdminLoading />}>
              <DraftTemplatesTab />
            </Suspense>
          </TabsContent>
        )}
      </Tabs>
    </section>
  );
}
