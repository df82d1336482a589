// The texts of the admin's knowledge gaps tab (issue 24), English and Hindi, apart from admin-ui.ts
// so that /admin's first load does not carry them: the tab's code looks them up with tAdminGaps.
import { pickAdminText, type TAdminLanguage, type TTextVars } from "./language.ts";
import { adminGapsTexts } from "./ui/admin-gaps.ts";

export type TAdminGapsKey = keyof typeof adminGapsTexts;

export function tAdminGaps(key: TAdminGapsKey, language: TAdminLanguage, vars?: TTextVars): string {
  return pickAdminText(adminGapsTexts[key], language, vars);
}
