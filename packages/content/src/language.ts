// Languages of the UI texts and the small helpers that pick and fill them.

/** Official-facing languages. Any value other than "hindi" is treated as Hinglish (spec §3). */
export type TUiLanguage = "hindi" | "hinglish";

/** Admin interface languages. */
export type TAdminLanguage = "en" | "hi";

/** One text in both official-facing languages: Devanagari Hindi and Latin-script Hinglish. */
export type TBilingualText = { hindi: string; hinglish: string };

/** One admin text in English and Hindi. */
export type TAdminText = { en: string; hi: string };

/** Values for `{name}` placeholders inside a text. */
export type TTextVars = Record<string, string | number>;

export const UI_LANGUAGES = ["hindi", "hinglish"] as const satisfies readonly TUiLanguage[];
export const DEFAULT_UI_LANGUAGE: TUiLanguage = "hinglish";

/** Lenient reading of a stored or received language value. */
export function toUiLanguage(value: unknown): TUiLanguage {
  return value === "hindi" ? "hindi" : "hinglish";
}

/** The admin interface follows the official's language: Hindi → hi, anything else → en. */
export function toAdminLanguage(language: TUiLanguage): TAdminLanguage {
  return language === "hindi" ? "hi" : "en";
}

/** Plural choice inside a text: `{name:one form|other form}`, chosen by `Intl.PluralRules`. */
const PLURAL = /\{(\w+):([^{}|]*)\|([^{}]*)\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string, n: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n);
}

/**
 * Replaces every `{name}` with its value and every `{name:one|other}` with the form that fits the
 * number (`Intl.PluralRules` of `locale`: "en" for Hinglish and English, "hi" for Hindi); unknown
 * placeholders stay visible so they get noticed.
 */
export function fillText(template: string, vars?: TTextVars, locale = "en"): string {
  if (!vars) return template;
  return template
    .replace(PLURAL, (whole, name: string, one: string, other: string) => {
      const n = Number(vars[name]);
      if (!(name in vars) || !Number.isFinite(n)) return whole;
      return pluralCategory(locale, n) === "one" ? one : other;
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Picks the text in `language` and fills its placeholders. */
export function pickText(text: TBilingualText, language: TUiLanguage, vars?: TTextVars): string {
  return fillText(language === "hindi" ? text.hindi : text.hinglish, vars, language === "hindi" ? "hi" : "en");
}

/** Picks the admin text in `language` and fills its placeholders. */
export function pickAdminText(text: TAdminText, language: TAdminLanguage, vars?: TTextVars): string {
  return fillText(language === "hi" ? text.hi : text.en, vars, language);
}
