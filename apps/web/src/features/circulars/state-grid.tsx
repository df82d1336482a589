// The landing view of /circulars: one card per region with its name and how many items it holds.
import type { TRegionId } from "@sachiv/contracts";
import { localize, regions } from "@sachiv/content";
import { Link } from "@tanstack/react-router";
import { ChevronRight, Landmark, MapPin } from "lucide-react";
import { useLanguage, useT } from "@/lib/i18n/use-language";

const ICONS: Record<TRegionId, typeof MapPin> = {
  jharkhand: MapPin,
  bihar: MapPin,
  haryana: MapPin,
  central: Landmark,
};

export function StateGrid() {
  const tr = useT();
  const [language] = useLanguage();
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {regions.map((region) => {
        const Icon = ICONS[region.id];
        return (
          <li key={region.id}>
            <Link
              to="/circulars"
              search={{ state: region.id }}
              className="group flex h-full items-center gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm transition hover:border-primary/40 hover:shadow-md sm:p-5"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <Icon className="size-6" aria-hidden />
              </span>
              <div className="flex min-w-0 flex-1 flex-col">
                <h2 className="text-lg font-semibold leading-snug">{localize(region.name, language)}</h2>
                <p className="text-sm text-muted-foreground">
                  {tr("circulars.stateCount", { count: region.items.length })}
                </p>
              </div>
              <ChevronRight
                className="size-5 shrink-0 text-muted-foreground transition group-hover:translate-x-0.5 group-hover:text-primary"
                aria-hidden
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
