import type { TSession } from "@sachiv/contracts";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";

// The manager is a module singleton wired to window, document and localStorage: each test loads
// a fresh copy against small stand-ins.
const KEY = "ai-sachiv.session";
let store: Map<string, string>;
let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;

function session(overrides: Partial<TSession> = {}): TSession {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: "access-1",
    refresh_token: "refresh-1",
    token_type: "bearer",
    expires_at: now + 900,
    expires_in: 900,
    aal: "aal1",
    next_aal: "aal1",
    user: {
      id: "7d0f4c1e-8a4b-4a43-9d59-3c1f3b4f6a11",
      email: "sarpanch@example.com",
      email_confirmed_at: null,
      factors: [],
      is_admin: false,
      created_at: new Date().toISOString(),
    },
    ...overrides,
  };
}

/** Stores `s` as the app does, expiring `inSeconds` from now by this device's clock. */
function storeSession(s: TSession, inSeconds = s.expires_in) {
  store.set(KEY, JSON.stringify({ session: s, expires_at_local: Date.now() / 1000 + inSeconds }));
}
const storedSession = () => (JSON.parse(store.get(KEY)!) as { session: TSession }).session;

async function loadManager() {
  vi.resetModules();
  const module = await import("./session-manager");
  return module.sessionManager;
}

beforeEach(() => {
  vi.useFakeTimers();
  store = new Map();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  vi.stubGlobal("window", { localStorage: storage, addEventListener: vi.fn() });
  vi.stubGlobal("document", { addEventListener: vi.fn(), visibilityState: "visible" });
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * A small in-memory Web Locks LockManager, shared by the "tabs" of a test as the browser shares
 * one per origin: exclusive locks, granted one holder at a time per name, in request order.
 */
class MemoryLockManager {
  readonly requested: string[] = [];
  held = 0;
  maxHeld = 0;
  private readonly queues = new Map<string, Promise<unknown>>();

  request<T>(name: string, callback: (lock: { name: string; mode: "exclusive" }) => T | Promise<T>): Promise<T> {
    this.requested.push(name);
    const previous = this.queues.get(name) ?? Promise.resolve();
    const granted = previous.then(async () => {
      this.held += 1;
      this.maxHeld = Math.max(this.maxHeld, this.held);
      try {
        return await callback({ name, mode: "exclusive" });
      } finally {
        this.held -= 1;
      }
    });
    this.queues.set(
      name,
      granted.catch(() => undefined),
    );
    return granted;
  }
}

const ok = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

describe("sessionManager", () => {
  it("is signed out without a stored session", async () => {
    const manager = await loadManager();
    manager.start();
    expect(manager.getState()).toMatchObject({ status: "signedOut", session: null });
  });

  it("restores a stored session and refreshes it 60 s before it expires", async () => {
    const stored = session();
    storeSession(stored);
    const renewed = session({ access_token: "access-2", refresh_token: "refresh-2" });
    fetchMock.mockResolvedValue(ok(renewed));

    const manager = await loadManager();
    manager.start();
    expect(manager.getState()).toMatchObject({ status: "signedIn", session: stored });

    await vi.advanceTimersByTimeAsync((900 - 61) * 1000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ refresh_token: "refresh-1" });
    expect(manager.getState().session?.access_token).toBe("access-2");
    expect(storedSession().refresh_token).toBe("refresh-2");
    // The renewed session is due 900 s after it arrived, not at once.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("is loading while an expired stored session is refreshed", async () => {
    storeSession(session(), -10);
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));

    const manager = await loadManager();
    manager.start();
    expect(manager.getState().status).toBe("loading");
    answer(ok(session({ access_token: "access-2", refresh_token: "refresh-2" })));
    await vi.advanceTimersByTimeAsync(0);
    expect(manager.getState()).toMatchObject({ status: "signedIn", session: { access_token: "access-2" } });
  });

  it("signs out when the refresh token is refused", async () => {
    storeSession(session(), -10);
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ statusCode: 401, code: "INVALID_REFRESH_TOKEN", error: "Unauthorized", message: "x" }),
        { status: 401 },
      ),
    );
    const manager = await loadManager();
    manager.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(manager.getState()).toMatchObject({ status: "signedOut", session: null });
    expect(store.has(KEY)).toBe(false);
  });

  it("times expiry by this device's clock, so a wrong phone clock causes no refresh loop", async () => {
    // The server's clock is an hour behind: by its expires_at the session looks long expired.
    const skewed = session({ expires_at: Math.floor(Date.now() / 1000) - 3600 });
    fetchMock.mockResolvedValue(
      ok(session({ access_token: "access-2", refresh_token: "refresh-2", expires_at: skewed.expires_at })),
    );
    const manager = await loadManager();
    manager.start();
    manager.signIn(skewed);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(900_000);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("keeps the session when offline, so the cached shell still opens", async () => {
    const stale = session();
    storeSession(stale, -10);
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const manager = await loadManager();
    manager.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(manager.getState()).toMatchObject({ status: "signedIn", session: stale });
  });

  it("retries a refresh whose answer was lost soon, with the same token, inside the server's grace window", async () => {
    storeSession(session(), 30);
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(ok(session({ access_token: "access-2", refresh_token: "refresh-2" })));
    const manager = await loadManager();
    manager.start();
    await expect(manager.refresh()).rejects.toThrow("Failed to fetch");
    expect(manager.getState()).toMatchObject({ status: "signedIn", session: { access_token: "access-1" } });

    // The server rotated refresh-1 but the answer never arrived: the retry within 10 s gets it back.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const bodies = fetchMock.mock.calls.map((c) => JSON.parse(c[1].body as string) as unknown);
    expect(bodies).toEqual([{ refresh_token: "refresh-1" }, { refresh_token: "refresh-1" }]);
    expect(manager.getState()).toMatchObject({ status: "signedIn", session: { access_token: "access-2" } });
    expect(storedSession().refresh_token).toBe("refresh-2");
  });

  it("runs one refresh for concurrent callers", async () => {
    storeSession(session());
    fetchMock.mockResolvedValue(ok(session({ access_token: "access-2", refresh_token: "refresh-2" })));
    const manager = await loadManager();
    manager.start();
    const tokens = await Promise.all([manager.refresh(), manager.refresh(), manager.refresh()]);
    expect(tokens).toEqual(["access-2", "access-2", "access-2"]);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("adopts a session another tab has already refreshed instead of spending the token again", async () => {
    storeSession(session());
    const manager = await loadManager();
    manager.start();
    storeSession(session({ access_token: "from-tab-2", refresh_token: "refresh-tab-2" }));
    await expect(manager.refresh()).resolves.toBe("from-tab-2");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("forgets the session at once on sign-out and tells the server", async () => {
    storeSession(session());
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const manager = await loadManager();
    manager.start();
    manager.signOut();
    expect(manager.getState()).toMatchObject({ status: "signedOut", session: null });
    expect(store.has(KEY)).toBe(false);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/auth/logout");
  });

  it("serialises refreshes of two tabs through Web Locks, so the refresh token is spent once", async () => {
    const locks = new MemoryLockManager();
    vi.stubGlobal("navigator", { locks });
    storeSession(session());
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));

    // Two tabs: two separate copies of the module on the same storage and the same lock manager.
    const tabA = await loadManager();
    const tabB = await loadManager();
    expect(tabA).not.toBe(tabB);
    tabA.start();
    tabB.start();

    const refreshedA = tabA.refresh();
    const refreshedB = tabB.refresh();
    await vi.advanceTimersByTimeAsync(0);
    // Tab A holds the lock and waits for the server; tab B waits for the lock, not the server.
    expect(locks.requested).toEqual(["ai-sachiv.session-refresh", "ai-sachiv.session-refresh"]);
    expect(locks.held).toBe(1);
    expect(fetchMock).toHaveBeenCalledOnce();

    answer(ok(session({ access_token: "access-2", refresh_token: "refresh-2" })));
    await expect(Promise.all([refreshedA, refreshedB])).resolves.toEqual(["access-2", "access-2"]);
    // Tab B adopted what tab A stored instead of sending the spent refresh-1 again.
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ refresh_token: "refresh-1" });
    expect(storedSession().refresh_token).toBe("refresh-2");
    expect(tabB.getState()).toMatchObject({ status: "signedIn", session: { access_token: "access-2" } });
    expect(locks.maxHeld).toBe(1);
    expect(locks.held).toBe(0);
  });
});
