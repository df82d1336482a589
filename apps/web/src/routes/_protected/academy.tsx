import { createFileRoute } from "@tanstack/react-router";
import { AcademyPage } from "@/features/academy/academy-page";
import { parseAcademySearch } from "@/features/academy/academy-search";

export const Route = createFileRoute("/_protected/academy")({
  validateSearch: parseAcademySearch,
  component: AcademyPage,
});
