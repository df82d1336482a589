// The admins' live channel: WebSocket at ADMIN_WS_PATH (under /api). The token rides in the query
// string (browsers cannot set headers on a WebSocket); the admin hook checks it like any other.
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import { tAdmin, toAdminLanguage, type TAdminLanguage } from "@sachiv/content";
import { ADMIN_WS_PATH, WS_PING_TEXT, WS_PONG_TEXT, ZAdminWsQuery, type TAdminNotification } from "@sachiv/contracts";
import { FULL_ADMIN_ROUTE, authOf } from "../../plugins/auth.ts";
import type { TAdminEvent, TNotificationBus } from "./notifications.ts";

/** The notification an admin reads, worded in their language. */
export function renderNotification(event: TAdminEvent, language: TAdminLanguage): TAdminNotification {
  const d = event.data ?? {};
  const vars = {
    total: d.total_files ?? 0,
    current: d.current_file ?? 0,
    filename: d.filename ?? "",
    succeeded: d.successful_files?.length ?? 0,
    failed: d.failed_files?.length ?? 0,
    error: event.error ?? "",
  };
  const key = (() => {
    switch (event.type) {
      case "connection_established":
        return "admin.notice.connected" as const;
      case "ingestion_started":
        return event.resumed ? ("admin.notice.resumed" as const) : ("admin.notice.started" as const);
      case "ingestion_progress":
        return "admin.notice.progress" as const;
      case "ingestion_completed":
        return "admin.notice.completed" as const;
      case "ingestion_completed_with_errors":
        return "admin.notice.completedWithErrors" as const;
      case "ingestion_error":
        return "admin.notice.error" as const;
    }
  })();
  return {
    type: event.type,
    message: tAdmin(key, language, vars),
    timestamp: event.timestamp,
    ...(event.data ? { data: event.data } : {}),
  };
}

/** Moves the live channel's query token into the Authorization header the admin hook reads. */
export function liftQueryToken(request: {
  headers: Record<string, unknown>;
  query: unknown;
  routeOptions: { url?: string };
}) {
  if (request.headers.authorization || !request.routeOptions.url?.endsWith(ADMIN_WS_PATH)) return;
  const token = (request.query as { token?: unknown } | undefined)?.token;
  if (typeof token === "string" && token !== "") request.headers.authorization = `Bearer ${token}`;
}

export function registerLiveChannel(app: FastifyInstance, bus: TNotificationBus): void {
  app.get(
    ADMIN_WS_PATH,
    { websocket: true, config: FULL_ADMIN_ROUTE, schema: { tags: ["admin"], querystring: ZAdminWsQuery } },
    (socket: WebSocket, request) => {
      const auth = authOf(request);
      const asked = (request.query as { language?: string }).language?.toLowerCase();
      const language: TAdminLanguage = asked
        ? asked === "hindi" || asked === "hi"
          ? "hi"
          : "en"
        : toAdminLanguage(auth.preferredLanguage);
      const send = (event: TAdminEvent) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(renderNotification(event, language)));
      };
      const unsubscribe = bus.subscribe(send);
      socket.on("close", unsubscribe);
      socket.on("error", unsubscribe);
      socket.on("message", (raw, isBinary) => {
        // A text frame arrives as one Buffer.
        if (!isBinary && (raw as Buffer).toString() === WS_PING_TEXT) socket.send(WS_PONG_TEXT);
      });
      send({ type: "connection_established", timestamp: new Date().toISOString() });
    },
  );
}
