// Accounts, sessions and MFA factors (spec sections 3 and 7, "Authentication service").
import * as z from "zod";
import { ZIsoDateTime, ZUuid } from "./common.ts";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// A failed check's message is the API error code the server answers with (see the API's error
// handler): a malformed address is INVALID_EMAIL, a short password WEAK_PASSWORD.
export const ZEmail = z
  .string({ error: "INVALID_EMAIL" })
  .trim()
  .max(254, "INVALID_EMAIL")
  .pipe(z.email({ error: "INVALID_EMAIL" }))
  .transform((e) => e.toLowerCase());

export const ZCredentials = z.object({
  email: ZEmail,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type TCredentials = z.infer<typeof ZCredentials>;

export const ZSignupRequest = z.object({
  email: ZEmail,
  password: z.string().min(PASSWORD_MIN_LENGTH, "WEAK_PASSWORD").max(PASSWORD_MAX_LENGTH),
  /** Where the confirmation link should land; only same-origin paths are honoured. */
  redirect_to: z.string().max(2000).optional(),
});
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

export const ZLoginRequest = ZCredentials;
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZFactorType = z.enum(["totp", "phone"]);
export const ZFactorStatus = z.enum(["unverified", "verified"]);

/** MFA factor: factor_type (totp or phone), status, friendly_name, id. */
export const ZFactor = z.object({
  id: ZUuid,
  factor_type: ZFactorType,
  status: ZFactorStatus,
  friendly_name: z.string().nullable(),
  created_at: ZIsoDateTime,
  updated_at: ZIsoDateTime,
});
export type TFactor = z.infer<typeof ZFactor>;

export const ZAuthUser = z.object({
  id: ZUuid,
  email: z.string(),
  email_confirmed_at: ZIsoDateTime.nullable(),
  factors: z.array(ZFactor),
  is_admin: z.boolean(),
  created_at: ZIsoDateTime,
});
export type TAuthUser = z.infer<typeof ZAuthUser>;

/** Authenticator assurance level: aal2 once a verified factor was answered in this session. */
export const ZAal = z.enum(["aal1", "aal2"]);
export type TAal = z.infer<typeof ZAal>;

export const ZSession = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal("bearer"),
  /** Seconds since the epoch at which access_token expires. */
  expires_at: z.number().int(),
  /** Lifetime of access_token in seconds. */
  expires_in: z.number().int(),
  aal: ZAal,
  /** aal2 when the user has a verified factor that this session has not answered yet. */
  next_aal: ZAal,
  user: ZAuthUser,
});
export type TSession = z.infer<typeof ZSession>;

/**
 * Answer to sign-up and login: a session, or (sign-up with email confirmation on) no session
 * and the unconfirmed user, or an error with a message.
 */
export const ZAuthResponse = z.object({
  session: ZSession.nullable(),
  user: ZAuthUser.nullable(),
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZRefreshRequest = z.object({ refresh_token: z.string().min(1).max(512) });
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

export const ZLogoutRequest = z.object({ refresh_token: z.string().min(1).max(512).optional() });

export const ZConfirmEmailQuery = z.object({
  token: z.string().min(1).max(512),
  redirect_to: z.string().max(2000).optional(),
});

/** POST /auth/factors */
export const ZEnrollFactorRequest = z.object({
  factor_type: ZFactorType,
  friendly_name: z.string().trim().min(1).max(100).optional(),
  issuer: z.string().trim().min(1).max(100).optional(),
  phone: z.string().trim().max(32).optional(),
});
export type TEnrollFactorRequest = z.infer<typeof ZEnrollFactorRequest>;

export const ZEnrollFactorResponse = z.object({
  id: ZUuid,
  type: ZFactorType,
  friendly_name: z.string().nullable(),
  totp: z.object({
    /** otpauth:// URI for authenticator apps. */
    uri: z.string(),
    secret: z.string(),
    /** The same URI as an SVG QR code (data: URL). */
    qr_code: z.string(),
  }),
});
export type TEnrollFactorResponse = z.infer<typeof ZEnrollFactorResponse>;

export const ZChallengeRequest = z.object({ channel: z.enum(["sms", "whatsapp"]).optional() });
export const ZChallengeResponse = z.object({
  id: ZUuid,
  type: ZFactorType,
  /** Seconds since the epoch. */
  expires_at: z.number().int(),
});
export type TChallengeResponse = z.infer<typeof ZChallengeResponse>;

export const ZVerifyRequest = z.object({
  challenge_id: ZUuid,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type TVerifyRequest = z.infer<typeof ZVerifyRequest>;

export const ZFactorIdParams = z.object({ id: ZUuid });

export const ZFactorList = z.object({ all: z.array(ZFactor), totp: z.array(ZFactor) });
export type TFactorList = z.infer<typeof ZFactorList>;

/** GET /.well-known/jwks.json */
export const ZJwks = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
