// Holds the signed-in session outside React: persisted in localStorage, refreshed 60 s before it
// expires, shared between tabs. A refresh token works only once, so refreshes are serialised
// across tabs (Web Locks) and a tab first adopts a session another tab already refreshed.
// Expiry is timed by this device's clock from `expires_in` (cheap phones often have a wrong
// clock, and the server's `expires_at` would then look long past or far away).
import type { TSession } from "@sachiv/contracts";
import { isApiResponseError, setApiAuthHooks } from "@/lib/api";
import { logOut, refreshSession } from "@/lib/auth/auth-api";
import { readStorage, removeStorage, writeStorage } from "@/lib/storage";

export const SESSION_STORAGE_KEY = "ai-sachiv.session";
/** Refresh this long before expires_at. */
export const REFRESH_MARGIN_SECONDS = 60;
/**
 * After a refresh failed for a network reason, try again after these delays. The request may
 * have reached the server and only its answer been lost: the server gives the same new session
 * to the old token for 10 s (AUTH_REFRESH_REUSE_GRACE_SECONDS), so the first retries come soon.
 */
const RETRY_DELAYS_MS = [2_000, 5_000, 30_000];
/** Never refresh again sooner than this, whatever lifetime the server grants. */
const MIN_REFRESH_INTERVAL_MS = 5_000;
const REFRESH_LOCK = "ai-sachiv.session-refresh";

export type TAuthStatus = "loading" | "signedIn" | "signedOut";
/** `version` grows on every session change, so that dependants (the profile) can refetch. */
export type TSessionState = { status: TAuthStatus; session: TSession | null; version: number };

/** What localStorage holds: the session and when it expires by this device's clock (epoch s). */
type TStoredSession = { session: TSession; expires_at_local: number };

/**
 * Checks the fields this app relies on (tokens, lifetime, assurance levels, the user's id and
 * admin flag) by hand rather than with ZSession: this module is in every screen's first load and
 * zod is not. A stored value from an older app version or another site's script fails it.
 */
function isStoredSession(value: unknown): value is TStoredSession {
  const record = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  if (!record(value) || typeof value.expires_at_local !== "number" || !record(value.session)) return false;
  const { session } = value;
  const aal = (v: unknown) => v === "aal1" || v === "aal2";
  return (
    typeof session.access_token === "string" &&
    typeof session.refresh_token === "string" &&
    session.token_type === "bearer" &&
    Number.isInteger(session.expires_at) &&
    Number.isInteger(session.expires_in) &&
    aal(session.aal) &&
    aal(session.next_aal) &&
    record(session.user) &&
    typeof session.user.id === "string" &&
    typeof session.user.email === "string" &&
    typeof session.user.is_admin === "boolean" &&
    Array.isArray(session.user.factors)
  );
}

function toStored(session: TSession, nowMs = Date.now()): TStoredSession {
  return { session, expires_at_local: nowMs / 1000 + session.expires_in };
}

export function parseStoredSession(raw: string | null): TStoredSession | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function readStored(): TStoredSession | null {
  return parseStoredSession(readStorage(SESSION_STORAGE_KEY));
}

export function needsRefresh(stored: TStoredSession, nowMs = Date.now()): boolean {
  return stored.expires_at_local - REFRESH_MARGIN_SECONDS <= nowMs / 1000;
}

/** A refresh that failed for a reason other than a dead session (offline, 5xx, 429). */
function isTransient(error: unknown): boolean {
  return !isApiResponseError(error) || error.status >= 500 || error.status === 429 || error.status === 408;
}

class SessionManager {
  private state: TSessionState = { status: "loading", session: null, version: 0 };
  private current: TStoredSession | null = null;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inflight: Promise<string | null> | null = null;
  private transientFailures = 0;
  private started = false;

  getState = (): TSessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Reads the stored session once; an expiring one is refreshed while the status is loading. */
  start(): void {
    if (this.started) return;
    this.started = true;
    setApiAuthHooks({
      getAccessToken: () => this.state.session?.access_token ?? null,
      refresh: this.refresh,
      signOut: () => this.signOut(),
    });
    window.addEventListener("storage", this.onStorage);
    document.addEventListener("visibilitychange", this.onWake);
    window.addEventListener("online", this.onWake);

    const stored = readStored();
    if (!stored) {
      this.update("signedOut", null, { persist: false });
    } else if (needsRefresh(stored)) {
      this.current = stored;
      this.state = { ...this.state, session: stored.session };
      this.refresh()
        .catch(() => null)
        .finally(() => {
          // Offline at start: keep the stale session so the cached shell still opens.
          if (this.state.status === "loading") this.update("signedIn", stored, { persist: false });
        });
    } else {
      this.update("signedIn", stored, { persist: false });
    }
  }

  signIn(session: TSession): void {
    this.update("signedIn", toStored(session));
  }

  /** Forgets the session at once; tells the server in the background. */
  signOut(): void {
    const session = this.current?.session;
    if (!session && this.state.status === "signedOut") return;
    this.update("signedOut", null);
    if (session) logOut(session.access_token, session.refresh_token).catch(() => undefined);
  }

  /** One refresh at a time; resolves with the new access token, or null once signed out. */
  refresh = (): Promise<string | null> => {
    this.inflight ??= this.refreshLocked().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  };

  private async refreshLocked(): Promise<string | null> {
    const run = () => this.refreshNow();
    return typeof navigator !== "undefined" && navigator.locks
      ? await navigator.locks.request(REFRESH_LOCK, run)
      : await run();
  }

  private async refreshNow(): Promise<string | null> {
    const held = this.current;
    if (!held) return null;
    const stored = readStored();
    if (stored && stored.session.refresh_token !== held.session.refresh_token && !needsRefresh(stored)) {
      this.update("signedIn", stored, { persist: false });
      return stored.session.access_token;
    }
    try {
      const next = await refreshSession((stored ?? held).session.refresh_token);
      this.transientFailures = 0;
      this.update("signedIn", toStored(next), { persist: true, minDelayMs: MIN_REFRESH_INTERVAL_MS });
      return next.access_token;
    } catch (error) {
      if (isTransient(error)) {
        const step = Math.min(this.transientFailures, RETRY_DELAYS_MS.length - 1);
        this.transientFailures += 1;
        this.schedule(RETRY_DELAYS_MS[step]);
        throw error;
      }
      this.transientFailures = 0;
      this.update("signedOut", null);
      return null;
    }
  }

  private update(
    status: TAuthStatus,
    stored: TStoredSession | null,
    opts: { persist: boolean; minDelayMs?: number } = { persist: true },
  ): void {
    if (opts.persist) {
      if (stored) writeStorage(SESSION_STORAGE_KEY, JSON.stringify(stored));
      else removeStorage(SESSION_STORAGE_KEY);
    }
    this.current = stored;
    this.state = { status, session: stored?.session ?? null, version: this.state.version + 1 };
    this.schedule(undefined, opts.minDelayMs);
    for (const listener of this.listeners) listener();
  }

  private schedule(delayMs?: number, minDelayMs = 0): void {
    clearTimeout(this.timer);
    const stored = this.current;
    if (!stored) return;
    const due = delayMs ?? (stored.expires_at_local - REFRESH_MARGIN_SECONDS) * 1000 - Date.now();
    this.timer = setTimeout(
      () => {
        this.refresh().catch(() => undefined);
      },
      Math.max(minDelayMs, due),
    );
  }

  /** Phones freeze timers in the background: check again when the app comes back. */
  private onWake = (): void => {
    const stored = this.current;
    if (document.visibilityState !== "visible" || !stored || !needsRefresh(stored)) return;
    this.refresh().catch(() => undefined);
  };

  private onStorage = (event: StorageEvent): void => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    const next = readStored();
    if (!next) {
      if (this.current) this.update("signedOut", null, { persist: false });
    } else if (next.session.access_token !== this.current?.session.access_token) {
      this.update("signedIn", next, { persist: false });
    }
  };
}

export const sessionManager = new SessionManager();
