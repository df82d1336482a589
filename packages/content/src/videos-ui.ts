// Looks up the essential-videos screen's texts (ui/videos.ts) like `t`. They are not in `ui`, so
// that only the /videos screen's chunk carries them.
import { pickText, type TTextVars, type TUiLanguage } from "./language.ts";
import { videosTexts } from "./ui/videos.ts";

export { videosTexts };

export type TVideosKey = keyof typeof videosTexts;

export function tVideos(key: TVideosKey, language: TUiLanguage, vars?: TTextVars): string {
  return pickText(videosTexts[key], language, vars);
}
