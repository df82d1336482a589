// ADMIN_EMAILS makes an account admin only once the mailbox is proven by the emailed link, with
// or without AUTH_REQUIRE_EMAIL_CONFIRMATION; and the link's redirect stays on our own site.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZAuthResponse, ZProfile } from "@sachiv/contracts";
import { bodyOf, createTestApp, errorOf, injectAs, PASSWORD, sessionOf, uniqueEmail, type TTestApp } from "./helper.ts";
import { startSmtpServer } from "@sachiv/test-support/smtp";

type TSmtp = Awaited<ReturnType<typeof startSmtpServer>>;

function linkIn(text: string): string {
  const link = text.match(/http:\/\/sachiv\.test\/api\/auth\/confirm\?[^\s"<]+/)?.[0];
  if (!link) throw new Error("no confirmation link in the mail");
  return link.replace("http://sachiv.test", "").replace(/&amp;/g, "&");
}

describe.each([
  { confirmation: "false", label: "confirmation off" },
  { confirmation: "true", label: "confirmation required" },
])("ADMIN_EMAILS sign-up ($label)", ({ confirmation }) => {
  let t: TTestApp;
  let smtp: TSmtp;
  const adminEmail = uniqueEmail(`admin.${confirmation}`);
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      ADMIN_EMAILS: adminEmail,
      AUTH_REQUIRE_EMAIL_CONFIRMATION: confirmation,
      SMTP_URL: smtp.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("is not admin until the emailed link is followed, then is", async () => {
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: adminEmail, password: PASSWORD },
    });
    expect(signup.statusCode).toBe(200);
    expect(bodyOf(signup, ZAuthResponse).user?.is_admin).toBe(false);

    const login = async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: adminEmail, password: PASSWORD },
      });
      return res;
    };
    if (confirmation === "false") {
      // Signed in at once, as any user, but not an admin.
      const token = sessionOf(signup).access_token;
      const stats = await injectAs(t.app, token, { method: "GET", url: "/api/admin/statistics" });
      expect(stats.statusCode).toBe(403);
      expect(errorOf(stats).code).toBe("FORBIDDEN_ADMIN_ONLY");
      const me = await injectAs(t.app, token, { method: "GET", url: "/api/users/me" });
      expect(bodyOf(me, ZProfile).is_admin).toBe(false);
    } else {
      expect(errorOf(await login()).code).toBe("EMAIL_NOT_CONFIRMED");
    }

    const mail = await smtp.nextMailTo(adminEmail);
    const confirm = await t.app.inject({ method: "GET", url: linkIn(mail.text) });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe("/login?confirmed=1&admin=1");

    const after = await login();
    expect(after.statusCode).toBe(200);
    const { access_token: token, user } = sessionOf(after);
    expect(user.is_admin).toBe(true);
    expect((await injectAs(t.app, token, { method: "GET", url: "/api/admin/statistics" })).statusCode).toBe(200);
  });

  it("does not mail or promote an address outside ADMIN_EMAILS", async () => {
    const email = uniqueEmail("sarpanch");
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email, password: PASSWORD },
    });
    expect(bodyOf(signup, ZAuthResponse).user?.is_admin).toBe(false);
    if (confirmation === "false") {
      // An ADMIN_EMAILS address is mailed in this mode (the test above): this one is not.
      expect(smtp.mails.some((m) => m.to.includes(email))).toBe(false);
    } else {
      // Proving the mailbox confirms the account but promotes nobody outside ADMIN_EMAILS.
      const confirm = await t.app.inject({ method: "GET", url: linkIn((await smtp.nextMailTo(email)).text) });
      expect(confirm.statusCode).toBe(303);
      expect(confirm.headers.location).toBe("/login?confirmed=1");
    }

    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { access_token: token, user } = sessionOf(login);
    expect(user.is_admin).toBe(false);
    const stats = await injectAs(t.app, token, { method: "GET", url: "/api/admin/statistics" });
    expect(stats.statusCode).toBe(403);
    expect(errorOf(stats).code).toBe("FORBIDDEN_ADMIN_ONLY");
  });
});

describe("confirmation link redirect", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_REQUIRE_EMAIL_CONFIRMATION: "true" });
  });
  afterAll(async () => t.close());

  /** Signs up with `redirect_to` and follows the mailed link with `redirectOnLink` swapped in. */
  async function follow(redirectOnLink: string): Promise<string> {
    const email = uniqueEmail("redirect");
    await t.app.inject({ method: "POST", url: "/api/auth/signup", payload: { email, password: PASSWORD } });
    const mail = t.mails.filter((m) => m.to === email).at(-1)!;
    const path = linkIn(mail.text);
    const url = new URL(path, "http://sachiv.test");
    const token = url.searchParams.get("token")!;
    const res = await t.app.inject({
      method: "GET",
      url: `/api/auth/confirm?token=${encodeURIComponent(token)}&redirect_to=${redirectOnLink}`,
    });
    expect(res.statusCode).toBe(303);
    return String(res.headers.location);
  }

  it.each([
    "/.//evil.example",
    "//evil.example/x",
    "/\\evil.example",
    "%2F%2Fevil.example",
    "%2F.%2F%2Fevil.example",
    "/%2F%2Fevil.example",
    "/%252F%252Fevil.example",
    "%2F%5Cevil.example",
    "/%5Cevil.example",
    "/./%2F/evil.example",
    "https://evil.example/",
    "https:evil.example",
    "javascript:alert(1)",
    "/%09/evil.example",
    "//%09/evil.example",
  ])("refuses %s: back to the login page", async (payload) => {
    const location = await follow(payload);
    expect(location).toBe("/login?confirmed=1");
  });

  it("keeps a same-origin path", async () => {
    expect(await follow(encodeURIComponent("/chat?x=1"))).toBe("/chat?x=1&confirmed=1");
  });
});
