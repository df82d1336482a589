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

export function formatDisplayDate(value: Date | string, language: TAdminLanguage): string {
  const date = typeof value === "string" ? parseISO(value) : value;
  return format(date, DISPLAY_DATE_FORMAT, { locale: dateLocale(language) });
}

export function formatDisplayTime(value: string, language: TAdminLanguage): string {
  return format(parseISO(value), DISPLAY_TIME_FORMAT, { locale: dateLocale(language) });
}
