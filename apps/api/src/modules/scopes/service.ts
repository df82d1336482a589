// Admin scopes as a service (`app.scopes`, issue 24): which admins are limited to which states
// and districts. A full admin (no scope) appoints scoped admins by email, changes their areas,
// or takes their admin rights away; nobody changes their own scope, so the full admin acting
// stays one and a deployment always keeps the full admin it has.
import fp from "fastify-plugin";
import type { TAdminScopeOut, TScopedAdmin, TScopedAdminList, TSetAdminScopeRequest } from "@sachiv/contracts";
import type { TDb } from "../../db/client.ts";
import { normaliseDistrict, type TAdminScope } from "../../lib/admin-scope.ts";
import { ApiError } from "../../lib/errors.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    scopes: TScopesService;
  }
}

type TAreaRow = { state: string; district: string | null };

function present(scope: TAdminScope): TAdminScopeOut {
  return {
    full: !scope,
    areas: (scope ?? []).map((a) => ({ state: a.state, district: a.district })) as TAdminScopeOut["areas"],
  };
}

/** The same area twice (or "Patna" and "patna ") is kept once. */
function distinctAreas(areas: TSetAdminScopeRequest["areas"]): TAreaRow[] {
  const seen = new Map<string, TAreaRow>();
  for (const a of areas) {
    const district = a.district ? normaliseDistrict(a.district) : null;
    seen.set(`${a.state}|${district ?? ""}`, { state: a.state, district });
  }
  // A whole state makes its districts redundant.
  return [...seen.values()].filter((a) => !a.district || !seen.has(`${a.state}|`));
}

export function createScopesService(db: TDb) {
  async function listAdmins(): Promise<TScopedAdminList> {
    const admins = await db.user.findMany({
      where: { isAdmin: true },
      orderBy: { email: "asc" },
      select: { id: true, email: true, adminScopes: { select: { state: true, district: true } } },
    });
    return {
      admins: admins.map((a): TScopedAdmin => ({
        id: a.id,
        email: a.email,
        ...present(a.adminScopes.length > 0 ? a.adminScopes : null),
      })),
    };
  }

  return {
    /** The caller's own scope, for the admin screen to show only what they may use. */
    mine: (scope: TAdminScope) => present(scope),
    list: listAdmins,

    /** Sets an account's areas (see ZSetAdminScopeRequest); `actorId` is the full admin acting. */
    async set(input: TSetAdminScopeRequest, actor: { userId: string; email: string }): Promise<TScopedAdmin> {
      const user = await db.user.findUnique({ where: { email: input.email }, select: { id: true, isAdmin: true } });
      if (!user) throw new ApiError("ADMIN_SCOPE_USER_NOT_FOUND");
      if (user.id === actor.userId) throw new ApiError("ADMIN_SCOPE_SELF");
      const areas = distinctAreas(input.areas);
      // Full admin rights come from ADMIN_EMAILS or `pnpm admin:grant`, never from this screen.
      if (!user.isAdmin && areas.length === 0) throw new ApiError("ADMIN_SCOPE_REQUIRED");
      await db.$transaction([
        db.adminScope.deleteMany({ where: { userId: user.id } }),
        db.adminScope.createMany({ data: areas.map((a) => ({ userId: user.id, createdBy: actor.email, ...a })) }),
        db.user.update({ where: { id: user.id }, data: { isAdmin: true } }),
      ]);
      const saved = (await listAdmins()).admins.find((a) => a.id === user.id);
      if (!saved) throw new ApiError("ADMIN_SCOPE_USER_NOT_FOUND");
      return saved;
    },

    /** Takes an account's admin rights (and areas) away. */
    async revoke(id: string, actor: { userId: string }): Promise<void> {
      if (id === actor.userId) throw new ApiError("ADMIN_SCOPE_SELF");
      const user = await db.user.findUnique({ where: { id }, select: { isAdmin: true } });
      if (!user?.isAdmin) throw new ApiError("ADMIN_SCOPE_USER_NOT_FOUND");
      await db.$transaction([
        db.adminScope.deleteMany({ where: { userId: id } }),
        db.user.update({ where: { id }, data: { isAdmin: false } }),
      ]);
    },
  };
}

export type TScopesService = ReturnType<typeof createScopesService>;

export default fp(
  async (app) => {
    app.decorate("scopes", createScopesService(app.db));
  },
  { name: "scopes", dependencies: ["database"] },
);
