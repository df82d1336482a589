// The signed-in user's profile (GET/PUT /users/me).
import * as z from "zod";
import { ZLanguage } from "./common.ts";

export const ZProfile = z.object({
  id: z.uuid(),
  email: z.string(),
  is_admin: z.boolean(),
  preferred_language: ZLanguage,
  email_confirmed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZUpdateProfileRequest = z.object({ preferred_language: ZLanguage }).partial().strict();
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;
