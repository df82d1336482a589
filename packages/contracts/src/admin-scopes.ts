// Admin scopes (issue 24): an admin may be limited to states or districts; a full admin (one
// with no scope) manages them. GET /admin/scopes/me, GET and PUT /admin/scopes, DELETE /admin/scopes/:id.
import * as z from "zod";
import { ZAdminScopeOut } from "./admin.ts";
import { ZUuid } from "./common.ts";
import { DISTRICT_MAX_LENGTH, HOME_STATE_IDS } from "./constants.ts";

// Not auth.ts's ZEmail nor users.ts's ZHomeState: importing those modules would put their other
// schemas (and the zod code they need) in the admin's first load. The same rules, written here.
const ZHomeState = z.enum(HOME_STATE_IDS);
const ZEmail = z
  .string({ error: "INVALID_EMAIL" })
  .trim()
  .max(254, "INVALID_EMAIL")
  .pipe(z.email({ error: "INVALID_EMAIL" }))
  .transform((e) => e.toLowerCase());

/** A state, or one district of it (null: the whole state). */
export const ZScopeArea = z.object({
  state: ZHomeState,
  district: z
    .string()
    .trim()
    .max(DISTRICT_MAX_LENGTH)
    .nullable()
    .transform((d) => (d === "" ? null : d)),
});
export type TScopeArea = z.infer<typeof ZScopeArea>;
export type TScopeAreaInput = z.input<typeof ZScopeArea>;

export const ZScopedAdmin = ZAdminScopeOut.extend({ id: ZUuid, email: z.string() });
export type TScopedAdmin = z.infer<typeof ZScopedAdmin>;

export const ZScopedAdminList = z.object({ admins: z.array(ZScopedAdmin) });
export type TScopedAdminList = z.infer<typeof ZScopedAdminList>;

export const ADMIN_SCOPE_AREAS_MAX = 50;

/**
 * PUT /admin/scopes: sets an account's areas. An account that is not an admin yet becomes a
 * scoped admin (at least one area); an admin given no areas becomes a full admin.
 */
export const ZSetAdminScopeRequest = z.object({
  email: ZEmail,
  areas: z.array(ZScopeArea).max(ADMIN_SCOPE_AREAS_MAX),
});
export type TSetAdminScopeRequest = z.infer<typeof ZSetAdminScopeRequest>;
export type TSetAdminScopeRequestInput = z.input<typeof ZSetAdminScopeRequest>;

export const ZScopedAdminParams = z.object({ id: ZUuid });
