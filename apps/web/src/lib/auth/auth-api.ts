// Typed calls to /api/auth and /api/users: request bodies and answers come from @sachiv/contracts.
import {
  ZAuthResponse,
  ZChallengeResponse,
  ZEnrollFactorResponse,
  ZFactorList,
  ZProfile,
  ZSession,
  type TLanguage,
  type TLoginRequest,
  type TSignupRequest,
} from "@sachiv/contracts";
import { apiRequest } from "@/lib/api";

export function signUp(body: TSignupRequest) {
  return apiRequest("/auth/signup", { method: "POST", body, schema: ZAuthResponse, auth: "none" });
}

export function logIn(body: TLoginRequest) {
  return apiRequest("/auth/login", { method: "POST", body, schema: ZAuthResponse, auth: "none" });
}

export function refreshSession(refreshToken: string) {
  return apiRequest("/auth/refresh", {
    method: "POST",
    body: { refresh_token: refreshToken },
    schema: ZSession,
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
  return apiRequest("/auth/factors", { schema: ZFactorList, auth: authFor(opts) });
}

export function enrollTotpFactor(friendlyName: string | undefined) {
  return apiRequest("/auth/factors", {
    method: "POST",
    body: { factor_type: "totp", friendly_name: friendlyName },
    schema: ZEnrollFactorResponse,
  });
}

export function deleteFactor(factorId: string) {
  return apiRequest(`/auth/factors/${encodeURIComponent(factorId)}`, { method: "DELETE" });
}

export function challengeFactor(factorId: string, opts?: TTokenOption) {
  return apiRequest(`/auth/factors/${encodeURIComponent(factorId)}/challenge`, {
    method: "POST",
    body: {},
    schema: ZChallengeResponse,
    auth: authFor(opts),
  });
}

export function verifyFactor(
  factorId: string,
  body: { challenge_id: string; code: string },
  opts?: TTokenOption,
) {
  return apiRequest(`/auth/factors/${encodeURIComponent(factorId)}/verify`, {
    method: "POST",
    body,
    schema: ZSession,
    auth: authFor(opts),
  });
}

/** Challenge then verify in one step: the answer is the upgraded (aal2) session. */
export async function answerFactor(factorId: string, code: string, opts?: TTokenOption) {
  const challenge = await challengeFactor(factorId, opts);
  return verifyFactor(factorId, { challenge_id: challenge.id, code }, opts);
}

export function getProfile(signal?: AbortSignal) {
  return apiRequest("/users/me", { schema: ZProfile, signal });
}

export function updatePreferredLanguage(language: TLanguage) {
  return apiRequest("/users/me", { method: "PUT", body: { preferred_language: language } });
}
