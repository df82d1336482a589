// The Conversations tab's Export: its own module, so that date-fns and the download helpers load
// with the tab, not with /admin's overview.
import { conversationsExportFileName, type TConversationQuery } from "@sachiv/contracts";
import { format } from "date-fns";
import { apiFetch } from "@/lib/api";
import { downloadBlob, fileNameFromDisposition } from "@/lib/download";
import { exportRequestOf } from "./conversation-view";

/** POSTs the filters, reads the CSV the server streams, and saves it under the server's name. */
export async function exportConversations(filters: TConversationQuery): Promise<void> {
  const response = await apiFetch("/admin/conversations/export", {
    method: "POST",
    body: exportRequestOf(filters),
    accept: "text/csv",
  });
  const blob = await response.blob();
  const fileName =
    fileNameFromDisposition(response.headers.get("content-disposition")) ??
    conversationsExportFileName(format(new Date(), "yyyy-MM-dd"));
  downloadBlob(fileName, blob);
}
