// Access tokens: only our ES256 key, unexpired, for an open session, is accepted; the key set
// publishes that key; admin routes check the role.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZAdminStatistics, ZJwks, ZProfile } from "@sachiv/contracts";
import { bodyOf, createTestApp, errorOf, injectAs, signUp, signUpAdmin, uniqueEmail, type TTestApp } from "./helper.ts";
import { generateSigningKey } from "../src/plugins/signing-key.ts";

function b64url(data: string | Buffer): string {
  return Buffer.from(data).toString("base64url");
}

/** Signs a JWT by hand, so tests can make tokens the app would never make. */
function signJwt(
  header: object,
  payload: object,
  privateKeyPem: string,
  alg: "ES256" | "HS256" = "ES256",
  hmacKey?: string,
) {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  const signature =
    alg === "HS256"
      ? crypto
          .createHmac("sha256", hmacKey ?? "")
          .update(input)
          .digest()
      : crypto.sign("sha256", Buffer.from(input), { key: privateKeyPem, dsaEncoding: "ieee-p1363" });
  return `${input}.${b64url(signature)}`;
}

function decodePart(token: string, i: 0 | 1) {
  return JSON.parse(Buffer.from(token.split(".")[i]!, "base64url").toString()) as Record<string, unknown>;
}

describe("access tokens", () => {
  let t: TTestApp;
  let adminEmail: string;
  beforeAll(async () => {
    adminEmail = uniqueEmail("admin");
    t = await createTestApp({ ADMIN_EMAILS: `someone@else.in, ${adminEmail.toUpperCase()}` });
  });
  afterAll(async () => t.close());

  it("publishes the signing key, and a token verifies against it", async () => {
    const session = await signUp(t.app);
    const jwks = await t.app.inject({ method: "GET", url: "/api/.well-known/jwks.json" });
    expect(jwks.statusCode).toBe(200);
    const [jwk] = bodyOf(jwks, ZJwks).keys;
    expect(jwk).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig" });
    expect(jwk?.d).toBeUndefined(); // never the private part
    const header = decodePart(session.access_token, 0);
    expect(header).toMatchObject({ alg: "ES256", kid: jwk?.kid });
    const [h, p, s] = session.access_token.split(".");
    const ok = crypto.verify(
      "sha256",
      Buffer.from(`${h}.${p}`),
      { key: crypto.createPublicKey({ key: jwk as crypto.JsonWebKey, format: "jwk" }), dsaEncoding: "ieee-p1363" },
      Buffer.from(s!, "base64url"),
    );
    expect(ok).toBe(true);
    const root = await t.app.inject({ method: "GET", url: "/.well-known/jwks.json" });
    expect(root.json()).toEqual(jwks.json());
  });

  it("rejects expired, forged, foreign-key, alg-none and HS256-confusion tokens with 401", async () => {
    const session = await signUp(t.app);
    const claims = decodePart(session.access_token, 1);
    const header = decodePart(session.access_token, 0);
    const own = (t.app as unknown as { signingKey: { privateKeyPem: string; publicKeyPem: string } }).signingKey;
    const now = Math.floor(Date.now() / 1000);

    const expired = signJwt(header, { ...claims, iat: now - 3600, exp: now - 60 }, own.privateKeyPem);
    const [h, , s] = session.access_token.split(".");
    const forged = `${h}.${b64url(JSON.stringify({ ...claims, email: "boss@gram.in", sub: crypto.randomUUID() }))}.${s}`;
    const foreign = signJwt(header, claims, generateSigningKey().privateKeyPem);
    const none = `${b64url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${b64url(JSON.stringify(claims))}.`;
    const confused = signJwt({ alg: "HS256", typ: "JWT" }, claims, "", "HS256", own.publicKeyPem);

    for (const [name, token] of Object.entries({ expired, forged, foreign, none, confused, garbage: "abc.def" })) {
      const res = await injectAs(t.app, token, { method: "GET", url: "/api/users/me" });
      expect(res.statusCode, name).toBe(401);
      expect(errorOf(res).message, name).toMatch(/login/i);
    }
    const expiredRes = await injectAs(t.app, expired, { method: "GET", url: "/api/users/me" });
    expect(errorOf(expiredRes).code).toBe("SESSION_EXPIRED");
    // The genuine token still works.
    expect((await injectAs(t.app, session.access_token, { method: "GET", url: "/api/users/me" })).statusCode).toBe(200);
  });

  it("lets only admins read statistics, with real counts", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/statistics" });
    expect(anonymous.statusCode).toBe(401);

    const user = await signUp(t.app);
    const forbidden = await injectAs(t.app, user.access_token, { method: "GET", url: "/api/admin/statistics" });
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden).message).toBe("Yeh page sirf admin ke liye hai.");

    const admin = await signUpAdmin(t, adminEmail);
    const me = await injectAs(t.app, admin.access_token, { method: "GET", url: "/api/users/me" });
    expect(bodyOf(me, ZProfile).is_admin).toBe(true);

    const before = bodyOf(
      await injectAs(t.app, admin.access_token, { method: "GET", url: "/api/admin/statistics" }),
      ZAdminStatistics,
    );
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    await t.app.db.conversation.createMany({
      data: [
        { userId: user.user.id, createdAt: new Date(now) },
        { userId: user.user.id, createdAt: new Date(now - 1000) },
        { userId: user.user.id, createdAt: new Date(now - 20 * day) },
      ],
    });
    const stats = await injectAs(t.app, admin.access_token, { method: "GET", url: "/api/admin/statistics" });
    expect(stats.statusCode).toBe(200);
    const after = bodyOf(stats, ZAdminStatistics);
    expect(after.total_users).toBe(before.total_users);
    expect(after.total_conversations).toBe(before.total_conversations + 3);
    expect(after.conversations_today).toBe(before.conversations_today + 2);
    // The two of today are in this week; the one 20 days ago is not.
    expect(after.conversations_this_week).toBe(before.conversations_this_week + 2);
    expect(after.active_users).toBeLessThanOrEqual(after.total_users);
    expect(after.total_users).toBeGreaterThanOrEqual(3);
  });

  it("promotes an existing user with the admin:grant service", async () => {
    const { grantAdmin } = await import("../src/modules/users/service.ts");
    const session = await signUp(t.app);
    expect(await grantAdmin(t.app.db, ` ${session.user.email.toUpperCase()} `)).toEqual({ email: session.user.email });
    const stats = await injectAs(t.app, session.access_token, { method: "GET", url: "/api/admin/statistics" });
    expect(stats.statusCode).toBe(200);
    expect(await grantAdmin(t.app.db, "nobody@nowhere.in")).toBeNull();
  });
});
