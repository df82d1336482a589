// GET/PATCH /users/me/preferences (issue 22 item 9): defaults first, only the fields sent change,
// each user sees and changes only their own, and bad input is a 400 in the caller's language with
// nothing written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_USER_PREFERENCES, ZUserPreferences } from "@sachiv/contracts";
import { apiErrors } from "@sachiv/content";
import { bodyOf, createTestApp, errorOf, injectAs, signUp, type TTestApp } from "./helper.ts";

describe("user preferences", () => {
  let t: TTestApp;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp();
    alice = (await signUp(t.app)).access_token;
    bob = (await signUp(t.app)).access_token;
  });
  afterAll(async () => t.close());

  const get = (token: string) => injectAs(t.app, token, { method: "GET", url: "/api/users/me/preferences" });
  const patch = (token: string, payload: unknown, language: "hindi" | "hinglish" = "hinglish") =>
    injectAs(t.app, token, {
      method: "PATCH",
      url: "/api/users/me/preferences",
      payload: payload as Record<string, unknown>,
      headers: { "x-language": language },
    });

  it("starts from the defaults: speech on at normal speed, normal text, no home state", async () => {
    const res = await get(alice);
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, ZUserPreferences)).toEqual(DEFAULT_USER_PREFERENCES);
  });

  it("changes only the fields sent, speech field by field, and keeps them", async () => {
    const first = await patch(alice, { home_state: "bihar", district: "  Gaya  ", text_size: "large" });
    expect(first.statusCode).toBe(200);
    expect(bodyOf(first, ZUserPreferences)).toEqual({
      ...DEFAULT_USER_PREFERENCES,
      home_state: "bihar",
      district: "Gaya",
      text_size: "large",
    });
    const second = await patch(alice, { speech: { enabled: false, rate: 1.25 } });
    expect(bodyOf(second, ZUserPreferences).speech).toEqual({ enabled: false, rate: 1.25, voice: "female" });
    const third = await patch(alice, { speech: { voice: "male" }, district: "" });
    expect(bodyOf(third, ZUserPreferences)).toMatchObject({
      home_state: "bihar",
      district: null,
      speech: { enabled: false, rate: 1.25, voice: "male" },
    });
    expect(bodyOf(await get(alice), ZUserPreferences)).toEqual(bodyOf(third, ZUserPreferences));
  });

  it("is each user's own: another user's settings stay their defaults", async () => {
    await patch(alice, { home_state: "haryana" });
    expect(bodyOf(await get(bob), ZUserPreferences)).toEqual(DEFAULT_USER_PREFERENCES);
    await patch(bob, { text_size: "xlarge" });
    expect(bodyOf(await get(alice), ZUserPreferences).text_size).toBe("large");
  });

  it("asks for a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/users/me/preferences" });
    expect(res.statusCode).toBe(401);
    const write = await t.app.inject({ method: "PATCH", url: "/api/users/me/preferences", payload: {} });
    expect(write.statusCode).toBe(401);
  });

  it("refuses bad input with a 400 in the caller's language and writes nothing", async () => {
    const before = bodyOf(await get(alice), ZUserPreferences);
    const bad = [
      { home_state: "central" },
      { home_state: "goa" },
      { text_size: "huge" },
      { speech: { rate: 3 } },
      { speech: { voice: "robot" } },
      { speech: { enabled: "yes" } },
      { district: "x".repeat(61) },
      { colour: "green" },
      // Valid field beside an invalid one: nothing of it is written.
      { home_state: "jharkhand", speech: { rate: 0.1 } },
    ];
    for (const payload of bad) {
      const hindi = await patch(alice, payload, "hindi");
      expect(hindi.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(hindi).code).toBe("VALIDATION_FAILED");
      expect(errorOf(hindi).message).toBe(apiErrors.VALIDATION_FAILED.hindi);
    }
    const hinglish = await patch(alice, { text_size: "huge" }, "hinglish");
    expect(errorOf(hinglish).message).toBe(apiErrors.VALIDATION_FAILED.hinglish);
    expect(bodyOf(await get(alice), ZUserPreferences)).toEqual(before);
  });
});
