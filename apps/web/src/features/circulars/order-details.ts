// How a circular's order is shown and asked about: its date in the screen's language, and the
// question "इस पर सवाल पूछें" types into the chat (title, issuer, number and date where known).
import type { TLocalizedRegionItem } from "@sachiv/contracts";
import { t, type TUiLanguage } from "@sachiv/content";

/** "2021-07-14" → "14 जुलाई 2021" (Hindi) or "14 July 2021" (Hinglish). */
export function formatOrderDate(isoDate: string, language: TUiLanguage): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language === "hindi" ? "hi-IN" : "en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(day);
}

/** The chat question on one item, in the screen's language. */
export function askAboutItem(item: TLocalizedRegionItem, language: TUiLanguage): string {
  const parts = [
    item.issuer,
    item.order_number ? `${t("circulars.orderNumber", language)} ${item.order_number}` : null,
    item.order_date ? `${t("circulars.orderDate", language)} ${formatOrderDate(item.order_date, language)}` : null,
  ].filter((part): part is string => Boolean(part));
  const details = parts.length > 0 ? ` (${parts.join(", ")})` : "";
  return t("circulars.askQuestion", language, { title: item.title, details });
}
