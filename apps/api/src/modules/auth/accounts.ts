// Sign-up, login, refresh-token rotation, logout and email confirmation (the accounts service's logic). Knows nothing of HTTP.
import type { TAal, TAuthResponse, TAuthUser, TFactor, TSession } from "@sachiv/contracts";
import type { TConfig } from "../../config.ts";
import type { TDb } from "../../db/client.ts";
import { ApiError } from "../../lib/errors.ts";
import type { TAccessClaims } from "../../plugins/auth.ts";
import { confirmationMail, type TMailer } from "./mailer.ts";
import { hashPassword, hashToken, newOpaqueToken, openWithToken, sealWithToken, verifyPassword } from "./secrets.ts";

const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

export type TAuthDeps = {
  db: TDb;
  config: TConfig;
  mailer: TMailer;
  signAccessToken: (claims: TAccessClaims) => string;
};
export type TClientInfo = { ip: string; userAgent?: string };

type TUserRow = {
  id: string;
  email: string;
  mobile: string | null;
  isAdmin: boolean;
  emailConfirmedAt: Date | null;
  createdAt: Date;
  factors: {
    id: string;
    factorType: "totp" | "phone";
    status: "unverified" | "verified";
    friendlyName: string | null;
    createdAt: Date;
    updatedAt: Date;
  }[];
};

const userSelect = {
  id: true,
  email: true,
  mobile: true,
  isAdmin: true,
  emailConfirmedAt: true,
  createdAt: true,
  factors: { orderBy: { createdAt: "asc" } },
} as const;

export function presentFactor(f: TUserRow["factors"][number]): TFactor {
  return {
    id: f.id,
    factor_type: f.factorType,
    status: f.status,
    friendly_name: f.friendlyName,
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
  };
}

/** `adminEmails`: ADMIN_EMAILS, to tell an unconfirmed admin-to-be that the link is awaited. */
export function presentUser(u: TUserRow, adminEmails: readonly string[] = []): TAuthUser {
  return {
    id: u.id,
    email: u.email,
    email_confirmed_at: u.emailConfirmedAt?.toISOString() ?? null,
    phone: u.mobile,
    factors: u.factors.map(presentFactor),
    is_admin: u.isAdmin,
    // Admin rights come only with the mailed link (confirmEmail), also when sign-up needed no
    // confirmation (emailConfirmedAt is then set at once): until then the account waits for it.
    admin_pending: !u.isAdmin && adminEmails.includes(u.email),
    created_at: u.createdAt.toISOString(),
  };
}

async function loadUser(db: TDb, userId: string): Promise<TUserRow> {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: userSelect });
}

function refreshExpiry(config: TConfig): Date {
  return new Date(Date.now() + config.auth.refreshTokenTtlDays * 24 * 60 * 60 * 1000);
}

/** Builds the session answer: a fresh access token plus the given refresh token. */
async function presentSession(
  deps: TAuthDeps,
  sessionId: string,
  aal: TAal,
  refreshToken: string,
  userId: string,
): Promise<TSession> {
  const user = await loadUser(deps.db, userId);
  const ttl = deps.config.auth.accessTokenTtlSeconds;
  const accessToken = deps.signAccessToken({ sub: user.id, sid: sessionId, aal, email: user.email });
  const hasVerified = user.factors.some((f) => f.status === "verified");
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: "bearer",
    expires_in: ttl,
    expires_at: Math.floor(Date.now() / 1000) + ttl,
    aal,
    next_aal: hasVerified ? "aal2" : "aal1",
    user: presentUser(user, deps.config.auth.adminEmails),
  };
}

async function openSession(deps: TAuthDeps, userId: string, client: TClientInfo): Promise<TSession> {
  const refreshToken = newOpaqueToken();
  const session = await deps.db.session.create({
    data: {
      userId,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300),
      refreshTokens: { create: { tokenHash: hashToken(refreshToken), expiresAt: refreshExpiry(deps.config) } },
    },
  });
  return presentSession(deps, session.id, "aal1", refreshToken, userId);
}

function hasControlCharacter(v: string): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/**
 * Same-origin paths only, so a confirmation link cannot bounce a user to another site. The value
 * must be an absolute path ("/chat"); anything a browser could read as another host ("//x",
 * "/\\x", their percent-encoded forms, or a path that normalises to one of them, such as
 * "/.//x") falls back to the login page.
 */
export function safeRedirectPath(redirectTo: string | undefined, publicUrl: string): string {
  const fallback = "/login?confirmed=1";
  if (!redirectTo) return fallback;
  let decoded: string;
  try {
    // Twice: a value may arrive encoded once more than the browser will undo.
    decoded = decodeURIComponent(decodeURIComponent(redirectTo));
  } catch {
    return fallback;
  }
  const looksForeign = (v: string) =>
    !v.startsWith("/") || /^\/[\\/]/.test(v) || v.includes("\\") || hasControlCharacter(v);
  if (looksForeign(redirectTo) || looksForeign(decoded)) return fallback;
  try {
    const base = new URL(publicUrl);
    const target = new URL(redirectTo, base);
    if (target.origin !== base.origin) return fallback;
    // After normalisation ("/.//evil" → "//evil") the path must still be one path, not a host.
    if (looksForeign(target.pathname) || looksForeign(decodeURIComponent(target.pathname))) return fallback;
    target.searchParams.set("confirmed", "1");
    return `${target.pathname}${target.search}`;
  } catch {
    return fallback;
  }
}

export async function signUp(
  deps: TAuthDeps,
  input: { email: string; password: string; phone?: string; redirect_to?: string },
  client: TClientInfo,
): Promise<TAuthResponse> {
  const { db, config } = deps;
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw new ApiError("EMAIL_TAKEN");
  if (input.phone && (await db.user.findUnique({ where: { mobile: input.phone }, select: { id: true } }))) {
    throw new ApiError("MOBILE_TAKEN");
  }
  const passwordHash = await hashPassword(input.password);
  const needsConfirmation = config.auth.requireEmailConfirmation;
  // An ADMIN_EMAILS address becomes admin only once its owner follows the emailed link
  // (confirmEmail): whoever types the address first must not get the rights.
  const wantsAdmin = config.auth.adminEmails.includes(input.email);
  let user;
  try {
    user = await db.user.create({
      data: {
        email: input.email,
        mobile: input.phone ?? null,
        passwordHash,
        isAdmin: false,
        emailConfirmedAt: needsConfirmation ? null : new Date(),
        lastSignInAt: needsConfirmation ? null : new Date(),
      },
      select: userSelect,
    });
  } catch (err) {
    // Two sign-ups racing for one email (or mobile number): the unique index decides.
    if ((err as { code?: string }).code === "P2002") {
      throw new ApiError(
        JSON.stringify((err as { meta?: unknown }).meta ?? "").includes("mobile") ? "MOBILE_TAKEN" : "EMAIL_TAKEN",
      );
    }
    throw err;
  }
  if (needsConfirmation || wantsAdmin) await sendConfirmation(deps, user.id, user.email, input.redirect_to);
  if (!needsConfirmation) {
    return { session: await openSession(deps, user.id, client), user: presentUser(user, config.auth.adminEmails) };
  }
  return { session: null, user: presentUser(user, config.auth.adminEmails) };
}

async function sendConfirmation(deps: TAuthDeps, userId: string, email: string, redirectTo: string | undefined) {
  const { db, config } = deps;
  const token = newOpaqueToken();
  await db.emailToken.create({
    data: {
      userId,
      purpose: "confirm_email",
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
    },
  });
  const link = new URL(`${config.publicUrl}/api/auth/confirm`);
  link.searchParams.set("token", token);
  link.searchParams.set("redirect_to", safeRedirectPath(redirectTo, config.publicUrl));
  await deps.mailer.send(confirmationMail(email, link.toString()));
}

/**
 * Marks the email confirmed (and, for an address in ADMIN_EMAILS, makes the account admin: the
 * link proves the mailbox); returns the same-origin path to send the browser to.
 */
export async function confirmEmail(deps: TAuthDeps, token: string, redirectTo?: string): Promise<string> {
  const row = await deps.db.emailToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { email: true, emailConfirmedAt: true } } },
  });
  if (!row || row.purpose !== "confirm_email" || row.usedAt || row.expiresAt < new Date()) {
    throw new ApiError("INVALID_CONFIRMATION_LINK");
  }
  const grantAdmin = deps.config.auth.adminEmails.includes(row.user.email);
  // Spend the token only if nobody spent it first (a link opened twice at once).
  await deps.db.$transaction(async (tx) => {
    const spent = await tx.emailToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
    if (spent.count === 0) throw new ApiError("INVALID_CONFIRMATION_LINK");
    await tx.user.update({
      where: { id: row.userId },
      data: { emailConfirmedAt: row.user.emailConfirmedAt ?? new Date(), ...(grantAdmin ? { isAdmin: true } : {}) },
    });
  });
  const target = safeRedirectPath(redirectTo, deps.config.publicUrl);
  // The page the link lands on says so: the email is confirmed and admin access is on.
  return grantAdmin ? `${target}&admin=1` : target;
}

/** How far back failed logins of one account from one address count towards its backoff. */
const BACKOFF_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * Failed logins, in the database so every replica sees them, lock out one (account, IP) pair:
 * after LOGIN_MAX_FAILURES the pair waits the failure window (15 min), and each further failure
 * after a wait doubles it (30 min, 1 h, … at most a day). Someone guessing from elsewhere cannot
 * lock the owner out. Per IP, LOGIN_MAX_FAILURES_PER_IP failures over any accounts stop that IP.
 */
async function assertNotThrottled(deps: TAuthDeps, email: string, ip: string) {
  // `email` is the identifier signed in with: an email, or a mobile number's 10 digits.
  const { loginMaxFailures, loginMaxFailuresPerIp, loginFailureWindowMinutes } = deps.config.auth;
  const windowMs = loginFailureWindowMinutes * 60 * 1000;
  const now = Date.now();
  const [pair, byIp] = await Promise.all([
    deps.db.loginFailure.aggregate({
      where: { email, ip, createdAt: { gte: new Date(now - BACKOFF_MEMORY_MS) } },
      _count: { _all: true },
      _max: { createdAt: true },
    }),
    deps.db.loginFailure.count({ where: { ip, createdAt: { gte: new Date(now - windowMs) } } }),
  ]);
  const failures = pair._count._all;
  const last = pair._max.createdAt?.getTime() ?? 0;
  if (failures >= loginMaxFailures) {
    const lockMs = Math.min(BACKOFF_MEMORY_MS, windowMs * 2 ** (failures - loginMaxFailures));
    const waitMs = last + lockMs - now;
    if (waitMs > 0) throw new ApiError("TOO_MANY_LOGIN_ATTEMPTS", { "retry-after": String(Math.ceil(waitMs / 1000)) });
  }
  if (byIp >= loginMaxFailuresPerIp) {
    throw new ApiError("TOO_MANY_LOGIN_ATTEMPTS", { "retry-after": String(loginFailureWindowMinutes * 60) });
  }
}

/** Login with the password and the email or the mobile number (10 digits, normalised by the contract). */
export async function logIn(
  deps: TAuthDeps,
  input: { email?: string; phone?: string; password: string },
  client: TClientInfo,
): Promise<TAuthResponse> {
  const identifier = input.email ?? input.phone;
  if (!identifier) throw new ApiError("INVALID_IDENTIFIER");
  await assertNotThrottled(deps, identifier, client.ip);
  const user = await deps.db.user.findUnique({
    where: input.email ? { email: input.email } : { mobile: identifier },
    select: { id: true, passwordHash: true, emailConfirmedAt: true },
  });
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await deps.db.loginFailure.create({ data: { email: identifier, ip: client.ip } });
    throw new ApiError(input.email ? "INVALID_CREDENTIALS" : "INVALID_MOBILE_CREDENTIALS");
  }
  if (!user.emailConfirmedAt) throw new ApiError("EMAIL_NOT_CONFIRMED");
  await deps.db.$transaction([
    // Only this address's failures: a success here says nothing about guesses from elsewhere.
    deps.db.loginFailure.deleteMany({ where: { email: identifier, ip: client.ip } }),
    deps.db.user.update({ where: { id: user.id }, data: { lastSignInAt: new Date() } }),
  ]);
  const session = await openSession(deps, user.id, client);
  return { session, user: session.user };
}

type TLockedRefreshToken = {
  id: string;
  session_id: string;
  expires_at: Date;
  used_at: Date | null;
  successor_sealed: string | null;
};

/**
 * Rotates a refresh token: the presented one is spent and a new one issued in the same family.
 * Presented again within the reuse grace window (its answer was lost on a flaky link, or two
 * requests raced), it gets the same successor back while that successor is unused. Any other
 * reuse means the token was stolen or replayed: the whole family is revoked. The token's row is
 * locked for the decision, so two concurrent refreshes see one rotation.
 */
export async function refreshSession(deps: TAuthDeps, refreshToken: string): Promise<TSession> {
  const { db, config } = deps;
  const graceMs = config.auth.refreshReuseGraceSeconds * 1000;
  const outcome = await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<TLockedRefreshToken[]>`
      SELECT id, session_id, expires_at, used_at, successor_sealed FROM refresh_tokens
      WHERE token_hash = ${hashToken(refreshToken)} FOR UPDATE`;
    const session = row ? await tx.session.findUnique({ where: { id: row.session_id } }) : null;
    const now = new Date();
    if (!row || !session || session.revokedAt || row.expires_at < now) {
      throw new ApiError("INVALID_REFRESH_TOKEN");
    }
    if (!row.used_at) {
      const next = newOpaqueToken();
      await tx.refreshToken.update({
        where: { id: row.id },
        data: { usedAt: now, successorSealed: sealWithToken(refreshToken, next) },
      });
      await tx.refreshToken.create({
        data: {
          sessionId: row.session_id,
          tokenHash: hashToken(next),
          parentId: row.id,
          expiresAt: refreshExpiry(config),
        },
      });
      await tx.session.update({ where: { id: row.session_id }, data: { refreshedAt: now } });
      return { session, next };
    }
    const withinGrace = now.getTime() - row.used_at.getTime() <= graceMs;
    const successor = withinGrace && row.successor_sealed ? openWithToken(refreshToken, row.successor_sealed) : null;
    if (successor) {
      const live = await tx.refreshToken.findUnique({
        where: { tokenHash: hashToken(successor) },
        select: { usedAt: true },
      });
      if (live && !live.usedAt) return { session, next: successor };
    }
    return { session, next: null };
  });
  if (!outcome.next) {
    await db.session.updateMany({
      where: { id: outcome.session.id, revokedAt: null },
      data: { revokedAt: new Date(), revokedReason: "refresh_token_reuse" },
    });
    throw new ApiError("REFRESH_TOKEN_REUSED");
  }
  const { session, next } = outcome;
  return presentSession(deps, session.id, session.aal === "aal2" ? "aal2" : "aal1", next, session.userId);
}

/** Issues a new token pair for an existing session (after it passed MFA). Old tokens are spent. */
export async function reissueSession(deps: TAuthDeps, sessionId: string, aal: TAal): Promise<TSession> {
  const { db } = deps;
  const next = newOpaqueToken();
  const session = await db.$transaction(async (tx) => {
    await tx.refreshToken.updateMany({ where: { sessionId, usedAt: null }, data: { usedAt: new Date() } });
    await tx.refreshToken.create({
      data: { sessionId, tokenHash: hashToken(next), expiresAt: refreshExpiry(deps.config) },
    });
    return tx.session.update({ where: { id: sessionId }, data: { aal, refreshedAt: new Date() } });
  });
  return presentSession(deps, sessionId, aal, next, session.userId);
}

export async function logOut(db: TDb, sessionId: string): Promise<void> {
  await db.session.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: new Date(), revokedReason: "logout" },
  });
}

/** Logout by refresh token alone (the access token may already have expired). */
export async function logOutByRefreshToken(db: TDb, refreshToken: string): Promise<void> {
  const row = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) } });
  if (row) await logOut(db, row.sessionId);
}

export async function getAuthUser(deps: TAuthDeps, userId: string): Promise<TAuthUser> {
  return presentUser(await loadUser(deps.db, userId), deps.config.auth.adminEmails);
}
