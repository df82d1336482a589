// Access tokens: ES256 JWTs (@fastify/jwt). `app.authenticate` guards a route: it verifies the
// token, checks that its session is still open and that MFA was answered where required.
// Session checks are remembered for SESSION_CACHE_SECONDS (default 5 s) so a chat stream does not
// wait on the database for them; any change through /api/auth or /api/users (logout, refresh,
// MFA, language) forgets them at once in this process. Another replica sees a revoked session
// within that time.
import fp from "fastify-plugin";
import fastifyJwt from "@fastify/jwt";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { TAal, TLanguage } from "@sachiv/contracts";
import type { TConfig } from "../config.ts";
import type { TAdminScope } from "../lib/admin-scope.ts";
import { ApiError } from "../lib/errors.ts";
import { loadSigningKey, type TSigningKey } from "./signing-key.ts";

export type TAccessClaims = { sub: string; sid: string; aal: TAal; email: string };

export type TAuthContext = {
  userId: string;
  sessionId: string;
  aal: TAal;
  email: string;
  isAdmin: boolean;
  /** An admin's areas (issue 24); null for a full admin and for every other user. */
  adminScope: TAdminScope;
  /** The user's chosen language, read with the session so handlers need not read the user again. */
  preferredLanguage: TLanguage;
  hasVerifiedFactor: boolean;
};

type TGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * What a scoped admin (issue 24) may do on an admin route; every /api/admin route must say
 * (the app does not start otherwise). "scoped": the route serves a scoped admin, limited to their
 * users' conversations and gaps; "full": a full admin only (the knowledge base, scopes, the
 * system) — a scoped admin gets 403.
 */
export type TAdminScopeDecision = "full" | "scoped";
export type TAdminRouteDecision = { method: string; url: string; adminScope: TAdminScopeDecision };

/** The route config of a route a scoped admin may use. */
export const SCOPED_ADMIN_ROUTE = { adminScope: "scoped" } as const;
/** The route config of a route only a full admin may use. */
export const FULL_ADMIN_ROUTE = { adminScope: "full" } as const;

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    signingKey: TSigningKey;
    /** Requires a signed-in user whose session passed MFA where the user has a verified factor. */
    authenticate: TGuard;
    /** Like authenticate, but lets a session that still owes its MFA code through (MFA routes). */
    authenticateAllowingAal1: TGuard;
    /** authenticate + the user must be an admin. */
    requireAdmin: TGuard;
    signAccessToken: (claims: TAccessClaims) => string;
    /** Every /api/admin route with its scope decision, as registered (the route test reads it). */
    adminRouteDecisions: TAdminRouteDecision[];
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyContextConfig {
    adminScope?: TAdminScopeDecision;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyRequest {
    auth: TAuthContext | null;
  }
}

declare module "@fastify/jwt" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyJWT {
    payload: TAccessClaims;
    user: TAccessClaims;
  }
}

export default fp<{ config: TConfig }>(async (app, { config }) => {
  const key = await loadSigningKey(app.db, config.auth.jwtPrivateKeyPem);
  app.decorate("signingKey", key);
  await app.register(fastifyJwt, {
    secret: { private: key.privateKeyPem, public: key.publicKeyPem },
    sign: { algorithm: "ES256", kid: key.kid, expiresIn: config.auth.accessTokenTtlSeconds },
    // Verified tokens are remembered (until they expire): the signature check is the costly part.
    verify: { algorithms: ["ES256"], cache: 10_000 },
  });
  app.decorateRequest("auth", null);
  app.decorate("signAccessToken", (claims: TAccessClaims) => app.jwt.sign(claims));

  type TSessionRow = NonNullable<Awaited<ReturnType<typeof loadSession>>>;
  const cacheMs = config.auth.sessionCacheSeconds * 1000;
  const cache = new Map<string, { until: number; row: TSessionRow }>();
  const CACHE_MAX = 10_000;

  function loadSession(sessionId: string) {
    return app.db.session.findUnique({
      where: { id: sessionId },
      select: {
        revokedAt: true,
        aal: true,
        user: {
          select: {
            id: true,
            email: true,
            isAdmin: true,
            adminScopes: { select: { state: true, district: true }, orderBy: [{ state: "asc" }, { district: "asc" }] },
            preferredLanguage: true,
            factors: { where: { status: "verified" }, select: { id: true }, take: 1 },
          },
        },
      },
    });
  }

  async function sessionOf(sessionId: string): Promise<TSessionRow | null> {
    const now = Date.now();
    const hit = cache.get(sessionId);
    if (hit && hit.until > now) return hit.row;
    const row = await loadSession(sessionId);
    if (cacheMs > 0 && row && !row.revokedAt) {
      if (cache.size >= CACHE_MAX) cache.clear();
      cache.set(sessionId, { until: now + cacheMs, row });
    } else cache.delete(sessionId);
    return row;
  }

  // Sign-in, refresh, logout, MFA and profile changes may change what a session allows; so does
  // following a confirmation link (it may make an ADMIN_EMAILS account admin).
  app.addHook("onResponse", async (request) => {
    if (cache.size === 0) return;
    const changes =
      request.method !== "GET" && request.method !== "HEAD" && /^\/api\/(auth|users|admin\/scopes)/.test(request.url);
    if (changes || request.url.startsWith("/api/auth/confirm")) cache.clear();
  });

  async function readAuth(request: FastifyRequest): Promise<TAuthContext> {
    let claims: TAccessClaims;
    try {
      claims = await request.jwtVerify<TAccessClaims>();
    } catch (err) {
      const code = (err as { code?: string }).code;
      const expired = code === "FST_JWT_AUTHORIZATION_TOKEN_EXPIRED";
      throw new ApiError(expired ? "SESSION_EXPIRED" : "UNAUTHENTICATED", {
        "www-authenticate": `Bearer error="invalid_token"`,
      });
    }
    const session = await sessionOf(claims.sid);
    if (!session || session.revokedAt || session.user.id !== claims.sub) {
      throw new ApiError("SESSION_EXPIRED", { "www-authenticate": `Bearer error="invalid_token"` });
    }
    return {
      userId: session.user.id,
      sessionId: claims.sid,
      // A token issued before the session passed MFA stays aal1 until it is replaced.
      aal: claims.aal === "aal2" && session.aal === "aal2" ? "aal2" : "aal1",
      email: session.user.email,
      isAdmin: session.user.isAdmin,
      adminScope: session.user.isAdmin && session.user.adminScopes.length > 0 ? session.user.adminScopes : null,
      preferredLanguage: session.user.preferredLanguage === "hindi" ? "hindi" : "hinglish",
      hasVerifiedFactor: session.user.factors.length > 0,
    };
  }

  // Requests that fail authentication count per IP against a budget of their own (never more
  // than the general limit): the guards run in onRequest, before any other limit and before the
  // body is read, so a flood of anonymous uploads is answered 401, then 429, without being parsed.
  const anonymousLimit = app.createRateLimit({
    max: Math.min(config.anonymousRateLimitPerMinute, config.rateLimitPerMinute),
    timeWindow: 60_000,
    keyGenerator: (req) => `anon:${req.ip}`,
  });
  async function readAuthOrCount(request: FastifyRequest): Promise<TAuthContext> {
    try {
      return await readAuth(request);
    } catch (err) {
      const limit = await anonymousLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new ApiError("RATE_LIMITED", { "retry-after": String(Math.max(1, limit.ttlInSeconds)) });
      }
      throw err;
    }
  }

  app.decorate("authenticateAllowingAal1", async (request: FastifyRequest) => {
    request.auth = await readAuthOrCount(request);
  });
  app.decorate("authenticate", async (request: FastifyRequest) => {
    const auth = await readAuthOrCount(request);
    if (auth.hasVerifiedFactor && auth.aal !== "aal2") throw new ApiError("MFA_REQUIRED");
    request.auth = auth;
  });
  app.decorate("requireAdmin", async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (!request.auth?.isAdmin) throw new ApiError("FORBIDDEN_ADMIN_ONLY");
    // Default deny: only a route that says "scoped" serves a scoped admin.
    if (request.auth.adminScope && request.routeOptions.config.adminScope !== "scoped") {
      throw new ApiError("FORBIDDEN_FULL_ADMIN_ONLY");
    }
  });

  // Every admin route decides what a scoped admin may do there, or the app does not start.
  const decisions: TAdminRouteDecision[] = [];
  app.decorate("adminRouteDecisions", decisions);
  app.addHook("onRoute", (route) => {
    if (!/^\/api\/admin(\/|$)/.test(route.url)) return;
    const adminScope = route.config?.adminScope;
    if (adminScope !== "full" && adminScope !== "scoped") {
      throw new Error(
        `${String(route.method)} ${route.url}: an admin route needs config.adminScope ("full" or "scoped")`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") decisions.push({ method, url: route.url, adminScope });
    }
  });
});

/** The auth context of a route guarded by authenticate (throws if the guard was forgotten). */
export function authOf(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw new ApiError("UNAUTHENTICATED");
  return request.auth;
}
