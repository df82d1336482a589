import { createFileRoute } from "@tanstack/react-router";
import { BookOpen } from "lucide-react";
import { PlaceholderPage } from "@/features/shell/placeholder-page";
import { useT } from "@/lib/i18n/use-language";

export const Route = createFileRoute("/_protected/glossary")({
  component: GlossaryPage,
});

// Built by a later issue; until then a placeholder card with the screen's title.
function GlossaryPage() {
  const tr = useT();
  return <PlaceholderPage title={tr("page.glossary.title")} description={tr("placeholder.comingSoon")} icon={BookOpen} />;
}
