// React access to the UI language and its texts.
import { useCallback, useSyncExternalStore } from "react";
import { t as translate, type TTextVars, type TUiKey, type TUiLanguage } from "@sachiv/content";
import { getLanguage, setLanguage, subscribeLanguage } from "./language-store";

export function useLanguage(): [TUiLanguage, (language: TUiLanguage) => void] {
  const language = useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
  return [language, setLanguage];
}

/** `t(key, vars?)` bound to the current language. */
export function useT(): (key: TUiKey, vars?: TTextVars) => string {
  const [language] = useLanguage();
  return useCallback((key, vars) => translate(key, language, vars), [language]);
}

// The admin screens' texts: use-admin-t.ts, so that an official's screen does not download them.
