// Accounts end to end over HTTP on the real database: sign-up with a confirmation mail read
// from a real SMTP server, login, profile, refresh rotation and reuse detection, logout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZAuthResponse, ZProfile, ZSession } from "@sachiv/contracts";
import {
  bodyOf,
  createTestApp,
  errorOf,
  injectAs,
  PASSWORD,
  sessionOf,
  signUp,
  uniqueEmail,
  type TTestApp,
} from "./helper.ts";
import { startSmtpServer } from "@sachiv/test-support/smtp";

describe("sign-up with email confirmation", () => {
  let t: TTestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ AUTH_REQUIRE_EMAIL_CONFIRMATION: "true", SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("confirms by mail, then logs in, reads the profile, rotates and revokes tokens, logs out", async () => {
    const { app } = t;
    const email = uniqueEmail();

    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email, password: PASSWORD },
    });
    expect(signup.statusCode).toBe(200);
    expect(bodyOf(signup, ZAuthResponse).session).toBeNull();
    expect(bodyOf(signup, ZAuthResponse).user).toMatchObject({ email, email_confirmed_at: null, is_admin: false });

    // Not confirmed yet: login is refused with the spec's text.
    const early = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: PASSWORD } });
    expect(early.statusCode).toBe(400);
    expect(errorOf(early).message).toBe("Please check your email to confirm your account, then return to login.");

    const mail = await smtp.nextMailTo(email);
    expect(mail.text).toContain("Confirm your email");
    const link = mail.text.match(/http:\/\/sachiv\.test\/api\/auth\/confirm\?[^\s"<]+/)?.[0];
    expect(link).toBeDefined();
    const confirm = await app.inject({
      method: "GET",
      url: link!.replace("http://sachiv.test", "").replace(/&amp;/g, "&"),
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe("/login?confirmed=1");

    // The link works once.
    const again = await app.inject({
      method: "GET",
      url: link!.replace("http://sachiv.test", "").replace(/&amp;/g, "&"),
    });
    expect(again.headers.location).toBe("/login?confirm_error=1");

    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const session = sessionOf(login);
    expect(session.token_type).toBe("bearer");
    expect(session.expires_in).toBe(900);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 800);
    expect(session.user.email).toBe(email);
    expect(session.user.email_confirmed_at).not.toBeNull();
    expect(session.user.factors).toEqual([]);

    const me = await injectAs(app, session.access_token, { method: "GET", url: "/api/users/me" });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, is_admin: false, preferred_language: "hinglish" });

    const put = await injectAs(app, session.access_token, {
      method: "PUT",
      url: "/api/users/me",
      payload: { preferred_language: "hindi" },
    });
    expect(bodyOf(put, ZProfile).preferred_language).toBe("hindi");

    // Refresh rotates: a new refresh token every time.
    const r1 = await app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      payload: { refresh_token: session.refresh_token },
    });
    expect(r1.statusCode).toBe(200);
    const rotated = bodyOf(r1, ZSession);
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect((await injectAs(app, rotated.access_token, { method: "GET", url: "/api/users/me" })).statusCode).toBe(200);

    // Presenting the spent token again after the grace window (a lost answer gets 10 s, see
    // auth-refresh-grace.test.ts) revokes the whole family, including the rotated token.
    await app.db
      .$executeRaw`UPDATE refresh_tokens SET used_at = now() - interval '11 seconds' WHERE used_at IS NOT NULL`;
    const reuse = await app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      payload: { refresh_token: session.refresh_token },
    });
    expect(reuse.statusCode).toBe(401);
    expect(errorOf(reuse).code).toBe("REFRESH_TOKEN_REUSED");
    const afterReuse = await app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      payload: { refresh_token: rotated.refresh_token },
    });
    expect(afterReuse.statusCode).toBe(401);
    const meAfterReuse = await injectAs(app, rotated.access_token, { method: "GET", url: "/api/users/me" });
    expect(meAfterReuse.statusCode).toBe(401);

    // A new login, then logout: both its tokens stop working.
    const second = sessionOf(
      await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: PASSWORD } }),
    );
    const logout = await injectAs(app, second.access_token, { method: "POST", url: "/api/auth/logout", payload: {} });
    expect(logout.statusCode).toBe(204);
    expect((await injectAs(app, second.access_token, { method: "GET", url: "/api/users/me" })).statusCode).toBe(401);
    const refreshAfterLogout = await app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      payload: { refresh_token: second.refresh_token },
    });
    expect(refreshAfterLogout.statusCode).toBe(401);
  });

  it("refuses a forged confirmation link", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/confirm?token=not-a-real-token" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/login?confirm_error=1");
  });
});

describe("sign-up and login errors", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: "3" });
  });
  afterAll(async () => t.close());

  it("signs up straight into a session when confirmation is off", async () => {
    const session = await signUp(t.app);
    expect(session.user.email_confirmed_at).not.toBeNull();
    expect(session.aal).toBe("aal1");
    expect(session.next_aal).toBe("aal1");
  });

  it("refuses a duplicate email, in either language", async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const dup = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: "EMAIL_TAKEN",
      message: "Is email se pehle se account bana hua hai. Please login karein.",
    });
    const dupHindi = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "x-language": "hindi" },
      payload: { email, password: PASSWORD },
    });
    expect(errorOf(dupHindi).message).toBe("इस ईमेल से पहले से एक खाता बना हुआ है। कृपया लॉग इन करें।");
  });

  it("says the password is wrong without revealing whether the account exists", async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "wrong-password" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: uniqueEmail(), password: "wrong-password" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).message).toBe("Email ya password galat hai.");
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("locks an account for a while after repeated failures, even for the right password", async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "nope-nope" },
      });
      expect(res.statusCode).toBe(400);
    }
    const locked = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).code).toBe("TOO_MANY_LOGIN_ATTEMPTS");
    // The failure window (15 min), counted from the last failure.
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
    expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(900);
    // Another account from the same place is not locked.
    const other = uniqueEmail();
    await signUp(t.app, other);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: other, password: PASSWORD } }))
        .statusCode,
    ).toBe(200);
  });

  it.each([
    ["no body", undefined, "VALIDATION_FAILED"],
    ["empty object", {}, "VALIDATION_FAILED"],
    ["bad email", { email: "not-an-email", password: PASSWORD }, "INVALID_EMAIL"],
    ["short password", { email: "a@b.in", password: "short" }, "WEAK_PASSWORD"],
    ["wrong types", { email: 42, password: ["x"] }, "VALIDATION_FAILED"],
    ["huge password", { email: "a@b.in", password: "x".repeat(5000) }, "VALIDATION_FAILED"],
  ])("answers a malformed sign-up (%s) with a clear 400", async (_name, payload, code) => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/signup", payload: payload });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe(code);
    expect(errorOf(res).message.length).toBeGreaterThan(10);
  });

  it("answers broken JSON with a clear 400, in Hindi when asked", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json", "x-language": "hindi" },
      payload: '{"email": "a@b.in", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "INVALID_JSON", message: "अनुरोध पढ़ा नहीं जा सका (JSON ग़लत है)।" });
  });

  it("answers a short password with the minimum length", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: uniqueEmail(), password: "1234567" },
    });
    expect(errorOf(res).message).toBe("Password kam se kam 8 characters ka hona chahiye.");
    expect(errorOf(res).details?.[0]?.path).toBe("password");
  });

  it("rejects an unknown refresh token and a logout without proof", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/refresh", payload: { refresh_token: "made-up" } });
    expect(res.statusCode).toBe(401);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", payload: {} });
    expect(out.statusCode).toBe(401);
  });

  it("logs out with the refresh token alone", async () => {
    const session = await signUp(t.app);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      payload: { refresh_token: session.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect((await injectAs(t.app, session.access_token, { method: "GET", url: "/api/users/me" })).statusCode).toBe(401);
  });
});
