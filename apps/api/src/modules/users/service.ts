// The users service (`app.users`): the signed-in user's profile, how many users there are, and
// promotion to admin (also used by `pnpm admin:grant`).
import fp from "fastify-plugin";
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

export async function countUsers(db: TDb): Promise<number> {
  return db.user.count();
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
    count: () => countUsers(db),
  };
}

export type TUsersService = ReturnType<typeof createUsersService>;

export default fp(
  async (app) => {
    app.decorate("users", createUsersService(app.db));
  },
  { name: "users", dependencies: ["database"] },
);
