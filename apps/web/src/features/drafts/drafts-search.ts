// The /drafts URL: ?template=<id> opens a new draft of that template, with &date=yyyy-mm-dd and
// &topic=<agenda item> from a chat answer ("इसका नोटिस बनाएँ"). This parser runs in the route tree,
// in every screen's first load: only the shape is checked here (no template list); the drafts
// screen ignores an id it does not know.
export type TDraftsSearch = { template?: string; date?: string; topic?: string };

export function parseDraftsSearch(search: Record<string, unknown>): TDraftsSearch {
  const template = search.template;
  if (typeof template !== "string" || !/^[a-z_]{1,40}$/.test(template)) return {};
  const out: TDraftsSearch = { template };
  if (typeof search.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(search.date)) out.date = search.date;
  if (typeof search.topic === "string" && search.topic.trim()) out.topic = search.topic.trim().slice(0, 200);
  return out;
}
