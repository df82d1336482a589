// React face of the admin live channel: connects while an admin holds a token, disconnects on
// sign-out, and keeps the notification list (cards that fade after 5 s, except progress ones).
import { ADMIN_WS_PATH, type TAdminNotification } from "@sachiv/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { API_BASE } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { getLanguage } from "@/lib/i18n/language-store";
import type { AdminLiveChannel, TLiveChannelState } from "./live-channel";
import { NOTIFICATION_FADE_MS, addNotification, fades, markFaded, type TNotificationItem } from "./notifications";

/** ws(s)://<this host>/api/admin/ws/admin/notifications?token=…&language=… (messages in that language). */
export function adminChannelUrl(token: string): string {
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  const query = new URLSearchParams({ token, language: getLanguage() });
  return `${scheme}//${window.location.host}${API_BASE}${ADMIN_WS_PATH}?${query}`;
}

/** `enabled`: false for an admin who may not use the channel (a scoped admin, issue 24). */
export function useAdminLiveChannel(onNotification: (notification: TAdminNotification) => void, enabled = true) {
  const { session, isAdmin } = useAuth();
  const token = session?.access_token ?? null;
  const tokenRef = useRef(token);
  const onNotificationRef = useRef(onNotification);
  useEffect(() => {
    tokenRef.current = token;
    onNotificationRef.current = onNotification;
  });

  // The channel's code (socket, reconnects, the notification schema) loads when it connects, not
  // with /admin's first screen (the first-load budget).
  const [state, setState] = useState<TLiveChannelState>({ status: "idle", attempt: 0, error: null });
  const [notifications, setNotifications] = useState<TNotificationItem[]>([]);
  const nextId = useRef(0);
  const active = enabled && isAdmin && token !== null;

  useEffect(() => {
    if (!active) return;
    const fadeTimers = new Set<ReturnType<typeof setTimeout>>();
    let channel: AdminLiveChannel | null = null;
    let stopped = false;
    const connect = (Channel: typeof AdminLiveChannel) => {
      if (stopped) return;
      channel = new Channel({
        url: adminChannelUrl,
        getToken: () => tokenRef.current,
        onStateChange: setState,
        onNotification: (notification) => {
          nextId.current += 1;
          const id = nextId.current;
          setNotifications((list) => addNotification(list, { ...notification, id, faded: false }));
          if (fades(notification)) {
            const timer = setTimeout(() => {
              fadeTimers.delete(timer);
              setNotifications((list) => markFaded(list, id));
            }, NOTIFICATION_FADE_MS);
            fadeTimers.add(timer);
          }
          onNotificationRef.current(notification);
        },
      });
      channel.start();
    };
    void import("./live-channel").then((module) => connect(module.AdminLiveChannel));
    return () => {
      stopped = true;
      channel?.stop();
      for (const timer of fadeTimers) clearTimeout(timer);
    };
  }, [active]);

  const clearNotifications = useCallback(() => setNotifications([]), []);

  return { state, notifications, clearNotifications };
}

export type TAdminLiveChannel = ReturnType<typeof useAdminLiveChannel>;
