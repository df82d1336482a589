// The village profile (issue 27): kept on the phone so drafts fill offline, and in the account
// (GET/PUT /users/me/village) so it follows the user. The phone's copy shows at once; the server's
// replaces it when it arrives.
import { EMPTY_VILLAGE_PROFILE, HEAD_TITLES, HOME_STATE_IDS, type TVillageProfile } from "@sachiv/contracts";
import { useEffect, useState } from "react";
import { apiRequest, isApiResponseError } from "@/lib/api";
import { readStorage, removeStorage, writeStorage } from "@/lib/storage";

export const VILLAGE_STORAGE_KEY = "village-profile";
/** Set while the phone's copy has changes the account has not received (saved offline). */
export const VILLAGE_PENDING_KEY = "village-profile-pending";

const isOneOf = <T>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);

/** Whatever was stored, as a profile: bad fields are empty. Plain checks: zod stays out of this screen. */
export function normaliseVillage(value: unknown): TVillageProfile {
  const raw = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const text = (key: keyof TVillageProfile) => (typeof raw[key] === "string" ? raw[key] : "");
  return {
    state: isOneOf(HOME_STATE_IDS, raw.state) ? raw.state : null,
    district: text("district"),
    block: text("block"),
    panchayat: text("panchayat"),
    head_name: text("head_name"),
    head_title: isOneOf(HEAD_TITLES, raw.head_title) ? raw.head_title : null,
    secretary_name: text("secretary_name"),
    gram_sabha_venue: text("gram_sabha_venue"),
  };
}

export function readLocalVillage(): TVillageProfile {
  const text = readStorage(VILLAGE_STORAGE_KEY);
  if (!text) return EMPTY_VILLAGE_PROFILE;
  try {
    return normaliseVillage(JSON.parse(text));
  } catch {
    return EMPTY_VILLAGE_PROFILE;
  }
}

/** Raised by every save on this phone: an answer to an older read must not overwrite a newer save. */
let saves = 0;

async function putVillage(profile: TVillageProfile): Promise<TVillageProfile> {
  const saved = normaliseVillage(await apiRequest("/users/me/village", { method: "PUT", body: profile }));
  writeStorage(VILLAGE_STORAGE_KEY, JSON.stringify(saved));
  removeStorage(VILLAGE_PENDING_KEY);
  return saved;
}

/** Saves on the phone at once and in the account now, or (offline) when the drafts or settings open again online. */
export async function saveVillage(profile: TVillageProfile): Promise<{ offline: boolean }> {
  saves += 1;
  writeStorage(VILLAGE_STORAGE_KEY, JSON.stringify(profile));
  writeStorage(VILLAGE_PENDING_KEY, "1");
  try {
    await putVillage(profile);
    return { offline: false };
  } catch (error) {
    if (isApiResponseError(error)) throw error;
    return { offline: true };
  }
}

/** The profile: the phone's copy first, then the account's. `loaded` once the server answered (or failed). */
export function useVillageProfile(): { profile: TVillageProfile; loaded: boolean } {
  const [state, setState] = useState(() => ({ profile: readLocalVillage(), loaded: false }));
  useEffect(() => {
    let cancelled = false;
    const pending = readStorage(VILLAGE_PENDING_KEY) !== null;
    const savesBefore = saves;
    (pending ? putVillage(readLocalVillage()) : apiRequest("/users/me/village"))
      .then((answer) => {
        // Saved on this phone meanwhile: that copy is newer than the answer.
        if (saves !== savesBefore) return;
        const profile = normaliseVillage(answer);
        writeStorage(VILLAGE_STORAGE_KEY, JSON.stringify(profile));
        if (!cancelled) setState({ profile, loaded: true });
      })
      .catch(() => {
        if (!cancelled) setState((s) => ({ ...s, loaded: true }));
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
