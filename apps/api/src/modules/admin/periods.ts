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

/** Users count as active when they signed in or chatted within this many days. */
export const ACTIVE_USER_DAYS = 30;
