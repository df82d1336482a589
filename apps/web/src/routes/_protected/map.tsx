import { createFileRoute } from "@tanstack/react-router";
import { Map as MapIcon } from "lucide-react";
import { PlaceholderPage } from "@/features/shell/placeholder-page";
import { useT } from "@/lib/i18n/use-language";

export const Route = createFileRoute("/_protected/map")({
  component: MapPage,
});

// Built by a later issue; until then a placeholder card with the screen's title.
function MapPage() {
  const tr = useT();
  return <PlaceholderPage title={tr("page.map.title")} description={tr("placeholder.comingSoon")} icon={MapIcon} />;
}
