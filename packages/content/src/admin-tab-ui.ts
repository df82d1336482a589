// The texts of the admin tabs that load when first opened (Documents: the knowledge base and its
// jobs; Knowledge gaps), English and Hindi, apart from admin-ui.ts so that /admin's first load
// does not carry them. Those tabs look up every admin text, these and admin-ui.ts's, with tAdminTab.
import { adminUi, type TAdminUiKey } from "./admin-ui.ts";
import { pickAdminText, type TAdminLanguage, type TAdminText, type TTextVars } from "./language.ts";
import { adminDraftsTexts } from "./ui/admin-drafts.ts";
import { adminGapsTexts } from "./ui/admin-gaps.ts";
import { adminKnowledgeTexts } from "./ui/admin-knowledge.ts";
import { adminScopeTabTexts } from "./ui/admin-scopes.ts";

export const adminTabTexts = {
  ...adminKnowledgeTexts,
  ...adminGapsTexts,
  ...adminScopeTabTexts,
  ...adminDraftsTexts,
} as const satisfies Record<string, TAdminText>;

export type TAdminTabKey = TAdminUiKey | keyof typeof adminTabTexts;

export function tAdminTab(key: TAdminTabKey, language: TAdminLanguage, vars?: TTextVars): string {
  const text: TAdminText =
    key in adminTabTexts ? adminTabTexts[key as keyof typeof adminTabTexts] : adminUi[key as TAdminUiKey];
  return pickAdminText(text, language, vars);
}
