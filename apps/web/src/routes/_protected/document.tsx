import { createFileRoute } from "@tanstack/react-router";
import { FileText } from "lucide-react";
import { PlaceholderPage } from "@/features/shell/placeholder-page";
import { useT } from "@/lib/i18n/use-language";

export const Route = createFileRoute("/_protected/document")({
  component: DocumentPage,
});

// Built by a later issue; until then a placeholder card with the screen's title.
function DocumentPage() {
  const tr = useT();
  return <PlaceholderPage title={tr("page.document.title")} description={tr("placeholder.comingSoon")} icon={FileText} />;
}
