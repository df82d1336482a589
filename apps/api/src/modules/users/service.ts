// The users service (`app.users`): the signed-in user's profile and preferences, how many users
// there are, and promotion to admin (also used by `pnpm admin:grant`).
import fp from "fastify-plugin";
import {
  DEFAULT_USER_PREFERENCES,
  EMPTY_VILLAGE_PROFILE,
  ZVillageProfile,
  type TVillageProfile,
  ZUserPreferences,
  type TProfile,
  type TUpdatePreferencesRequest,
  type TUpdateProfileRequest,
  type TUserPreferences,
} from "@sachiv/contracts";
import type { TDb } from "../../db/client.ts";
import { andUserInScope, type TAdminScope } from "../../lib/admin-scope.ts";

type TUserRow = {
  id: string;
  email: string;
  isAdmin: boolean;
  preferredLanguage: string;
  emailConfirmedAt: Date | null;
};

function presentProfile(u: TUserRow): TProfile {
  return {
    id: u.id,
    email: u.email,
    is_admin: u.isAdmin,
    preferred_language: u.preferredLanguage === "hindi" ? "hindi" : "hinglish",
    email_confirmed_at: u.emailConfirmedAt?.toISOString() ?? null,
  };
}

export async function getProfile(db: TDb, userId: string): Promise<TProfile> {
  return presentProfile(await db.user.findUniqueOrThrow({ where: { id: userId } }));
}

export async function updateProfile(db: TDb, userId: string, input: TUpdateProfileRequest): Promise<TProfile> {
  const user = await db.user.update({
    where: { id: userId },
    data: { ...(input.preferred_language ? { preferredLanguage: input.preferred_language } : {}) },
  });
  return presentProfile(user);
}

/**
 * The stored preferences over the defaults. A stored value that no longer fits (a state or speed
 * since removed) falls back to its default rather than failing the request.
 */
export function presentPreferences(stored: unknown): TUserPreferences {
  const raw = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const rawSpeech =
    typeof raw.speech === "object" && raw.speech !== null ? (raw.speech as Record<string, unknown>) : {};
  const field = <K extends keyof TUserPreferences>(key: K, value: unknown): TUserPreferences[K] => {
    const parsed = ZUserPreferences.shape[key].safeParse(value);
    return parsed.success ? (parsed.data as TUserPreferences[K]) : DEFAULT_USER_PREFERENCES[key];
  };
  const speechField = <K extends keyof TUserPreferences["speech"]>(key: K): TUserPreferences["speech"][K] => {
    const parsed = ZUserPreferences.shape.speech.shape[key].safeParse(rawSpeech[key]);
    return parsed.success ? (parsed.data as TUserPreferences["speech"][K]) : DEFAULT_USER_PREFERENCES.speech[key];
  };
  return {
    home_state: field("home_state", raw.home_state ?? null),
    district: field("district", raw.district ?? null),
    text_size: field("text_size", raw.text_size),
    speech: { enabled: speechField("enabled"), rate: speechField("rate"), voice: speechField("voice") },
  };
}

export async function getPreferences(db: TDb, userId: string): Promise<TUserPreferences> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { preferences: true } });
  return presentPreferences(user.preferences);
}

/** Changes only the fields sent, in one transaction, and answers the whole result. */
export async function updatePreferences(
  db: TDb,
  userId: string,
  input: TUpdatePreferencesRequest,
): Promise<TUserPreferences> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { preferences: true } });
    const current = presentPreferences(user.preferences);
    const next: TUserPreferences = {
      ...current,
      ...(input.home_state !== undefined ? { home_state: input.home_state } : {}),
      ...(input.district !== undefined ? { district: input.district } : {}),
      ...(input.text_size !== undefined ? { text_size: input.text_size } : {}),
      speech: { ...current.speech, ...input.speech },
    };
    await tx.user.update({ where: { id: userId }, data: { preferences: next } });
    return next;
  });
}

/** The village profile for drafts (issue 27); a stored value that no longer fits reads as empty. */
export async function getVillageProfile(db: TDb, userId: string): Promise<TVillageProfile> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { villageProfile: true } });
  const parsed = ZVillageProfile.safeParse(user.villageProfile);
  return parsed.success ? parsed.data : EMPTY_VILLAGE_PROFILE;
}

export async function putVillageProfile(db: TDb, userId: string, input: TVillageProfile): Promise<TVillageProfile> {
  await db.user.update({ where: { id: userId }, data: { villageProfile: input } });
  return input;
}

export async function grantAdmin(db: TDb, email: string): Promise<{ email: string } | null> {
  const result = await db.user.updateMany({ where: { email: email.trim().toLowerCase() }, data: { isAdmin: true } });
  return result.count === 0 ? null : { email: email.trim().toLowerCase() };
}

/** Every user, or those in a scoped admin's areas (issue 24). */
export async function countUsers(db: TDb, scope: TAdminScope = null): Promise<number> {
  if (!scope) return db.user.count();
  const rows = await db.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM users x WHERE true ${andUserInScope(scope, "x.id")}`;
  return Number(rows[0]?.n ?? 0);
}

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    users: TUsersService;
  }
}

export function createUsersService(db: TDb) {
  return {
    profile: (userId: string) => getProfile(db, userId),
    updateProfile: (userId: string, input: TUpdateProfileRequest) => updateProfile(db, userId, input),
    preferences: (userId: string) => getPreferences(db, userId),
    updatePreferences: (userId: string, input: TUpdatePreferencesRequest) => updatePreferences(db, userId, input),
    village: (userId: string) => getVillageProfile(db, userId),
    putVillage: (userId: string, input: TVillageProfile) => putVillageProfile(db, userId, input),
    count: (scope: TAdminScope = null) => countUsers(db, scope),
  };
}

export type TUsersService = ReturnType<typeof createUsersService>;

export default fp(
  async (app) => {
    app.decorate("users", createUsersService(app.db));
  },
  { name: "users", dependencies: ["database"] },
);
