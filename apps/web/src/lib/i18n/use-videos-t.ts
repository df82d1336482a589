// React access to the essential-videos screen's texts (tVideos): only that screen imports it, so
// that no other screen's first load carries them.
import { useCallback } from "react";
import { tVideos, type TTextVars, type TVideosKey } from "@sachiv/content";
import { useLanguage } from "./use-language";

export function useVideosT(): (key: TVideosKey, vars?: TTextVars) => string {
  const [language] = useLanguage();
  return useCallback((key, vars) => tVideos(key, language, vars), [language]);
}
