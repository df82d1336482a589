// The /circulars URL: ?state=<region> opens a state, &category=<filter> keeps its filter
// (absent = all), so a reload or the phone's back button lands where the official was.
// Plain lists, not the zod schemas: this parser runs in the route tree, in every screen's first load.
import {
  CONTENT_CATEGORY_FILTERS,
  REGION_IDS,
  type TContentCategory,
  type TContentCategoryFilter,
  type TRegionId,
} from "@sachiv/contracts";

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);

export type TCircularsSearch = { state?: TRegionId; category?: TContentCategory };

export function parseCircularsSearch(search: Record<string, unknown>): TCircularsSearch {
  const state = search.state;
  if (!isOneOf(REGION_IDS, state)) return {};
  const category = search.category;
  return isOneOf(CONTENT_CATEGORY_FILTERS, category) && category !== "all" ? { state, category } : { state };
}

/** Items of one category ("all" = every item), in bundled order. */
export function itemsInCategory<TItem extends { category: TContentCategory }>(
  items: readonly TItem[],
  filter: TContentCategoryFilter,
): TItem[] {
  return filter === "all" ? [...items] : items.filter((item) => item.category === filter);
}

/** How many items each filter button shows. */
export function countByCategory(
  items: readonly { category: TContentCategory }[],
): Record<TContentCategoryFilter, number> {
  const counts: Record<TContentCategoryFilter, number> = { all: items.length, scheme: 0, circular: 0, policy: 0 };
  for (const item of items) counts[item.category] += 1;
  return counts;
}
