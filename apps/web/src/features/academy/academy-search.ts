// The /academy URL: ?module=<1..6> opens a module, so the phone's back button returns to the list.
import { ZAcademyModuleId } from "@sachiv/contracts";

export type TAcademySearch = { module?: number };

export function parseAcademySearch(search: Record<string, unknown>): TAcademySearch {
  const id = ZAcademyModuleId.safeParse(Number(search.module));
  return id.success ? { module: id.data } : {};
}
