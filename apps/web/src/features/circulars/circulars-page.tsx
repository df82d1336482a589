// /circulars: the state cards, or one state's items when ?state= is set. The content is bundled,
// so the screen works offline and needs no API call. Opened without a state, the user's home state
// (Settings) opens, once: back from it shows all the states.
import type { TContentCategoryFilter } from "@sachiv/contracts";
import { localize, localizeRegionItem, regionItemMatches, regions } from "@sachiv/content";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { ScrollText } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { useLanguage, useT } from "@/lib/i18n/use-language";
import { usePreferences } from "@/lib/preferences/preferences-store";
import { useBack } from "@/lib/use-back";
import { CircularList, CircularsEmpty } from "./circular-list";
import { CircularsSearchBox } from "./circulars-search-box";
import { StateGrid } from "./state-grid";
import { StateView } from "./state-view";

export function CircularsPage() {
  const tr = useT();
  const search = useSearch({ from: "/_protected/circulars" });
  const navigate = useNavigate({ from: "/circulars" });
  const region = regions.find((r) => r.id === search.state);
  const homeState = usePreferences().home_state;
  const [query, setQuery] = useState("");
  const openedHome = useRef(false);
  useEffect(() => {
    if (openedHome.current || search.state || !homeState) return;
    openedHome.current = true;
    void navigate({ search: { state: homeState } });
  }, [homeState, navigate, search.state]);

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
      <CircularsSearchBox value={query} onChange={setQuery} />
      {query.trim() === "" ? <StateGrid /> : <SearchResults query={query} />}
    </section>
  );
}

/** Every state's items that match the words, each card naming its state; the home state first. */
function SearchResults({ query }: { query: string }) {
  const tr = useT();
  const [language] = useLanguage();
  const homeState = usePreferences().home_state;
  const ordered = homeState
    ? [...regions].sort((a, b) => Number(b.id === homeState) - Number(a.id === homeState))
    : regions;
  const found = ordered.flatMap((region) =>
    region.items
      .filter((item) => regionItemMatches(item, query))
      .map((item) => ({ item: localizeRegionItem(item, language), state: localize(region.name, language) })),
  );
  if (found.length === 0) return <CircularsEmpty text={tr("circulars.searchEmpty", { query: query.trim() })} />;
  return (
    <>
      <p role="status" className="text-sm text-muted-foreground">
        {tr("circulars.searchFound", { count: found.length })}
      </p>
      <CircularList items={found.map((f) => f.item)} stateNames={found.map((f) => f.state)} />
    </>
  );
}
