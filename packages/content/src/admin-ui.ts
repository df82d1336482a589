// Every admin-interface string, keyed, in English and Hindi (apart from ui.ts, so that the
// officials' screens do not download them). Admin screens look texts up with `tAdmin`.
import { pickAdminText, type TAdminLanguage, type TAdminText, type TTextVars } from "./language.ts";
import { adminTexts } from "./ui/admin.ts";
import { adminNoticeTexts } from "./ui/admin-notices.ts";
import { adminScopeBannerTexts } from "./ui/admin-scopes.ts";
import { adminSystemTexts } from "./ui/admin-system.ts";

/** Admin texts: every key has `en` and `hi`, or it does not compile. */
export const adminUi = {
  ...adminTexts,
  ...adminNoticeTexts,
  ...adminSystemTexts,
  ...adminScopeBannerTexts,
  // The gaps tab's own texts are admin-gaps-ui.ts, loaded with that tab; its name is here.
  "admin.tabGaps": { en: "Knowledge gaps", hi: "जानकारी की कमियाँ" },
  // The draft templates tab's texts are ui/admin-drafts.ts, loaded with that tab.
  "admin.tabDrafts": { en: "Draft templates", hi: "मसौदा टेम्पलेट" },
} as const satisfies Record<string, TAdminText>;

export type TAdminUiKey = keyof typeof adminUi;

/** The admin text for `key` in `language`, with placeholders filled from `vars`. */
export function tAdmin(key: TAdminUiKey, language: TAdminLanguage, vars?: TTextVars): string {
  return pickAdminText(adminUi[key], language, vars);
}
