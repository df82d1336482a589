// Every user-visible UI string, keyed, in both languages. Screens look texts up with `t`.
import {
  pickAdminText,
  pickText,
  type TAdminLanguage,
  type TAdminText,
  type TBilingualText,
  type TTextVars,
  type TUiLanguage,
} from "./language.ts";
import { adminTexts } from "./ui/admin.ts";
import { adminNoticeTexts } from "./ui/admin-notices.ts";
import { adminKnowledgeTexts } from "./ui/admin-knowledge.ts";
import { adminSystemTexts } from "./ui/admin-system.ts";
import { authTexts } from "./ui/auth.ts";
import { catalogueTexts } from "./ui/catalogue.ts";
import { chatTexts } from "./ui/chat.ts";
import { documentTexts } from "./ui/document.ts";
import { historyTexts } from "./ui/history.ts";
import { learningTexts } from "./ui/learning.ts";
import { settingsTexts } from "./ui/settings.ts";
import { shellTexts } from "./ui/shell.ts";

export { RATING_LABEL_KEYS } from "./ui/catalogue.ts";

/** Official-facing texts: every key has `hindi` and `hinglish`, or it does not compile. */
export const ui = {
  ...shellTexts,
  ...authTexts,
  ...catalogueTexts,
  ...learningTexts,
  ...chatTexts,
  ...documentTexts,
  ...settingsTexts,
  ...historyTexts,
} as const satisfies Record<string, TBilingualText>;

/** Admin texts: every key has `en` and `hi`, or it does not compile. */
export const adminUi = {
  ...adminTexts,
  ...adminNoticeTexts,
  ...adminKnowledgeTexts,
  ...adminSystemTexts,
} as const satisfies Record<string, TAdminText>;

export type TUiKey = keyof typeof ui;
export type TAdminUiKey = keyof typeof adminUi;

/** The text for `key` in `language`, with `{name}` placeholders filled from `vars`. */
export function t(key: TUiKey, language: TUiLanguage, vars?: TTextVars): string {
  return pickText(ui[key], language, vars);
}

/** The admin text for `key` in `language`, with placeholders filled from `vars`. */
export function tAdmin(key: TAdminUiKey, language: TAdminLanguage, vars?: TTextVars): string {
  return pickAdminText(adminUi[key], language, vars);
}
