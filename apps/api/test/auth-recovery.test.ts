// Password reset over HTTP on the real database: the request answers alike for any address (no
// account enumeration), the mailed link works once and expires, a weak password is refused in
// the user's language, and a reset ends every old session.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "@sachiv/test-support/wait";
import { createTestApp, errorOf, injectAs, PASSWORD, signUp, uniqueEmail, type TTestApp } from "./helper.ts";

const NEW_PASSWORD = "NayaPassword@2026";

describe("password reset", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  let clients = 0;
  /** Each call from its own client address, so the per-IP limit stays out of the way. */
  const recover = (payload: Record<string, string>, remoteAddress = `198.51.100.${++clients}`) =>
    t.app.inject({ method: "POST", url: "/api/auth/recover", payload, remoteAddress });
  const reset = (token: string, password: string, language = "hinglish") =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password },
      headers: { "x-language": language },
    });
  const login = (payload: Record<string, string>) => t.app.inject({ method: "POST", url: "/api/auth/login", payload });
  /** The token of the reset link in the newest mail to `email`, once it has arrived. */
  const resetTokenFor = (email: string, nth = 1) =>
    waitUntil(() => {
      const mails = t.mails.filter((m) => m.to === email && m.subject.includes("Reset your password"));
      const link = mails[nth - 1]?.text.match(/http:\/\/sachiv\.test\/reset-password\?token=\S+/)?.[0];
      return link ? new URL(link).searchParams.get("token")! : undefined;
    }, `reset mail ${nth} to ${email}`);

  it("answers the same for an unknown address and mails a link only to a real account", async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const unknown = await recover({ email: uniqueEmail("nobody") });
    const known = await recover({ email: email.toUpperCase() });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    const token = await resetTokenFor(email);
    expect(token.length).toBeGreaterThan(30);
    expect(t.mails.filter((m) => m.to.startsWith("nobody"))).toEqual([]);
    const mail = t.mails.find((m) => m.to === email && m.subject.includes("Reset"))!;
    expect(mail.text).toContain("30 मिनट");
    // Only the hash is stored.
    const stored = await t.app.db.emailToken.findFirst({ where: { purpose: "reset_password", user: { email } } });
    expect(stored?.tokenHash).not.toContain(token);
    const ttlMinutes = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000;
    expect(ttlMinutes).toBeGreaterThan(29.9);
    expect(ttlMinutes).toBeLessThan(30.1);
  });

  it("refuses a malformed address or number in the user's language", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/recover",
      payload: { phone: "12345" },
      headers: { "x-language": "hindi" },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: "INVALID_MOBILE", message: "कृपया 10 अंकों का सही मोबाइल नंबर डालें।" });
  });

  it("sets the new password once, ends the old sessions, and refuses a weak password in the user's language", async () => {
    const email = uniqueEmail();
    const old = await signUp(t.app, email);
    await recover({ email });
    const token = await resetTokenFor(email);

    const weakHindi = await reset(token, "abc", "hindi");
    expect(weakHindi.statusCode).toBe(400);
    expect(errorOf(weakHindi)).toMatchObject({
      code: "WEAK_PASSWORD",
      message: "पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।",
    });
    const weakHinglish = await reset(token, "abc");
    expect(errorOf(weakHinglish).message).toBe("Password kam se kam 8 characters ka hona chahiye.");

    const done = await reset(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(204);
    // Every session of the account is over: access and refresh tokens alike.
    expect((await injectAs(t.app, old.access_token, { method: "GET", url: "/api/users/me" })).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      payload: { refresh_token: old.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await login({ email, password: PASSWORD })).statusCode).toBe(400);
    expect((await login({ email, password: NEW_PASSWORD })).statusCode).toBe(200);

    // The link works once.
    const again = await reset(token, "YetAnother@2026", "hindi");
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).code).toBe("INVALID_RESET_LINK");
    expect(errorOf(again).message).toContain("पासवर्ड बदलने का लिंक");
  });

  it("refuses an expired link", async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    await recover({ email });
    const token = await resetTokenFor(email);
    await t.app.db.emailToken.updateMany({
      where: { purpose: "reset_password", user: { email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await reset(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: "INVALID_RESET_LINK",
      message:
        "Password badalne ka link galat hai, pehle use ho chuka hai ya expire ho gaya hai. Please naya link mangayein.",
    });
    expect((await login({ email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("finds the account by its mobile number and mails the link to its email", async () => {
    const email = uniqueEmail();
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email, password: PASSWORD, phone: "9812345670" },
    });
    expect(signup.statusCode).toBe(200);
    await recover({ phone: "+91 98123 45670" });
    const token = await resetTokenFor(email);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(204);
    expect((await login({ phone: "09812345670", password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("mails an account at most three links an hour, and caps requests per IP", async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    for (let i = 0; i < 4; i++) expect((await recover({ email })).statusCode).toBe(200);
    await resetTokenFor(email, 3);
    const probe = uniqueEmail("probe");
    await signUp(t.app, probe);
    await recover({ email: probe });
    await resetTokenFor(probe);
    expect(t.mails.filter((m) => m.to === email)).toHaveLength(3);

    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await recover({ email: uniqueEmail("flood") }, "203.0.113.9")).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
