// Admin times in India Standard Time, whatever the browser's zone (like the CSV export), with "IST".
import type { TAdminLanguage } from "@sachiv/content";

export function formatIst(iso: string, language: TAdminLanguage): string {
  return new Date(iso).toLocaleString(language === "hi" ? "hi-IN" : "en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone: "Asia/Kolkata",
  });
}
