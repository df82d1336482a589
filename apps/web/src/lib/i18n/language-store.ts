// The chosen UI language: read from localStorage at start, saved on every change, and reflected
// in <html lang> and the document title. Other tabs follow through the storage event.
import { DEFAULT_UI_LANGUAGE, t, type TUiLanguage } from "@sachiv/content";
import { readStorage, writeStorage } from "@/lib/storage";

export const LANGUAGE_STORAGE_KEY = "preferred-language";

type TListener = () => void;

const listeners = new Set<TListener>();
let current: TUiLanguage = readInitialLanguage();

function readInitialLanguage(): TUiLanguage {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  return stored === "hindi" || stored === "hinglish" ? stored : DEFAULT_UI_LANGUAGE;
}

/** BCP 47 tag: Hindi in Devanagari is `hi`, Hinglish is Hindi written in Latin script. */
export function htmlLangFor(language: TUiLanguage): string {
  return language === "hindi" ? "hi" : "hi-Latn";
}

function applyToDocument(language: TUiLanguage): void {
  document.documentElement.lang = htmlLangFor(language);
  document.title = `${t("app.title", language)} · ${t("app.subtitle", language)}`;
}

export function getLanguage(): TUiLanguage {
  return current;
}

export function setLanguage(language: TUiLanguage): void {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  if (language === current) return;
  current = language;
  applyToDocument(language);
  for (const listener of listeners) listener();
}

export function subscribeLanguage(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies the stored language to the page and follows changes made in other tabs. */
export function startLanguageSync(): void {
  applyToDocument(current);
  window.addEventListener("storage", (event) => {
    if (event.key !== LANGUAGE_STORAGE_KEY) return;
    const next = event.newValue === "hindi" ? "hindi" : "hinglish";
    if (next === current) return;
    current = next;
    applyToDocument(next);
    for (const listener of listeners) listener();
  });
}
