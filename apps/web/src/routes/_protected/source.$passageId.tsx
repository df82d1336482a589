import { createFileRoute } from "@tanstack/react-router";
import { SourcePage } from "@/features/source/source-page";

export const Route = createFileRoute("/_protected/source/$passageId")({
  component: SourceRoute,
});

function SourceRoute() {
  const { passageId } = Route.useParams();
  return <SourcePage key={passageId} passageId={passageId} />;
}
