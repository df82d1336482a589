import { createFileRoute } from "@tanstack/react-router";
import { VoiceAgentPage } from "@/features/voice-agent/voice-agent-page";

export const Route = createFileRoute("/_protected/voice-agent")({
  component: VoiceAgentPage,
});
