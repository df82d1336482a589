import { createFileRoute } from "@tanstack/react-router";
import { PlayCircle } from "lucide-react";
import { PlaceholderPage } from "@/features/shell/placeholder-page";
import { useT } from "@/lib/i18n/use-language";

export const Route = createFileRoute("/_protected/videos")({
  component: VideosPage,
});

// Built by a later issue; until then a placeholder card with the screen's title.
function VideosPage() {
  const tr = useT();
  return <PlaceholderPage title={tr("page.videos.title")} description={tr("placeholder.comingSoon")} icon={PlayCircle} />;
}
