// Wrong passwords lock one (account, address) pair with a growing wait, not the account for
// everyone; wrong TOTP codes lock the factor, from whatever address they come.
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrors } from "@sachiv/content";
import { ZChallengeResponse, ZEnrollFactorResponse } from "@sachiv/contracts";
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

describe("login lockout per account and address", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: "3", LOGIN_MAX_FAILURES_PER_IP: "100" });
  });
  afterAll(async () => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress,
      headers: { "x-language": "hindi" },
      payload: { email, password },
    });
  /** Moves this pair's failures back in time, as if `minutes` had passed. */
  const age = (email: string, ip: string, minutes: number) =>
    t.app.db
      .$executeRaw`UPDATE "login_failures" SET "created_at" = "created_at" - make_interval(mins => ${minutes}) WHERE "email" = ${email} AND "ip" = ${ip}`;

  it("locks the guessing address, not the owner elsewhere, and doubles the wait after each further failure", async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    for (let i = 0; i < 3; i++) expect((await login(email, "wrong-password", "198.51.100.66")).statusCode).toBe(400);
    const locked = await login(email, PASSWORD, "198.51.100.66");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: "TOO_MANY_LOGIN_ATTEMPTS",
      message: apiErrors.TOO_MANY_LOGIN_ATTEMPTS.hindi,
    });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
    expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(900);

    // The owner, from home, signs in.
    expect((await login(email, PASSWORD, "203.0.113.10")).statusCode).toBe(200);

    // 16 minutes later the guesser may try again; one more wrong guess locks for 30 minutes.
    await age(email, "198.51.100.66", 16);
    expect((await login(email, "wrong-again", "198.51.100.66")).statusCode).toBe(400);
    const longer = await login(email, PASSWORD, "198.51.100.66");
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers["retry-after"])).toBeGreaterThan(1700);
    expect(Number(longer.headers["retry-after"])).toBeLessThanOrEqual(1800);

    // The owner's successes did not clear the guesser's failures, and the owner stays free.
    expect((await login(email, PASSWORD, "203.0.113.10")).statusCode).toBe(200);
  });

  it("a success from an address clears that address's failures", async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    for (let i = 0; i < 2; i++) expect((await login(email, "wrong-password", "192.0.2.5")).statusCode).toBe(400);
    expect((await login(email, PASSWORD, "192.0.2.5")).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login(email, "wrong-password", "192.0.2.5")).statusCode).toBe(400);
    expect((await login(email, PASSWORD, "192.0.2.5")).statusCode).toBe(200);
  });
});

describe("TOTP guessing", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("locks a factor after five wrong codes, even from different addresses; the right code then waits too", async () => {
    const email = uniqueEmail();
    const session = await signUp(t.app, email);
    const enrol = await injectAs(t.app, session.access_token, {
      method: "POST",
      url: "/api/auth/factors",
      payload: { factor_type: "totp" },
    });
    const { id: factorId, totp } = bodyOf(enrol, ZEnrollFactorResponse);
    const verify = async (code: string, remoteAddress: string, token = session.access_token) => {
      const challenge = await injectAs(t.app, token, {
        method: "POST",
        url: `/api/auth/factors/${factorId}/challenge`,
        remoteAddress,
        payload: {},
      });
      return injectAs(t.app, token, {
        method: "POST",
        url: `/api/auth/factors/${factorId}/verify`,
        remoteAddress,
        headers: { "x-language": "hindi" },
        payload: { challenge_id: bodyOf(challenge, ZChallengeResponse).id, code },
      });
    };
    expect((await verify(await generate({ secret: totp.secret }), "10.40.0.1")).statusCode).toBe(200);

    // The password is known to the guesser: an aal1 session, guessing codes from five addresses.
    const pending = sessionOf(
      await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: PASSWORD } }),
    );
    for (let i = 0; i < 5; i++) {
      const wrong = await verify("000000", `10.41.0.${i + 1}`, pending.access_token);
      expect(errorOf(wrong).code).toBe("INVALID_MFA_CODE");
    }
    const next = await generate({ secret: totp.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const locked = await verify(next, "10.41.0.9", pending.access_token);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: "TOO_MANY_MFA_ATTEMPTS",
      message: apiErrors.TOO_MANY_MFA_ATTEMPTS.hindi,
    });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });
});
