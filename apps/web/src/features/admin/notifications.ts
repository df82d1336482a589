// The admin's notification list: newest first, at most NOTIFICATIONS_KEEP kept; the
// NOTIFICATIONS_SHOW newest that have not faded are shown. Progress cards never fade.
import type { TAdminNotification } from "@sachiv/contracts";

export const NOTIFICATIONS_KEEP = 100;
export const NOTIFICATIONS_SHOW = 5;
/** Notification cards fade after this long, except progress ones. */
export const NOTIFICATION_FADE_MS = 5000;

export type TNotificationItem = TAdminNotification & { id: number; faded: boolean };

export function fades(notification: TAdminNotification): boolean {
  return notification.type !== "ingestion_progress";
}

export function addNotification(list: TNotificationItem[], item: TNotificationItem): TNotificationItem[] {
  return [item, ...list].slice(0, NOTIFICATIONS_KEEP);
}

export function markFaded(list: TNotificationItem[], id: number): TNotificationItem[] {
  return list.map((item) => (item.id === id ? { ...item, faded: true } : item));
}

export function visibleNotifications(list: TNotificationItem[]): TNotificationItem[] {
  return list.filter((item) => !item.faded).slice(0, NOTIFICATIONS_SHOW);
}
