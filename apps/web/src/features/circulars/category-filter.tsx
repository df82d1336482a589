// The filter buttons of a state: all, scheme, circular, policy — a toggle group (aria-pressed),
// each with how many items it would show.
import { CONTENT_CATEGORY_FILTERS, type TContentCategoryFilter } from "@sachiv/contracts";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/use-language";
import { CATEGORY_LABEL_KEYS } from "./category-style";

export function CategoryFilter({
  value,
  counts,
  onChange,
}: {
  value: TContentCategoryFilter;
  counts: Record<TContentCategoryFilter, number>;
  onChange: (value: TContentCategoryFilter) => void;
}) {
  const tr = useT();
  return (
    <div role="group" aria-label={tr("circulars.filterLabel")} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      {CONTENT_CATEGORY_FILTERS.map((filter) => {
        const active = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter)}
            className={cn(
              "inline-flex h-10 items-center justify-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors",
              active
                ? "border-primary bg-primary text-primary-foreground shadow-sm"
                : "border-border bg-card text-foreground hover:bg-muted",
            )}
          >
            {tr(CATEGORY_LABEL_KEYS[filter])}
            <span
              className={cn(
                "min-w-6 rounded-full px-1.5 text-xs leading-5 tabular-nums",
                active ? "bg-white/20" : "bg-muted text-muted-foreground",
              )}
            >
              {counts[filter]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
