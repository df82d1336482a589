// Conversations tab: the number found and Export CSV, the filters, the list, the pages, and the
// details of the conversation chosen.
import type { TAdminConversation } from "@sachiv/contracts";
import { BadgeCheck, ChevronLeft, ChevronRight, Download, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { useAdminT } from "@/lib/i18n/use-admin-t";
import { useAdminTabT } from "@/lib/i18n/use-admin-tab-t";
import { ApprovedAnswerDialog, type TApprovedDraft } from "./approved-answer-dialog";
import { ConversationDetailsDialog } from "./conversation-details-dialog";
import { ConversationFilters } from "./conversation-filters";
import { ConversationList } from "./conversation-list";
import { exportConversations } from "./conversations-export";
import type { TConversationFilters } from "./use-conversation-filters";
import { useConversations } from "./use-conversations";

export function ConversationsTab({
  full,
  filters,
}: {
  /** A full admin also writes approved answers from an answer (issue 24). */
  full: boolean;
  filters: TConversationFilters;
}) {
  const ta = useAdminT();
  const conversations = useConversations(filters.query);
  const data = conversations.data;
  const loading = conversations.isPending || conversations.isPlaceholderData;
  const [selected, setSelected] = useState<TAdminConversation | null>(null);
  const [exporting, setExporting] = useState(false);
  const [draft, setDraft] = useState<TApprovedDraft | null>(null);
  const tt = useAdminTabT();
  const page = filters.query.page;
  const totalPages = data?.total_pages ?? 0;

  const onExport = async () => {
    setExporting(true);
    try {
      await exportConversations(filters.query);
    } catch (error) {
      console.error("Admin export failed", error);
      toast.error(ta("admin.exportFailed"));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col">
          <h2 className="text-xl font-semibold">{ta("admin.tabConversations")}</h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data
              ? data.total_is_estimate
                ? ta("admin.conversationsFoundAbout", { count: data.total_count.toLocaleString("en-IN") })
                : data.total_count === 1
                  ? ta("admin.conversationFoundOne")
                  : ta("admin.conversationsFound", { count: data.total_count })
              : " "}
          </p>
        </div>
        <Button onClick={() => void onExport()} disabled={exporting}>
          {exporting ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />}
          {exporting ? ta("admin.exporting") : ta("admin.exportCsv")}
        </Button>
      </div>

      <ConversationFilters filters={filters} />

      <ConversationList conversations={data?.conversations ?? []} loading={loading} onOpen={setSelected} />

      {totalPages > 1 && (
        <nav className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
          <p className="text-sm text-muted-foreground">
            {data?.total_is_estimate
              ? ta("admin.pageInfoAbout", {
                  page,
                  pages: totalPages.toLocaleString("en-IN"),
                  count: data.total_count.toLocaleString("en-IN"),
                })
              : ta("admin.pageInfo", { page, pages: totalPages, count: data?.total_count ?? 0 })}
          </p>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1 || loading}
              onClick={() => filters.setPage(page - 1)}
            >
              <ChevronLeft aria-hidden />
              {ta("admin.previous")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= totalPages || loading}
              onClick={() => filters.setPage(page + 1)}
            >
              {ta("admin.next")}
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </nav>
      )}

      <ConversationDetailsDialog
        conversation={selected}
        onClose={() => setSelected(null)}
        answerAction={
          full
            ? (question) => (
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-1 w-fit"
                  onClick={() => {
                    setSelected(null);
                    setDraft({ question });
                  }}
                >
                  <BadgeCheck aria-hidden />
                  {tt("admin.gaps.writeAnswer")}
                </Button>
              )
            : undefined
        }
      />
      {full && <ApprovedAnswerDialog draft={draft} onClose={() => setDraft(null)} />}
    </div>
  );
}
