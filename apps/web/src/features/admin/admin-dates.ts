// Dates on the dashboard: 'LLL dd, y' (spec §9), in English or Hindi month names.
import { toAdminLanguage, type TAdminLanguage } from "@sachiv/content";
import { format, parseISO } from "date-fns";
import { enIN, hi } from "date-fns/locale";
import { useLanguage } from "@/lib/i18n/use-language";

export const DISPLAY_DATE_FORMAT = "LLL dd, y";
export const DISPLAY_TIME_FORMAT = "HH:mm";

export function useAdminLanguage(): TAdminLanguage {
  const [language] = useLanguage();
  return toAdminLanguage(language);
}

export function dateLocale(language: TAdminLanguage) {
  return language === "hi" ? hi : enIN;
}

/** India Standard Time, UTC+5:30: admin times read as in India whatever the browser's zone, like the export. */
const IST_OFFSET_MINUTES = 330;

/** The instant shifted so that date-fns, which formats in the browser's zone, writes India's wall clock. */
function inIst(iso: string): Date {
  const date = parseISO(iso);
  return new Date(date.getTime() + (IST_OFFSET_MINUTES + date.getTimezoneOffset()) * 60_000);
}

/** A server timestamp (ISO string) is shown in IST; a Date (a day picked in the calendar) as it is. */
export function formatDisplayDate(value: Date | string, language: TAdminLanguage): string {
  const date = typeof value === "string" ? inIst(value) : value;
  return format(date, DISPLAY_DATE_FORMAT, { locale: dateLocale(language) });
}

/** A server timestamp's time of day in IST, marked as such. */
export function formatDisplayTime(value: string, language: TAdminLanguage): string {
  return `${format(inIst(value), DISPLAY_TIME_FORMAT, { locale: dateLocale(language) })} IST`;
}
