import { createFileRoute } from "@tanstack/react-router";
import { ChatPage } from "@/features/chat/chat-page";
import { parseChatSearch } from "@/features/chat/chat-search";

export const Route = createFileRoute("/_protected/chat")({
  validateSearch: parseChatSearch,
  component: ChatPage,
});
