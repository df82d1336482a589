import { createFileRoute } from "@tanstack/react-router";
import { GraduationCap } from "lucide-react";
import { PlaceholderPage } from "@/features/shell/placeholder-page";
import { useT } from "@/lib/i18n/use-language";

export const Route = createFileRoute("/_protected/academy")({
  component: AcademyPage,
});

// Built by a later issue; until then a placeholder card with the screen's title.
function AcademyPage() {
  const tr = useT();
  return <PlaceholderPage title={tr("page.academy.title")} description={tr("placeholder.comingSoon")} icon={GraduationCap} />;
}
