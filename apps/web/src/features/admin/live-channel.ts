// The admin live channel: one WebSocket to the ingestion notifications, with 'ping' every 30 s and
// reconnects after abnormal closes (1 s doubling to 30 s, at most 5, then it gives up). A close
// with code 1000 is deliberate and ends it. Every handler is attached to a socket that already
// exists and ignores events of a socket it no longer owns (the original used the socket before
// creating it).
import { WS_PING_TEXT, ZAdminNotification, type TAdminNotification } from "@sachiv/contracts";

/** The client pings this often, so proxies keep the socket open. */
export const WS_PING_MS = 30000;
export const WS_MAX_RECONNECTS = 5;
const WS_BACKOFF_BASE_MS = 1000;
const WS_BACKOFF_MAX_MS = 30000;
/** A close with this code is deliberate and is not retried. */
export const WS_NORMAL_CLOSE_CODE = 1000;

/** Delay before reconnect attempt n (1-based): 1 s doubling, capped at 30 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(WS_BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1), WS_BACKOFF_MAX_MS);
}

/** The part of the browser's WebSocket the channel uses (tests pass a stand-in). */
export type TSocket = {
  readonly readyState: number;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type TLiveChannelStatus = "idle" | "connecting" | "open" | "reconnecting" | "failed" | "closed";

export type TLiveChannelError =
  /** The socket could not be made or was closed with a reason. */
  | { kind: "connection"; message: string }
  /** WS_MAX_RECONNECTS reconnects failed: 'Failed to connect after multiple attempts'. */
  | { kind: "gaveUp" };

export type TLiveChannelState = {
  status: TLiveChannelStatus;
  /** Reconnect attempts since the last successful open (0..WS_MAX_RECONNECTS). */
  attempt: number;
  error: TLiveChannelError | null;
};

export type TLiveChannelOptions = {
  /** Address of the channel for a token. */
  url: (token: string) => string;
  /** Read on every (re)connect, so a refreshed session's token is used. */
  getToken: () => string | null;
  onNotification: (notification: TAdminNotification) => void;
  onStateChange?: (state: TLiveChannelState) => void;
  createSocket?: (url: string) => TSocket;
};

const OPEN = 1;

export const INITIAL_LIVE_CHANNEL_STATE: TLiveChannelState = { status: "idle", attempt: 0, error: null };

export class AdminLiveChannel {
  private socket: TSocket | null = null;
  private state: TLiveChannelState = INITIAL_LIVE_CHANNEL_STATE;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  private readonly createSocket: (url: string) => TSocket;

  constructor(private readonly options: TLiveChannelOptions) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
  }

  getState(): TLiveChannelState {
    return this.state;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Closes normally (1000) and cancels any pending reconnect; nothing is retried afterwards. */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) socket.close(WS_NORMAL_CLOSE_CODE);
    this.setState({ status: "closed", attempt: 0, error: null });
  }

  private connect(): void {
    this.reconnectTimer = null;
    if (this.stopped) return;
    const token = this.options.getToken();
    if (!token) {
      this.setState({ status: "idle", attempt: 0, error: null });
      return;
    }

    let socket: TSocket;
    try {
      socket = this.createSocket(this.options.url(token));
    } catch (error) {
      this.setState({ ...this.state, error: { kind: "connection", message: errorMessage(error) } });
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.setState({ ...this.state, status: this.state.attempt === 0 ? "connecting" : "reconnecting" });

    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.setState({ status: "open", attempt: 0, error: null });
      this.startPing(socket);
    };
    socket.onmessage = (event) => {
      if (socket !== this.socket || typeof event.data !== "string") return;
      const notification = parseNotification(event.data);
      if (notification) this.options.onNotification(notification);
    };
    socket.onclose = (event) => {
      if (socket !== this.socket) return;
      this.socket = null;
      this.stopPing();
      if (this.stopped || event.code === WS_NORMAL_CLOSE_CODE) {
        this.setState({ status: "closed", attempt: 0, error: null });
        return;
      }
      if (event.reason) this.setState({ ...this.state, error: { kind: "connection", message: event.reason } });
      this.scheduleReconnect();
    };
    // An error event carries no detail; the close event that follows decides what happens.
    socket.onerror = () => undefined;
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    if (this.state.attempt >= WS_MAX_RECONNECTS) {
      this.setState({ status: "failed", attempt: this.state.attempt, error: { kind: "gaveUp" } });
      return;
    }
    const attempt = this.state.attempt + 1;
    this.setState({ ...this.state, status: "reconnecting", attempt });
    this.reconnectTimer = setTimeout(() => this.connect(), reconnectDelayMs(attempt));
  }

  private startPing(socket: TSocket): void {
    this.stopPing();
    this.pingTimer = setInterval(() => {
      if (socket === this.socket && socket.readyState === OPEN) socket.send(WS_PING_TEXT);
    }, WS_PING_MS);
  }

  private stopPing(): void {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private clearTimers(): void {
    this.stopPing();
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private setState(next: TLiveChannelState): void {
    this.state = next;
    this.options.onStateChange?.(next);
  }
}

/** A JSON admin notification, or null for anything else (the server's answer to 'ping', garbage). */
export function parseNotification(text: string): TAdminNotification | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = ZAdminNotification.safeParse(json);
  return parsed.success ? parsed.data : null;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
