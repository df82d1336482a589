// TOTP: enrol with an authenticator code, then every login must answer a code before the
// account can be used; codes cannot be replayed.
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZChallengeResponse, ZEnrollFactorResponse, ZFactorList, ZSession } from "@sachiv/contracts";
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

describe("TOTP factors", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function challengeAndVerify(token: string, factorId: string, code: string) {
    const challenge = await injectAs(t.app, token, {
      method: "POST",
      url: `/api/auth/factors/${factorId}/challenge`,
      payload: {},
    });
    expect(challenge.statusCode).toBe(200);
    return injectAs(t.app, token, {
      method: "POST",
      url: `/api/auth/factors/${factorId}/verify`,
      payload: { challenge_id: bodyOf(challenge, ZChallengeResponse).id, code },
    });
  }

  it("enrols, then requires the code at the next login", async () => {
    const email = uniqueEmail();
    const first = await signUp(t.app, email);

    const enrol = await injectAs(t.app, first.access_token, {
      method: "POST",
      url: "/api/auth/factors",
      payload: { factor_type: "totp", friendly_name: "Mera phone" },
    });
    expect(enrol.statusCode).toBe(200);
    const { id: factorId, totp } = bodyOf(enrol, ZEnrollFactorResponse);
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\/AI%20Sachiv:/);
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml/);
    const secret = totp.secret;

    // A wrong code does not verify the factor.
    const wrong = await challengeAndVerify(first.access_token, factorId, "000000");
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).code).toBe("INVALID_MFA_CODE");

    const ok = await challengeAndVerify(first.access_token, factorId, await generate({ secret }));
    expect(ok.statusCode).toBe(200);
    const upgraded = bodyOf(ok, ZSession);
    expect(upgraded.aal).toBe("aal2");
    expect(upgraded.user.factors).toMatchObject([
      { id: factorId, status: "verified", friendly_name: "Mera phone", factor_type: "totp" },
    ]);
    expect((await injectAs(t.app, upgraded.access_token, { method: "GET", url: "/api/users/me" })).statusCode).toBe(
      200,
    );

    // Log in again: the password alone gives an aal1 session that must answer a code.
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: PASSWORD },
    });
    const pending = sessionOf(login);
    expect(pending).toMatchObject({ aal: "aal1", next_aal: "aal2" });
    const blocked = await injectAs(t.app, pending.access_token, { method: "GET", url: "/api/users/me" });
    expect(blocked.statusCode).toBe(401);
    expect(errorOf(blocked).code).toBe("MFA_REQUIRED");
    // Refreshing does not skip the code either.
    const refreshed = bodyOf(
      await t.app.inject({
        method: "POST",
        url: "/api/auth/refresh",
        payload: { refresh_token: pending.refresh_token },
      }),
      ZSession,
    );
    expect(refreshed.aal).toBe("aal1");
    expect((await injectAs(t.app, refreshed.access_token, { method: "GET", url: "/api/users/me" })).statusCode).toBe(
      401,
    );

    // The code already used at enrolment cannot be replayed; the next one works.
    const replay = await challengeAndVerify(refreshed.access_token, factorId, await generate({ secret }));
    expect(replay.statusCode).toBe(400);
    const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const passed = await challengeAndVerify(refreshed.access_token, factorId, nextCode);
    expect(passed.statusCode).toBe(200);
    const full = bodyOf(passed, ZSession);
    expect(full.aal).toBe("aal2");
    expect((await injectAs(t.app, full.access_token, { method: "GET", url: "/api/users/me" })).statusCode).toBe(200);
    // The aal2 session keeps aal2 across refreshes.
    const kept = bodyOf(
      await t.app.inject({ method: "POST", url: "/api/auth/refresh", payload: { refresh_token: full.refresh_token } }),
      ZSession,
    );
    expect(kept.aal).toBe("aal2");

    // Removing the factor needs the full session; afterwards a password is enough again.
    expect(
      (await injectAs(t.app, refreshed.access_token, { method: "DELETE", url: `/api/auth/factors/${factorId}` }))
        .statusCode,
    ).toBe(401);
    expect(
      (await injectAs(t.app, kept.access_token, { method: "DELETE", url: `/api/auth/factors/${factorId}` })).statusCode,
    ).toBe(204);
    const plain = sessionOf(
      await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: PASSWORD } }),
    );
    expect(plain.next_aal).toBe("aal1");
    expect((await injectAs(t.app, plain.access_token, { method: "GET", url: "/api/users/me" })).statusCode).toBe(200);
  });

  it("keeps factors private to their owner and validates input", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const enrol = await injectAs(t.app, a.access_token, {
      method: "POST",
      url: "/api/auth/factors",
      payload: { factor_type: "totp" },
    });
    const factorId = bodyOf(enrol, ZEnrollFactorResponse).id;
    const stranger = await injectAs(t.app, b.access_token, {
      method: "POST",
      url: `/api/auth/factors/${factorId}/challenge`,
      payload: {},
    });
    expect(stranger.statusCode).toBe(404);
    const badId = await injectAs(t.app, a.access_token, {
      method: "POST",
      url: "/api/auth/factors/not-a-uuid/challenge",
      payload: {},
    });
    expect(badId.statusCode).toBe(400);
    const phone = await injectAs(t.app, a.access_token, {
      method: "POST",
      url: "/api/auth/factors",
      payload: { factor_type: "phone", phone: "+919999999999" },
    });
    expect(phone.statusCode).toBe(400);
    expect(errorOf(phone).code).toBe("FACTOR_TYPE_UNSUPPORTED");
    const badCode = await injectAs(t.app, a.access_token, {
      method: "POST",
      url: `/api/auth/factors/${factorId}/verify`,
      payload: { challenge_id: crypto.randomUUID(), code: "12ab" },
    });
    expect(badCode.statusCode).toBe(400);
    const list = await injectAs(t.app, a.access_token, { method: "GET", url: "/api/auth/factors" });
    expect(bodyOf(list, ZFactorList).all).toHaveLength(1);
    expect(bodyOf(list, ZFactorList).totp).toHaveLength(0); // not verified yet
  });
});
