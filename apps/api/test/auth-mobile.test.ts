// A mobile number as a second sign-in identifier (password-based, no SMS): given at sign-up
// beside the email, typed any usual way (+91, 0, spaces), unique, and accepted by login.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZAuthResponse } from "@sachiv/contracts";
import { bodyOf, createTestApp, errorOf, PASSWORD, sessionOf, uniqueEmail, type TTestApp } from "./helper.ts";

describe("sign-in with a mobile number", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: "pradhan.admin@gram.example.in" });
  });
  afterAll(async () => {
    await t.close();
  });

  const signup = (payload: Record<string, string>, language = "hinglish") =>
    t.app.inject({ method: "POST", url: "/api/auth/signup", payload, headers: { "x-language": language } });
  const login = (payload: Record<string, string>, language = "hinglish") =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload, headers: { "x-language": language } });

  it("signs up with email and mobile, then logs in with the number typed any usual way", async () => {
    const email = uniqueEmail();
    const res = await signup({ email, password: PASSWORD, phone: "+91 98765-43210" });
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, ZAuthResponse).user).toMatchObject({ email, phone: "9876543210" });

    for (const phone of ["9876543210", "+919876543210", "098765 43210", "91 98765 43210"]) {
      const ok = await login({ phone, password: PASSWORD });
      expect(ok.statusCode, phone).toBe(200);
      expect(sessionOf(ok).user.email).toBe(email);
    }
    // The email still works.
    expect((await login({ email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("keeps a mobile number to one account", async () => {
    await signup({ email: uniqueEmail(), password: PASSWORD, phone: "9123456780" });
    const taken = await signup({ email: uniqueEmail(), password: PASSWORD, phone: "09123456780" }, "hindi");
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({
      code: "MOBILE_TAKEN",
      message: "इस मोबाइल नंबर से पहले से एक खाता बना हुआ है। कृपया लॉग इन करें।",
    });
  });

  it("leaves the mobile number optional and refuses one that is not a mobile number", async () => {
    const without = await signup({ email: uniqueEmail(), password: PASSWORD, phone: "" });
    expect(without.statusCode).toBe(200);
    expect(bodyOf(without, ZAuthResponse).user?.phone).toBeNull();
    const bad = await signup({ email: uniqueEmail(), password: PASSWORD, phone: "12345" });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({
      code: "INVALID_MOBILE",
      message: "Please 10 ankon ka sahi mobile number daalein.",
    });
  });

  it("says the mobile number or password is wrong, in the user's language, without telling which", async () => {
    await signup({ email: uniqueEmail(), password: PASSWORD, phone: "7012345678" });
    const wrong = await login({ phone: "7012345678", password: "wrong-password" }, "hindi");
    const unknown = await login({ phone: "7999999999", password: PASSWORD }, "hindi");
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: "INVALID_MOBILE_CREDENTIALS",
        message: "मोबाइल नंबर या पासवर्ड ग़लत है।",
      });
    }
    const both = await login({ email: uniqueEmail(), phone: "7012345678", password: PASSWORD });
    expect(errorOf(both).code).toBe("INVALID_IDENTIFIER");
    const neither = await login({ password: PASSWORD });
    expect(errorOf(neither).code).toBe("INVALID_IDENTIFIER");
  });

  it("tells an ADMIN_EMAILS account that admin access waits for the confirmation link", async () => {
    const res = await signup({ email: "pradhan.admin@gram.example.in", password: PASSWORD });
    const session = sessionOf(res);
    expect(session.user).toMatchObject({ is_admin: false, admin_pending: true });
    const plain = sessionOf(await signup({ email: uniqueEmail(), password: PASSWORD }));
    expect(plain.user.admin_pending).toBe(false);
  });
});
