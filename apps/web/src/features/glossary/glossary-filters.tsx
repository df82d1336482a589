// Search box and category dropdown of the glossary. A native <select>: the phone's own picker,
// large touch targets and no extra script on cheap devices.
import { GLOSSARY_CATEGORY_FILTERS, type TGlossaryCategoryFilter } from "@sachiv/contracts";
import { ChevronDown } from "lucide-react";
import { SearchInput } from "@/components/search-input";
import { Label } from "@/components/ui/label";
import { useT } from "@/lib/i18n/use-language";
import { GLOSSARY_LABEL_KEYS } from "./glossary-style";

export function GlossaryFilters({
  query,
  category,
  onQueryChange,
  onCategoryChange,
}: {
  query: string;
  category: TGlossaryCategoryFilter;
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: TGlossaryCategoryFilter) => void;
}) {
  const tr = useT();
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <SearchInput
        id="glossary-search"
        label={tr("glossary.searchLabel")}
        placeholder={tr("glossary.searchPlaceholder")}
        value={query}
        onChange={onQueryChange}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="glossary-category">{tr("glossary.categoryLabel")}</Label>
        <div className="relative">
          <select
            id="glossary-category"
            value={category}
            onChange={(event) => onCategoryChange(event.target.value as TGlossaryCategoryFilter)}
            className="h-11 w-full appearance-none rounded-xl border border-input bg-card pr-10 pl-3.5 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 sm:text-sm"
          >
            {GLOSSARY_CATEGORY_FILTERS.map((value) => (
              <option key={value} value={value}>
                {tr(GLOSSARY_LABEL_KEYS[value])}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
        </div>
      </div>
    </div>
  );
}
