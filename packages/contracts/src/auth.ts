// Accounts, sessions and MFA factors (spec sections 3 and 7, "Authentication service").
import * as z from "zod";
import { ZIsoDateTime, ZUuid } from "./common.ts";
import { blankAsAbsent } from "./zod-helpers.ts";

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

/**
 * An Indian mobile number as people type it ("+91 98765 43210", "098765-43210", "9876543210")
 * reduced to its 10 digits, or null when it is not one (mobile numbers start with 6 to 9).
 */
export function normaliseIndianMobile(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, "");
  return /^(?:\+?91|0)?([6-9]\d{9})$/.exec(compact)?.[1] ?? null;
}

/** A mobile number, a second sign-in identifier beside the email (password-based, no SMS). */
export const ZPhone = z
  .string({ error: "INVALID_MOBILE" })
  .max(32, "INVALID_MOBILE")
  .transform((value, ctx) => {
    const digits = normaliseIndianMobile(value);
    if (digits) return digits;
    ctx.addIssue({ code: "custom", message: "INVALID_MOBILE" });
    return z.NEVER;
  });

/** Exactly one of email and phone: who is signing in or asking for a new password. */
const ZIdentifier = z.object({ email: ZEmail.optional(), phone: ZPhone.optional() });
const oneIdentifier = (v: { email?: string; phone?: string }) => (v.email === undefined) !== (v.phone === undefined);

export const ZCredentials = ZIdentifier.extend({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
}).refine(oneIdentifier, "INVALID_IDENTIFIER");
export type TCredentials = z.infer<typeof ZCredentials>;

const ZNewPassword = z.string().min(PASSWORD_MIN_LENGTH, "WEAK_PASSWORD").max(PASSWORD_MAX_LENGTH);

/**
 * Sign-up keeps the spec's email and password; a mobile number may be given beside them, to sign
 * in with later. (Email stays required: the confirmation and password-reset links go there.)
 */
export const ZSignupRequest = z.object({
  email: ZEmail,
  password: ZNewPassword,
  phone: blankAsAbsent(ZPhone.optional()),
  /** Where the confirmation link should land; only same-origin paths are honoured. */
  redirect_to: z.string().max(2000).optional(),
});
export type TSignupRequest = z.input<typeof ZSignupRequest>;

/** Login with the password and either the email or the mobile number. */
export const ZLoginRequest = ZCredentials;
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** POST /auth/recover: mail a password-reset link to the account of this email or mobile number. */
export const ZRecoverRequest = ZIdentifier.refine(oneIdentifier, "INVALID_IDENTIFIER");
export type TRecoverRequest = z.input<typeof ZRecoverRequest>;
/** The same answer whether or not such an account exists. */
export const ZRecoverResponse = z.object({ sent: z.literal(true) });

/** POST /auth/reset-password: the emailed link's token and the new password. */
export const ZResetPasswordRequest = z.object({ token: z.string().min(1).max(512), password: ZNewPassword });
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

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
  /** The mobile number (10 digits) the user may also sign in with. */
  phone: z.string().nullable().optional(),
  factors: z.array(ZFactor),
  is_admin: z.boolean(),
  /** An ADMIN_EMAILS account whose email is not confirmed yet: admin once the link is opened. */
  admin_pending: z.boolean().optional(),
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
