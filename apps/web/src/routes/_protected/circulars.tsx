import { createFileRoute } from "@tanstack/react-router";
import { CircularsPage } from "@/features/circulars/circulars-page";
import { parseCircularsSearch } from "@/features/circulars/circulars-search";

export const Route = createFileRoute("/_protected/circulars")({
  validateSearch: parseCircularsSearch,
  component: CircularsPage,
});
