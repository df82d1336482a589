import { createFileRoute } from "@tanstack/react-router";
import { DraftsPage } from "@/features/drafts/drafts-page";

export const Route = createFileRoute("/_protected/drafts")({
  component: DraftsPage,
});
