// One state's schemes, circulars and policies: Back, heading, the filter buttons and the items.
import type { TContentCategoryFilter, TRegion } from "@sachiv/contracts";
import { localize, localizeRegionItem, regionItemMatches } from "@sachiv/content";
import { ArrowLeft, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useLanguage, useT } from "@/lib/i18n/use-language";
import { CategoryFilter } from "./category-filter";
import { CircularList, CircularsEmpty } from "./circular-list";
import { CircularsSearchBox } from "./circulars-search-box";
import { countByCategory, itemsInCategory } from "./circulars-search";

export function StateView({
  region,
  category,
  onCategoryChange,
  onBack,
}: {
  region: TRegion;
  category: TContentCategoryFilter;
  onCategoryChange: (category: TContentCategoryFilter) => void;
  onBack: () => void;
}) {
  const tr = useT();
  const [language] = useLanguage();
  const [query, setQuery] = useState("");
  const name = localize(region.name, language);
  // Searched in both scripts on the bundled (bilingual) items, then shown in the screen's language.
  const matching = region.items
    .filter((item) => regionItemMatches(item, query))
    .map((item) => localizeRegionItem(item, language));
  const shown = itemsInCategory(matching, category);
  const searching = query.trim() !== "";

  return (
    <section className="flex flex-col gap-4">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 self-start">
        <ArrowLeft aria-hidden />
        {tr("circulars.back")}
      </Button>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold leading-snug text-balance sm:text-3xl">
          {tr("circulars.stateHeading", { state: name })}
        </h1>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden />
          {tr("common.officialLinks")}
        </p>
      </header>
      <CircularsSearchBox value={query} onChange={setQuery} />
      <CategoryFilter value={category} counts={countByCategory(matching)} onChange={onCategoryChange} />
      <p className="sr-only" aria-live="polite">
        {tr("circulars.shown", { count: shown.length })}
      </p>
      {searching && shown.length === 0 ? (
        <CircularsEmpty text={tr("circulars.searchEmpty", { query: query.trim() })} />
      ) : (
        <CircularList items={shown} />
      )}
    </section>
  );
}
