// The signed-in user's profile, and promotion to admin.
import type { TProfile, TUpdateProfileRequest } from "@sachiv/contracts";
import type { TDb } from "../../db/client.ts";

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

export async function grantAdmin(db: TDb, email: string): Promise<{ email: string } | null> {
  const result = await db.user.updateMany({ where: { email: email.trim().toLowerCase() }, data: { isAdmin: true } });
  return result.count === 0 ? null : { email: email.trim().toLowerCase() };
}
