import { createFileRoute } from "@tanstack/react-router";
import { DraftsPage } from "@/features/drafts/drafts-page";
import { parseDraftsSearch } from "@/features/drafts/drafts-search";

export const Route = createFileRoute("/_protected/drafts")({
  validateSearch: parseDraftsSearch,
  component: DraftsPage,
});
