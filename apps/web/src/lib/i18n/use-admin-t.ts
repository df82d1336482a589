// React access to the admin texts (English / Hindi), apart from use-language.ts so that the
// officials' screens do not carry the admin catalogue.
import { useCallback } from "react";
import { tAdmin as translateAdmin, toAdminLanguage, type TAdminUiKey, type TTextVars } from "@sachiv/content";
import { useLanguage } from "./use-language";

/** Admin texts follow the official's language: Hindi → hi, Hinglish → en. */
export function useAdminT(): (key: TAdminUiKey, vars?: TTextVars) => string {
  const [language] = useLanguage();
  return useCallback((key, vars) => translateAdmin(key, toAdminLanguage(language), vars), [language]);
}
