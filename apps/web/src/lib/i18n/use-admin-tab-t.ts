// React access to every admin text, those of the tabs loaded when first opened included (English /
// Hindi): for those tabs' components only, so that /admin's first load does not carry their texts.
import { useCallback } from "react";
import { tAdminTab, toAdminLanguage, type TAdminTabKey, type TTextVars } from "@sachiv/content";
import { useLanguage } from "./use-language";

export function useAdminTabT(): (key: TAdminTabKey, vars?: TTextVars) => string {
  const [language] = useLanguage();
  return useCallback((key, vars) => tAdminTab(key, toAdminLanguage(language), vars), [language]);
}
