import { createFileRoute } from "@tanstack/react-router";
import { Mic } from "lucide-react";
import { PlaceholderPage } from "@/features/shell/placeholder-page";
import { useT } from "@/lib/i18n/use-language";

export const Route = createFileRoute("/_protected/voice-agent")({
  component: VoiceAgentPage,
});

// Built by a later issue; until then a placeholder card with the screen's title.
function VoiceAgentPage() {
  const tr = useT();
  return <PlaceholderPage title={tr("page.voiceAgent.title")} description={tr("placeholder.comingSoon")} icon={Mic} />;
}
