import { createFileRoute } from "@tanstack/react-router";
import { MessageSquare } from "lucide-react";
import { PlaceholderPage } from "@/features/shell/placeholder-page";
import { useT } from "@/lib/i18n/use-language";

export const Route = createFileRoute("/_protected/chat")({
  component: ChatPage,
});

// Built by a later issue; until then a placeholder card with the screen's title.
function ChatPage() {
  const tr = useT();
  return <PlaceholderPage title={tr("page.chat.title")} description={tr("placeholder.comingSoon")} icon={MessageSquare} />;
}
