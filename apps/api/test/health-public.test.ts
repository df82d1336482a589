// The public health check names no model server; an admin's token adds the details.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZHealth } from "@sachiv/contracts";
import { bodyOf, createTestApp, injectAs, signUp, signUpAdmin, uniqueEmail, type TTestApp } from "./helper.ts";

const SERVER = "http://models.internal.example:8000/v1";

describe("GET /api/health", () => {
  let t: TTestApp;
  const adminEmail = uniqueEmail("admin");
  beforeAll(async () => {
    t = await createTestApp({
      CHAT_MODEL: "gpt-4o-mini",
      TTS_MODEL: "tts-1",
      OPENAI_BASE_URL: SERVER,
      ADMIN_EMAILS: adminEmail,
    });
  });
  afterAll(async () => t.close());

  it("shows no URL or model to the public, nor to a signed-in user or a forged token", async () => {
    const user = await signUp(t.app);
    for (const headers of [{}, { authorization: `Bearer ${user.access_token}` }, { authorization: "Bearer forged" }]) {
      const res = await t.app.inject({ method: "GET", url: "/api/health", headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain("models.internal");
      expect(res.body).not.toMatch(/https?:\/\//);
      expect(res.body).not.toContain("gpt-4o-mini");
      expect(bodyOf(res, ZHealth).providers.chat).toEqual({ mode: "configured", provider: "openai-compatible" });
    }
  });

  it("gives an admin the model and server of each configured provider", async () => {
    const admin = await signUpAdmin(t, adminEmail);
    const res = await injectAs(t.app, admin.access_token, { method: "GET", url: "/api/health" });
    const { providers } = bodyOf(res, ZHealth);
    expect(providers.chat.detail).toBe(`gpt-4o-mini @ ${SERVER}`);
    expect(providers.tts.detail).toBe(`tts-1 @ ${SERVER}`);
  });
});
