// TOTP factors: enrol (secret + QR), challenge, verify (upgrades the session to aal2), remove.
import { generateSecret, generateURI, verify } from "otplib";
import type {
  TChallengeResponse,
  TEnrollFactorRequest,
  TEnrollFactorResponse,
  TFactor,
  TSession,
} from "@sachiv/contracts";
import { ApiError } from "../../lib/errors.ts";
import type { TAuthContext } from "../../plugins/auth.ts";
import { presentFactor, reissueSession, type TAuthDeps } from "./accounts.ts";

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const TOTP_PERIOD_S = 30;
const DEFAULT_ISSUER = "AI Sachiv";

export async function listFactors(deps: TAuthDeps, userId: string): Promise<TFactor[]> {
  const rows = await deps.db.mfaFactor.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
  return rows.map(presentFactor);
}

export async function enrollFactor(
  deps: TAuthDeps,
  auth: TAuthContext,
  input: TEnrollFactorRequest,
): Promise<TEnrollFactorResponse> {
  if (input.factor_type !== "totp") throw new ApiError("FACTOR_TYPE_UNSUPPORTED");
  const { db } = deps;
  const friendlyName = input.friendly_name ?? null;
  // An abandoned enrolment must not block a new one.
  await db.mfaFactor.deleteMany({ where: { userId: auth.userId, status: "unverified" } });
  if (friendlyName) {
    const clash = await db.mfaFactor.findFirst({ where: { userId: auth.userId, friendlyName } });
    if (clash) throw new ApiError("FACTOR_NAME_TAKEN");
  }
  const secret = generateSecret();
  const uri = generateURI({ issuer: input.issuer ?? DEFAULT_ISSUER, label: auth.email, secret });
  const factor = await db.mfaFactor.create({
    data: { userId: auth.userId, factorType: "totp", friendlyName, secret },
  });
  // qrcode loads with the first enrolment, not with the server.
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(uri, { type: "svg", margin: 1 });
  return {
    id: factor.id,
    type: "totp",
    friendly_name: factor.friendlyName,
    totp: { uri, secret, qr_code: `data:image/svg+xml;utf-8,${encodeURIComponent(svg)}` },
  };
}

async function ownFactor(deps: TAuthDeps, userId: string, factorId: string) {
  const factor = await deps.db.mfaFactor.findFirst({ where: { id: factorId, userId } });
  if (!factor) throw new ApiError("FACTOR_NOT_FOUND");
  return factor;
}

export async function challengeFactor(
  deps: TAuthDeps,
  auth: TAuthContext,
  factorId: string,
  ip: string,
): Promise<TChallengeResponse> {
  const factor = await ownFactor(deps, auth.userId, factorId);
  const challenge = await deps.db.mfaChallenge.create({
    data: { factorId: factor.id, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS), ip },
  });
  return { id: challenge.id, type: factor.factorType, expires_at: Math.floor(challenge.expiresAt.getTime() / 1000) };
}

/** Wrong codes a factor takes within the failure window before it locks for the rest of it. */
const MFA_MAX_FAILURES = 5;
/** Wrong codes are kept with failed logins, keyed by factor (not an email), so every replica counts them. */
const factorKey = (factorId: string) => `factor:${factorId}`;

/** Six digits are guessable: each factor locks after a few wrong codes, from whatever address. */
async function assertFactorNotLocked(deps: TAuthDeps, factorId: string) {
  const windowMs = deps.config.auth.loginFailureWindowMinutes * 60 * 1000;
  const now = Date.now();
  const failures = await deps.db.loginFailure.findMany({
    where: { email: factorKey(factorId), createdAt: { gte: new Date(now - windowMs) } },
    select: { createdAt: true },
    orderBy: { createdAt: "desc" },
    take: MFA_MAX_FAILURES,
  });
  if (failures.length < MFA_MAX_FAILURES) return;
  // Open again once the oldest of the last few wrong codes leaves the window.
  const waitMs = failures[MFA_MAX_FAILURES - 1]!.createdAt.getTime() + windowMs - now;
  if (waitMs > 0) throw new ApiError("TOO_MANY_MFA_ATTEMPTS", { "retry-after": String(Math.ceil(waitMs / 1000)) });
}

/** Checks the code; on success the factor is verified and the session reissued at aal2. */
export async function verifyFactor(
  deps: TAuthDeps,
  auth: TAuthContext,
  factorId: string,
  input: { challenge_id: string; code: string },
  ip = "",
): Promise<TSession> {
  const { db } = deps;
  const factor = await ownFactor(deps, auth.userId, factorId);
  await assertFactorNotLocked(deps, factor.id);
  const challenge = await db.mfaChallenge.findFirst({ where: { id: input.challenge_id, factorId } });
  if (!challenge || challenge.verifiedAt || challenge.expiresAt < new Date()) {
    throw new ApiError("CHALLENGE_NOT_FOUND");
  }
  if (!factor.secret) throw new ApiError("FACTOR_TYPE_UNSUPPORTED");
  const result = await verify({
    secret: factor.secret,
    token: input.code,
    epochTolerance: TOTP_PERIOD_S, // one step either side: phones' clocks drift
    ...(factor.lastTimeStep !== null ? { afterTimeStep: factor.lastTimeStep } : {}),
  });
  if (!result.valid) {
    await db.loginFailure.create({ data: { email: factorKey(factor.id), ip } });
    throw new ApiError("INVALID_MFA_CODE");
  }
  const timeStep = "timeStep" in result && typeof result.timeStep === "number" ? result.timeStep : null;
  // Accept each code once, even if two requests race with it.
  const claimed = await db.mfaFactor.updateMany({
    where: {
      id: factor.id,
      OR: [{ lastTimeStep: null }, ...(timeStep !== null ? [{ lastTimeStep: { lt: timeStep } }] : [])],
    },
    data: { status: "verified", lastTimeStep: timeStep },
  });
  if (claimed.count === 0) throw new ApiError("INVALID_MFA_CODE");
  await db.mfaChallenge.update({ where: { id: challenge.id }, data: { verifiedAt: new Date() } });
  await db.loginFailure.deleteMany({ where: { email: factorKey(factor.id) } });
  return reissueSession(deps, auth.sessionId, "aal2");
}

export async function removeFactor(deps: TAuthDeps, auth: TAuthContext, factorId: string): Promise<void> {
  const factor = await ownFactor(deps, auth.userId, factorId);
  await deps.db.mfaFactor.delete({ where: { id: factor.id } });
}
