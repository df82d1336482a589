// The /circulars URL: ?state=<region> opens a state, &category=<filter> keeps its filter
// (absent = all), so a reload or the phone's back button lands where the official was.
import {
  ZContentCategoryFilter,
  ZRegionId,
  type TContentCategory,
  type TContentCategoryFilter,
  type TRegionId,
} from "@sachiv/contracts";

export type TCircularsSearch = { state?: TRegionId; category?: TContentCategory };

export function parseCircularsSearch(search: Record<string, unknown>): TCircularsSearch {
  const state = ZRegionId.safeParse(search.state);
  if (!state.success) return {};
  const category = ZContentCategoryFilter.safeParse(search.category);
  return category.success && category.data !== "all"
    ? { state: state.data, category: category.data }
    : { state: state.data };
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
