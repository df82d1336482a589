// The landing view of /circulars: one card per region with its name and how many items it holds;
// the user's home state (Settings) comes first, marked.
import type { TRegionId } from "@sachiv/contracts";
import { localize, regions } from "@sachiv/content";
import { Link } from "@tanstack/react-router";
import { ChevronRight, Landmark, MapPin } from "lucide-react";
import { useLanguage, useT } from "@/lib/i18n/use-language";
import { usePreferences } from "@/lib/preferences/preferences-store";

const ICONS: Record<TRegionId, typeof MapPin> = {
  jharkhand: MapPin,
  bihar: MapPin,
  haryana: MapPin,
  uttar_pradesh: MapPin,
  madhya_pradesh: MapPin,
  rajasthan: MapPin,
  central: Landmark,
};

export function StateGrid() {
  const tr = useT();
  const [language] = useLanguage();
  const homeState = usePreferences().home_state;
  const ordered = homeState
    ? [...regions].sort((a, b) => Number(b.id === homeState) - Number(a.id === homeState))
    : regions;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {ordered.map((region) => {
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
                {region.id === homeState ? (
                  <span className="self-start rounded-full bg-primary-soft px-2 py-0.5 text-sm font-medium text-primary">
                    {tr("circulars.homeState")}
                  </span>
                ) : null}
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
