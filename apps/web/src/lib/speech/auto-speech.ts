// Whether the chat reads a reply aloud by itself (spec: yes, once it has arrived): the user's
// speech setting, turned off while the browser asks to save data (data-saver.ts), which is said
// once in a toast. Tapping a reply's speaker button still plays it.
import { t, type TUiLanguage } from "@sachiv/content";
import { getPreferences } from "@/lib/preferences/preferences-store";
import { toast } from "@/lib/toast";
import { mayAutoSpeak } from "./data-saver";

export function shouldReadReplyAloud(language: TUiLanguage): boolean {
  return mayAutoSpeak(getPreferences().speech.enabled, () =>
    toast.success(t("speech.dataSaverOff", language), { id: "speech-data-saver" }),
  );
}
