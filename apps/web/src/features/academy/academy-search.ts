// The /academy URL: ?module=<1..6> opens a module, so the phone's back button returns to the list.
// The bound, not ZAcademyModuleId: this parser runs in the route tree, in every screen's first load.
import { ACADEMY_MODULE_COUNT } from "@sachiv/contracts";

export type TAcademySearch = { module?: number };

export function parseAcademySearch(search: Record<string, unknown>): TAcademySearch {
  const id = Number(search.module);
  return Number.isInteger(id) && id >= 1 && id <= ACADEMY_MODULE_COUNT ? { module: id } : {};
}
