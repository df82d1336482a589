// One state's schemes, circulars and policies: Back, heading, the filter buttons and the items.
import type { TContentCategoryFilter, TRegion } from "@sachiv/contracts";
import { localizeRegion } from "@sachiv/content";
import { ArrowLeft, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLanguage, useT } from "@/lib/i18n/use-language";
import { CategoryFilter } from "./category-filter";
import { CircularList } from "./circular-list";
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
  const localized = localizeRegion(region, language);
  const shown = itemsInCategory(localized.items, category);

  return (
    <section className="flex flex-col gap-4">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 self-start">
        <ArrowLeft aria-hidden />
        {tr("circulars.back")}
      </Button>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold leading-snug text-balance sm:text-3xl">
          {tr("circulars.stateHeading", { state: localized.name })}
        </h1>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden />
          {tr("common.officialLinks")}
        </p>
      </header>
      <CategoryFilter value={category} counts={countByCategory(localized.items)} onChange={onCategoryChange} />
      <p className="sr-only" aria-live="polite">
        {tr("circulars.shown", { count: shown.length })}
      </p>
      <CircularList items={shown} />
    </section>
  );
}
