// React access to the knowledge gaps tab's texts (English / Hindi), loaded with that tab.
import { useCallback } from "react";
import { tAdminGaps, toAdminLanguage, type TAdminGapsKey, type TTextVars } from "@sachiv/content";
import { useLanguage } from "./use-language";

export function useAdminGapsT(): (key: TAdminGapsKey, vars?: TTextVars) => string {
  const [language] = useLanguage();
  return useCallback((key, vars) => tAdminGaps(key, toAdminLanguage(language), vars), [language]);
}
