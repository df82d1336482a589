import { createFileRoute } from "@tanstack/react-router";
import { ScrollText } from "lucide-react";
import { PlaceholderPage } from "@/features/shell/placeholder-page";
import { useT } from "@/lib/i18n/use-language";

export const Route = createFileRoute("/_protected/circulars")({
  component: CircularsPage,
});

// Built by a later issue; until then a placeholder card with the screen's title.
function CircularsPage() {
  const tr = useT();
  return <PlaceholderPage title={tr("page.circulars.title")} description={tr("placeholder.comingSoon")} icon={ScrollText} />;
}
