// Anonymous speech is short and tightly limited; signed-in users may send longer texts; a short
// request does not wait behind another client's long ones.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrors } from "@sachiv/content";
import { ttsQueueStats } from "../src/modules/tts/service.ts";
import { createTestApp, errorOf, injectAs, signUp, type TTestApp } from "./helper.ts";

const SENTENCE = "ग्राम सभा की बैठक हर तीन महीने में होती है। "; // 44 characters
const textOf = (chars: number) =>
  SENTENCE.repeat(Math.ceil(chars / SENTENCE.length))
    .slice(0, chars)
    .trim()
    .padEnd(chars, "क");
/** `chars` characters of which only one word is spoken (links are not read out): cheap to synthesise. */
const cheapTextOf = (chars: number) => `नमस्ते https://gram.example/${"a".repeat(chars - 28)}`;

describe("TTS limits", () => {
  let t: TTestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ TTS_ANON_RATE_LIMIT_PER_MINUTE: "3", TTS_RATE_LIMIT_PER_MINUTE: "30" });
    token = (await signUp(t.app)).access_token;
  });
  afterAll(async () => t.close());

  it("caps characters per request: 300 without a token, 2000 signed in, with a clear 413", async () => {
    const anonymous = (text: string, remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/tts/synthesize",
        remoteAddress,
        headers: { "x-language": "hindi" },
        payload: { text, language: "hindi" },
      });
    expect(cheapTextOf(301)).toHaveLength(301);
    const tooLong = await anonymous(cheapTextOf(301), "10.30.0.1");
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json()).toMatchObject({ code: "TTS_TEXT_TOO_LONG", message: apiErrors.TTS_TEXT_TOO_LONG.hindi });
    expect((await anonymous(cheapTextOf(300), "10.30.0.2")).statusCode).toBe(200);

    const signedIn = (text: string) =>
      injectAs(t.app, token, { method: "POST", url: "/api/tts/synthesize", payload: { text, language: "hindi" } });
    expect((await signedIn(cheapTextOf(2000))).statusCode).toBe(200);
    const overSigned = await signedIn(cheapTextOf(2001));
    expect(overSigned.statusCode).toBe(413);
    expect(overSigned.json()).toMatchObject({
      code: "TTS_TEXT_TOO_LONG",
      message: apiErrors.TTS_TEXT_TOO_LONG.hinglish,
    });
  });

  it("gives anonymous callers a tight budget per IP; a signed-in user there is not affected", async () => {
    const anonymous = () =>
      t.app.inject({
        method: "POST",
        url: "/api/tts/synthesize",
        remoteAddress: "10.31.0.1",
        payload: { text: "", language: "hindi" },
      });
    for (let i = 0; i < 3; i++) expect((await anonymous()).statusCode).toBe(400);
    const limited = await anonymous();
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe("TTS_RATE_LIMITED");
    const user = await injectAs(t.app, token, {
      method: "POST",
      url: "/api/tts/synthesize",
      remoteAddress: "10.31.0.1",
      payload: { text: "", language: "hindi" },
    });
    expect(user.statusCode).toBe(400);
  });

  it("speaks a one-word request before another client's second long text", { timeout: 120_000 }, async () => {
    const finished: string[] = [];
    const long = (name: string) =>
      injectAs(t.app, token, {
        method: "POST",
        url: "/api/tts/synthesize",
        remoteAddress: "10.32.0.1",
        payload: { text: textOf(600), language: "hindi" },
      }).then((res) => (finished.push(name), res));
    const first = long("long-1");
    const second = long("long-2");
    // Both long texts are in: one speaking, the other waiting its turn.
    await expect.poll(() => ttsQueueStats(), { timeout: 20_000, interval: 20 }).toEqual({ running: 1, waiting: 1 });
    const short = t.app
      .inject({
        method: "POST",
        url: "/api/tts/synthesize",
        remoteAddress: "10.32.0.2",
        payload: { text: "नमस्ते", language: "hindi" },
      })
      .then((res) => (finished.push("short"), res));
    const results = await Promise.all([first, second, short]);
    for (const res of results) expect(res.statusCode).toBe(200);
    expect(finished.indexOf("short")).toBeLessThan(finished.indexOf("long-2"));
  });
});
