// Every user-visible UI string, keyed, in both languages. Screens look texts up with `t`.
// The admin texts are in admin-ui.ts, so that a screen for officials does not carry them.
import { pickText, type TBilingualText, type TTextVars, type TUiLanguage } from "./language.ts";
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

export type TUiKey = keyof typeof ui;

/** The text for `key` in `language`, with `{name}` placeholders filled from `vars`. */
export function t(key: TUiKey, language: TUiLanguage, vars?: TTextVars): string {
  return pickText(ui[key], language, vars);
}
