// The /drafts URL: ?template=<id> opens a new draft of that template, with &date=yyyy-mm-dd and
// &topic=<agenda item> from a chat answer ("इसका नोटिस बनाएँ"). Plain lists, not the zod schemas:
// this parser runs in the route tree, in every screen's first load.
import { DRAFT_TEMPLATE_IDS, type TDraftTemplateId } from "@sachiv/contracts";

export type TDraftsSearch = { template?: TDraftTemplateId; date?: string; topic?: string };

export function parseDraftsSearch(search: Record<string, unknown>): TDraftsSearch {
  const template = search.template;
  if (typeof template !== "string" || !(DRAFT_TEMPLATE_IDS as readonly string[]).includes(template)) return {};
  const out: TDraftsSearch = { template: template as TDraftTemplateId };
  if (typeof search.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(search.date)) out.date = search.date;
  if (typeof search.topic === "string" && search.topic.trim()) out.topic = search.topic.trim().slice(0, 200);
  return out;
}
