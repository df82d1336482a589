// The user's settings (home state, district, text size, speech): kept on the phone so they apply
// offline and before sign-in, and on the server (GET/PATCH /users/me/preferences) so they follow
// the user to another phone. A change applies at once and is saved locally; it reaches the server
// now, or when the phone is online again. Signing in takes the server's copy, after sending any
// change still waiting. The text size is applied to the whole app through the root font size.
// Plain checks, not the zod schemas: this module is in the first load of every screen.
import {
  DEFAULT_USER_PREFERENCES,
  HOME_STATE_IDS,
  SPEECH_RATES,
  TEXT_SIZES,
  TTS_GENDERS,
  type TUpdatePreferencesRequest,
  type TUserPreferences,
} from "@sachiv/contracts";
import { useSyncExternalStore } from "react";
import { apiRequest } from "@/lib/api";
import { readStorage, removeStorage, writeStorage } from "@/lib/storage";

export const PREFERENCES_STORAGE_KEY = "user-preferences";
/** Changes made on this phone that the server has not confirmed yet. */
export const PENDING_PREFERENCES_KEY = "user-preferences-pending";

/** Root font size per text size: every rem-based size of the app follows it. */
export const TEXT_SIZE_SCALE: Record<TUserPreferences["text_size"], string> = {
  normal: "100%",
  large: "112.5%",
  xlarge: "125%",
};

const isOneOf = <T>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);

/** Whatever was stored (or sent by the server), as valid preferences: bad fields take their default. */
export function normalisePreferences(value: unknown): TUserPreferences {
  const raw = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const speech = typeof raw.speech === "object" && raw.speech !== null ? (raw.speech as Record<string, unknown>) : {};
  const d = DEFAULT_USER_PREFERENCES;
  return {
    home_state: isOneOf(HOME_STATE_IDS, raw.home_state) ? raw.home_state : d.home_state,
    district: typeof raw.district === "string" && raw.district.trim() ? raw.district.trim() : d.district,
    text_size: isOneOf(TEXT_SIZES, raw.text_size) ? raw.text_size : d.text_size,
    speech: {
      enabled: typeof speech.enabled === "boolean" ? speech.enabled : d.speech.enabled,
      rate: isOneOf(SPEECH_RATES, speech.rate) ? speech.rate : d.speech.rate,
      voice: isOneOf(TTS_GENDERS, speech.voice) ? speech.voice : d.speech.voice,
    },
  };
}

/** `change` applied over `base` (speech field by field). */
export function mergePreferences(base: TUserPreferences, change: TUpdatePreferencesRequest): TUserPreferences {
  return normalisePreferences({ ...base, ...change, speech: { ...base.speech, ...change.speech } });
}

function readJson(key: string): unknown {
  const text = readStorage(key);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type TListener = () => void;
const listeners = new Set<TListener>();
let current: TUserPreferences = normalisePreferences(readJson(PREFERENCES_STORAGE_KEY));

function readPending(): TUpdatePreferencesRequest | null {
  const pending = readJson(PENDING_PREFERENCES_KEY);
  return typeof pending === "object" && pending !== null ? pending : null;
}

function applyTextSize(preferences: TUserPreferences): void {
  if (typeof document === "undefined") return;
  document.documentElement.style.fontSize = TEXT_SIZE_SCALE[preferences.text_size];
  document.documentElement.dataset.textSize = preferences.text_size;
}

function set(next: TUserPreferences): void {
  current = next;
  writeStorage(PREFERENCES_STORAGE_KEY, JSON.stringify(next));
  applyTextSize(next);
  for (const listener of listeners) listener();
}

export function getPreferences(): TUserPreferences {
  return current;
}

export function subscribePreferences(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreferences(): TUserPreferences {
  return useSyncExternalStore(subscribePreferences, getPreferences, getPreferences);
}

let signedIn = false;
let sending: Promise<void> | null = null;

/** Sends the waiting changes; on success the server's answer (with any newer change over it) is kept. */
function sendPending(): Promise<void> {
  if (sending) return sending.then(() => (readPending() ? sendPending() : undefined));
  const pending = readPending();
  if (!pending || !signedIn) return Promise.resolve();
  sending = apiRequest<TUserPreferences>("/users/me/preferences", { method: "PATCH", body: pending })
    .then((saved) => {
      const newer = readPending();
      const confirmed = JSON.stringify(newer) === JSON.stringify(pending);
      if (confirmed) removeStorage(PENDING_PREFERENCES_KEY);
      // Changes made while this request was on its way stay waiting, over the server's answer.
      set(newer && !confirmed ? mergePreferences(normalisePreferences(saved), newer) : normalisePreferences(saved));
      return confirmed;
    })
    .catch(() => true) // offline or the server is away: the change waits for the next chance
    .then((settled) => {
      sending = null;
      if (!settled) return sendPending();
    });
  return sending;
}

/** Changes some settings: applied and saved on the phone at once, sent to the server when it can be. */
export function updatePreferences(change: TUpdatePreferencesRequest): void {
  set(mergePreferences(current, change));
  const pending = readPending() ?? {};
  writeStorage(
    PENDING_PREFERENCES_KEY,
    JSON.stringify({ ...pending, ...change, speech: { ...pending.speech, ...change.speech } }),
  );
  void sendPending();
}

/**
 * Called when who is signed in changes: a signed-in user's waiting changes go first, then the
 * server's copy is taken. Signed out, the phone's copy stays (text size on the login screen), and
 * changes still waiting are dropped.
 */
export async function syncPreferences(userId: string | null): Promise<void> {
  const wasSignedIn = signedIn;
  signedIn = userId !== null;
  if (!signedIn) {
    // Signed out: changes not yet sent belong to that account, not to whoever signs in next.
    if (wasSignedIn) removeStorage(PENDING_PREFERENCES_KEY);
    return;
  }
  await sendPending();
  if (readPending()) return; // still offline: the phone's copy is the newest
  try {
    set(normalisePreferences(await apiRequest<unknown>("/users/me/preferences")));
  } catch {
    // Offline: keep the phone's copy.
  }
}

/** Applies the stored text size at start and sends waiting changes whenever the phone is online again. */
export function startPreferencesSync(): void {
  applyTextSize(current);
  window.addEventListener("online", () => void sendPending());
  window.addEventListener("storage", (event) => {
    if (event.key !== PREFERENCES_STORAGE_KEY) return;
    current = normalisePreferences(readJson(PREFERENCES_STORAGE_KEY));
    applyTextSize(current);
    for (const listener of listeners) listener();
  });
}
