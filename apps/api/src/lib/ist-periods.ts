// Calendar periods for the dashboard, in India Standard Time (UTC+05:30, no daylight saving):
// "today" for a sarpanch starts at midnight in India, not in UTC.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of the current day in IST, as a UTC instant. */
export function startOfIstDay(now: Date): Date {
  const ist = now.getTime() + IST_OFFSET_MS;
  return new Date(Math.floor(ist / DAY_MS) * DAY_MS - IST_OFFSET_MS);
}

/** Start of the current week (Monday 00:00 IST), as a UTC instant. */
export function startOfIstWeek(now: Date): Date {
  const day = startOfIstDay(now);
  const weekday = new Date(day.getTime() + IST_OFFSET_MS).getUTCDay(); // 0 = Sunday
  const sinceMonday = (weekday + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** A user is active with a conversation started within this many days. */
export const ACTIVE_USER_DAYS = 30;

/** 00:00 IST of a yyyy-MM-dd day, as a UTC instant. */
export function istDayStart(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - IST_OFFSET_MS);
}

/** The instant after the last one of a yyyy-MM-dd day in IST (the next day's 00:00 IST). */
export function istDayEnd(day: string): Date {
  return new Date(istDayStart(day).getTime() + DAY_MS);
}

/** yyyy-MM-dd of `now` in IST. */
export function istDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** ISO 8601 in IST with its offset, e.g. 2026-11-22T14:05:09+05:30 (how exports show times). */
export function istIso(at: Date): string {
  return `${new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}
