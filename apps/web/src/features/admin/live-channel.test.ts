// The live channel against a stand-in WebSocket and fake timers: what it sends, when it
// reconnects, when it gives up, what reaches the dashboard.
import type { TAdminNotification } from "@sachiv/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AdminLiveChannel,
  WS_MAX_RECONNECTS,
  reconnectDelayMs,
  type TLiveChannelState,
  type TSocket,
} from "./live-channel";

class FakeSocket implements TSocket {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    if (this.readyState !== 1) throw new Error("InvalidStateError: not open");
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // What the server and the network do:
  open() {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }
  receive(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
  drop(code = 1006, reason = "") {
    this.readyState = 3;
    this.onerror?.(new Event("error"));
    this.onclose?.({ code, reason } as CloseEvent);
  }
}

const notification: TAdminNotification = {
  type: "ingestion_progress",
  message: "Processing file 1 of 2",
  timestamp: "2025-01-15T10:00:00.000+05:30",
  data: { current_file: 1, total_files: 2, filename: "मनरेगा.txt" },
};

let sockets: FakeSocket[];
let token: string | null;
let received: TAdminNotification[];
let states: TLiveChannelState[];
let channel: AdminLiveChannel;

function makeChannel() {
  return new AdminLiveChannel({
    url: (t) => `ws://host/api/admin/ws/admin/notifications?token=${t}`,
    getToken: () => token,
    onNotification: (n) => received.push(n),
    onStateChange: (s) => states.push(s),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
}

const last = () => sockets[sockets.length - 1]!;
const lastState = () => states[states.length - 1]!;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  received = [];
  states = [];
  token = "token-1";
  channel = makeChannel();
});

afterEach(() => {
  channel.stop();
  vi.useRealTimers();
});

describe("reconnectDelayMs", () => {
  it("backs off 1 s doubling up to 30 s", () => {
    const delays = Array.from({ length: WS_MAX_RECONNECTS }, (_, i) => reconnectDelayMs(i + 1));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(reconnectDelayMs(6)).toBe(30000);
    expect(reconnectDelayMs(20)).toBe(30000);
  });
});

describe("AdminLiveChannel", () => {
  it("does not connect without a token", () => {
    token = null;
    channel.start();
    expect(sockets).toHaveLength(0);
    expect(lastState().status).toBe("idle");
  });

  it("connects with the token in the query and passes JSON notifications on, ignoring anything else", () => {
    channel.start();
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe("ws://host/api/admin/ws/admin/notifications?token=token-1");
    last().open();
    expect(lastState()).toEqual({ status: "open", attempt: 0, error: null });
    last().receive("pong");
    last().receive(JSON.stringify({ type: "unknown_type", message: "x", timestamp: notification.timestamp }));
    last().receive(JSON.stringify(notification));
    expect(received).toEqual([notification]);
  });

  it("sends 'ping' every 30 s while open, and nothing before it opens", () => {
    channel.start();
    vi.advanceTimersByTime(60_000);
    expect(last().sent).toEqual([]);
    last().open();
    vi.advanceTimersByTime(29_999);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual(["ping"]);
    vi.advanceTimersByTime(60_000);
    expect(last().sent).toEqual(["ping", "ping", "ping"]);
  });

  it("reconnects after 1, 2, 4, 8 and 16 s, then gives up with 'Failed to connect' (no sixth try)", () => {
    channel.start();
    last().drop();
    const delays = [1000, 2000, 4000, 8000, 16000];
    for (const [index, delay] of delays.entries()) {
      expect(lastState()).toMatchObject({ status: "reconnecting", attempt: index + 1 });
      vi.advanceTimersByTime(delay - 1);
      expect(sockets).toHaveLength(index + 1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(index + 2);
      last().drop();
    }
    expect(lastState()).toEqual({ status: "failed", attempt: 5, error: { kind: "gaveUp" } });
    vi.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(6);
  });

  it("starts counting again, from 1 s, after a successful open", () => {
    channel.start();
    last().drop();
    vi.advanceTimersByTime(1000);
    last().drop();
    vi.advanceTimersByTime(2000);
    last().open();
    expect(lastState().attempt).toBe(0);
    // A later drop starts from 1 s again, with the full 5 attempts.
    last().drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
    for (let i = 0; i < 4; i += 1) {
      last().drop();
      vi.advanceTimersByTime(30_000);
    }
    expect(sockets).toHaveLength(8);
    last().drop();
    expect(lastState().status).toBe("failed");
  });

  it("does not retry after a normal close (1000)", () => {
    channel.start();
    last().open();
    last().drop(1000);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(lastState()).toEqual({ status: "closed", attempt: 0, error: null });
  });

  it("reports the server's close reason as a connection error while it retries", () => {
    channel.start();
    last().drop(4001, "Token expired");
    expect(lastState()).toEqual({
      status: "reconnecting",
      attempt: 1,
      error: { kind: "connection", message: "Token expired" },
    });
  });

  it("uses the current token on every reconnect", () => {
    channel.start();
    last().drop();
    token = "token-2";
    vi.advanceTimersByTime(1000);
    expect(last().url).toMatch(/token=token-2$/);
  });

  it("reports a socket that cannot be made and retries it", () => {
    let fail = true;
    channel = new AdminLiveChannel({
      url: () => "not a url",
      getToken: () => token,
      onNotification: () => undefined,
      onStateChange: (s) => states.push(s),
      createSocket: (url) => {
        if (fail) throw new SyntaxError("The URL 'not a url' is invalid.");
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
    });
    channel.start();
    expect(lastState()).toMatchObject({
      status: "reconnecting",
      error: { kind: "connection", message: "The URL 'not a url' is invalid." },
    });
    fail = false;
    vi.advanceTimersByTime(1000);
    last().open();
    expect(lastState()).toEqual({ status: "open", attempt: 0, error: null });
  });

  it("stop() closes with 1000, cancels the pending reconnect and stops pinging", () => {
    channel.start();
    last().open();
    const first = last();
    channel.stop();
    expect(first.closedWith).toBe(1000);
    // The close event of the socket it closed itself does not bring it back.
    first.onclose?.({ code: 1006, reason: "" } as CloseEvent);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(first.sent).toEqual([]);

    channel = makeChannel();
    channel.start();
    last().drop();
    channel.stop();
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(2);
  });

  it("ignores events of a socket it has replaced", () => {
    channel.start();
    const first = last();
    first.drop();
    vi.advanceTimersByTime(1000);
    last().open();
    first.receive(JSON.stringify(notification));
    first.onclose?.({ code: 1006, reason: "" } as CloseEvent);
    expect(received).toEqual([]);
    expect(lastState().status).toBe("open");
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(2);
  });
});
