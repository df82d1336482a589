// Search box and category dropdown of the glossary. A native <select>: the phone's own picker,
// large touch targets and no extra script on cheap devices.
import { GLOSSARY_CATEGORY_FILTERS, type TGlossaryCategoryFilter } from "@sachiv/contracts";
import { ChevronDown, Search, X } from "lucide-react";
import { Input } from "@/components/ui/input";
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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="glossary-search">{tr("glossary.searchLabel")}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="glossary-search"
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={tr("glossary.searchPlaceholder")}
            autoComplete="off"
            enterKeyHint="search"
            className="pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
          />
          {query !== "" && (
            <button
              type="button"
              onClick={() => onQueryChange("")}
              aria-label={tr("glossary.clear")}
              title={tr("glossary.clear")}
              className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="size-4" aria-hidden />
            </button>
          )}
        </div>
      </div>
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
