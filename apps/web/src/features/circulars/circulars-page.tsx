// /circulars: the state cards, or one state's items when ?state= is set. The content is bundled,
// so the screen works offline and needs no API call.
import type { TContentCategoryFilter } from "@sachiv/contracts";
import { regions } from "@sachiv/content";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { ScrollText } from "lucide-react";
import { useCallback } from "react";
import { PageHeader } from "@/components/page-header";
import { useT } from "@/lib/i18n/use-language";
import { useBack } from "@/lib/use-back";
import { StateGrid } from "./state-grid";
import { StateView } from "./state-view";

export function CircularsPage() {
  const tr = useT();
  const search = useSearch({ from: "/_protected/circulars" });
  const navigate = useNavigate({ from: "/circulars" });
  const region = regions.find((r) => r.id === search.state);

  const toList = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  const onBack = useBack(toList);
  const onCategoryChange = (category: TContentCategoryFilter) =>
    void navigate({
      search: (prev) => ({ state: prev.state, category: category === "all" ? undefined : category }),
      // A filter is not a place: the back button should leave the state, not step through filters.
      replace: true,
      resetScroll: false,
    });

  if (region) {
    return (
      <StateView
        region={region}
        category={search.category ?? "all"}
        onCategoryChange={onCategoryChange}
        onBack={onBack}
      />
    );
  }
  return (
    <section className="flex flex-col gap-5">
      <PageHeader icon={ScrollText} title={tr("page.circulars.title")} subtitle={tr("circulars.subtitle")} />
      <StateGrid />
    </section>
  );
}
