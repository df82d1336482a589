// Typed calls to /api/auth and /api/users: request bodies and answers come from @sachiv/contracts.
// Types only: this module is in the first load of every screen, and the API validates each answer
// against the same contracts before sending it (see TParser in lib/api.ts).
import type {
  TAuthResponse,
  TChallengeResponse,
  TEnrollFactorResponse,
  TFactorList,
  TLanguage,
  TLoginRequest,
  TProfile,
  TRecoverRequest,
  TResetPasswordRequest,
  TSession,
  TSignupRequest,
} from "@sachiv/contracts";
import { apiRequest } from "@/lib/api";

export function signUp(body: TSignupRequest) {
  return apiRequest<TAuthResponse>("/auth/signup", { method: "POST", body, auth: "none" });
}

export function logIn(body: TLoginRequest) {
  return apiRequest<TAuthResponse>("/auth/login", { method: "POST", body, auth: "none" });
}

/** Asks for a password-reset mail; the answer is the same whether or not the account exists. */
export function requestPasswordReset(body: TRecoverRequest) {
  return apiRequest<{ sent: true }>("/auth/recover", { method: "POST", body, auth: "none" });
}

/** Sets the new password with the mailed link's token; every session of the account ends. */
export function resetPassword(body: TResetPasswordRequest) {
  return apiRequest("/auth/reset-password", { method: "POST", body, auth: "none" });
}

/**
 * What the one "email or mobile" field holds, as the API wants it: an address has an @, anything
 * else is read as a mobile number (the server normalises +91, 0 and spaces).
 */
export function identifierOf(value: string): { email?: string; phone?: string } {
  // Nothing typed: neither, and the server asks for "email or mobile number".
  if (value.trim() === "") return {};
  return value.includes("@") ? { email: value } : { phone: value };
}

export function refreshSession(refreshToken: string) {
  return apiRequest<TSession>("/auth/refresh", {
    method: "POST",
    body: { refresh_token: refreshToken },
    auth: "none",
  });
}

export function logOut(accessToken: string, refreshToken: string) {
  return apiRequest("/auth/logout", {
    method: "POST",
    body: { refresh_token: refreshToken },
    auth: { token: accessToken },
  });
}

/** A token override lets the two-step login use its not-yet-stored aal1 session. */
type TTokenOption = { token?: string };
const authFor = (opts?: TTokenOption) => (opts?.token ? { token: opts.token } : "session");

export function listFactors(opts?: TTokenOption) {
  return apiRequest<TFactorList>("/auth/factors", { auth: authFor(opts) });
}

export function enrollTotpFactor(friendlyName: string | undefined) {
  return apiRequest<TEnrollFactorResponse>("/auth/factors", {
    method: "POST",
    body: { factor_type: "totp", friendly_name: friendlyName },
  });
}

export function deleteFactor(factorId: string) {
  return apiRequest(`/auth/factors/${encodeURIComponent(factorId)}`, { method: "DELETE" });
}

export function challengeFactor(factorId: string, opts?: TTokenOption) {
  return apiRequest<TChallengeResponse>(`/auth/factors/${encodeURIComponent(factorId)}/challenge`, {
    method: "POST",
    body: {},
    auth: authFor(opts),
  });
}

export function verifyFactor(factorId: string, body: { challenge_id: string; code: string }, opts?: TTokenOption) {
  return apiRequest<TSession>(`/auth/factors/${encodeURIComponent(factorId)}/verify`, {
    method: "POST",
    body,

    auth: authFor(opts),
  });
}

/** Challenge then verify in one step: the answer is the upgraded (aal2) session. */
export async function answerFactor(factorId: string, code: string, opts?: TTokenOption) {
  const challenge = await challengeFactor(factorId, opts);
  return verifyFactor(factorId, { challenge_id: challenge.id, code }, opts);
}

export function getProfile(signal?: AbortSignal) {
  return apiRequest<TProfile>("/users/me", { signal });
}

export function updatePreferredLanguage(language: TLanguage) {
  return apiRequest("/users/me", { method: "PUT", body: { preferred_language: language } });
}
