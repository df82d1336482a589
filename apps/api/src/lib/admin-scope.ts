// An admin's scope (issue 24): a full admin sees every user; a scoped admin only the users whose
// home state (and district) lie in one of their areas. A user's region is their settings' home
// state and district, else their village profile's (the paperwork form); districts are typed
// freely, so they are compared trimmed, single-spaced and lower-cased.
import { Prisma } from "../db/client.ts";

export type TScopeArea = { state: string; district: string | null };
/** null: a full admin. Otherwise at least one area. */
export type TAdminScope = TScopeArea[] | null;

/** A district as it is stored in a scope and compared: "  Patna  Sadar " → "patna sadar". */
export function normaliseDistrict(district: string): string {
  return district.trim().replace(/\s+/g, " ").toLowerCase();
}

const USER_STATE = Prisma.raw(
  `COALESCE(NULLIF(u.preferences->>'home_state', ''), NULLIF(u.village_profile->>'state', ''))`,
);
const USER_DISTRICT = Prisma.raw(
  `lower(regexp_replace(btrim(COALESCE(NULLIF(btrim(u.preferences->>'district'), ''), u.village_profile->>'district', '')), '\\s+', ' ', 'g'))`,
);

/** SELECT of the ids of the users in the scope's areas (a scope is never empty). */
export function scopedUserIdsSql(scope: TScopeArea[]): Prisma.Sql {
  const areas = scope.map((a) =>
    a.district
      ? Prisma.sql`(${USER_STATE} = ${a.state} AND ${USER_DISTRICT} = ${normaliseDistrict(a.district)})`
      : Prisma.sql`${USER_STATE} = ${a.state}`,
  );
  return Prisma.sql`SELECT u.id FROM users u WHERE ${areas.length > 0 ? Prisma.join(areas, " OR ") : Prisma.sql`false`}`;
}

/**
 * A condition that `column` (a conversation's user_id) belongs to a user in scope, or none for a
 * full admin. The user ids are read once (an InitPlan), then the (user_id, created_at) index
 * answers: a district's few hundred users, not a join over every conversation.
 */
export function userInScopeSql(scope: TAdminScope, column = "c.user_id"): Prisma.Sql | null {
  if (!scope) return null;
  return Prisma.sql`${Prisma.raw(column)} = ANY(ARRAY(${scopedUserIdsSql(scope)}))`;
}

/** `AND <condition>` for a scope, or nothing for a full admin. */
export function andUserInScope(scope: TAdminScope, column = "c.user_id"): Prisma.Sql {
  const condition = userInScopeSql(scope, column);
  return condition ? Prisma.sql`AND ${condition}` : Prisma.empty;
}
