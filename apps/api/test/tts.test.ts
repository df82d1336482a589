// Text-to-speech over real HTTP: the offline voice returns MP3 that a real decoder (mpg123,
// WASM) plays for a sane duration, in Hindi and romanised Hinglish; a configured
// OpenAI-compatible server gets the right JSON, and its failure falls back to the offline voice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MPEGDecoder } from "mpg123-decoder";
import { TTS_TEXT_MAX_LENGTH, ZTtsHealthResponse, ZTtsVoicesResponse } from "@sachiv/contracts";
import { apiErrors } from "@sachiv/content";
import { createTestApp, errorOf, injectAs, signUp, type TTestApp } from "./helper.ts";
import { startFakeOpenAiTts, type TFakeOpenAiTts } from "./helpers/fake-openai-tts.ts";

const HINDI = "ग्राम सभा की बैठक साल में कम से कम चार बार होती है।";
const HINGLISH = "Gram Sabha ki meeting saal mein kam se kam 4 baar hoti hai";

let decoder: MPEGDecoder;

/** Decodes MP3 bytes for real; returns seconds of audio and how many frames failed. */
async function decodeMp3(bytes: Buffer): Promise<{ seconds: number; errors: number; sampleRate: number }> {
  await decoder.reset();
  const decoded = decoder.decode(new Uint8Array(bytes));
  return {
    seconds: decoded.samplesDecoded / decoded.sampleRate,
    errors: decoded.errors.length,
    sampleRate: decoded.sampleRate,
  };
}

beforeAll(async () => {
  decoder = new MPEGDecoder();
  await decoder.ready;
});
afterAll(() => decoder.free());

describe("offline TTS (espeak-ng)", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const synthesize = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/tts/synthesize", payload, headers });

  it("speaks a Hindi sentence as playable MP3", async () => {
    const res = await synthesize({ text: HINDI, language: "hindi" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("audio/mpeg");
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    expect(res.headers["cache-control"]).toBe("private, max-age=3600");
    expect(res.headers["x-tts-provider"]).toBe("espeak-ng");
    const audio = await decodeMp3(res.rawPayload);
    expect(audio.errors).toBe(0);
    expect(audio.sampleRate).toBe(22050);
    // 12 words at 150 a minute: about 4 s.
    expect(audio.seconds).toBeGreaterThan(1);
    expect(audio.seconds).toBeLessThan(20);
  });

  it("speaks romanised Hinglish with the Hindi voice, as long as the same sentence in Devanagari", async () => {
    const hindi = await decodeMp3((await synthesize({ text: HINDI, language: "hindi" })).rawPayload);
    const res = await synthesize({ text: HINGLISH, language: "hinglish", gender: "male" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("audio/mpeg");
    const audio = await decodeMp3(res.rawPayload);
    expect(audio.errors).toBe(0);
    expect(audio.seconds).toBeGreaterThan(1);
    expect(audio.seconds).toBeLessThan(20);
    // Transliterated, it is the same words: within 25 % of the Devanagari sentence's length.
    expect(Math.abs(audio.seconds - hindi.seconds) / hindi.seconds).toBeLessThan(0.25);
  });

  it("reads a long markdown answer sentence by sentence into one file", async () => {
    const answer =
      `**MGNREGA** mein job card ke liye Gram Panchayat mein aavedan karein. ${HINDI}\n- ${HINGLISH}.\n`.repeat(8);
    // Longer than an anonymous caller may send: a signed-in user's request.
    const { access_token: token } = await signUp(t.app);
    const res = await injectAs(t.app, token, {
      method: "POST",
      url: "/api/tts/synthesize",
      payload: { text: `${answer} Details: https://nrega.nic.in`, language: "hinglish" },
    });
    expect(res.statusCode).toBe(200);
    const audio = await decodeMp3(res.rawPayload);
    expect(audio.errors).toBe(0);
    expect(audio.seconds).toBeGreaterThan(40);
    expect(audio.seconds).toBeLessThan(200);
  });

  it("refuses empty, blank and over-long text with a clear 400", async () => {
    for (const text of ["", "   "]) {
      const res = await synthesize({ text, language: "hindi" }, { "x-language": "hindi" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED", message: apiErrors.VALIDATION_FAILED.hindi });
    }
    const long = await synthesize({ text: "क".repeat(TTS_TEXT_MAX_LENGTH + 1), language: "hindi" });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).code).toBe("VALIDATION_FAILED");
    expect((await synthesize({ language: "hindi" })).statusCode).toBe(400);
  });

  it("says so when nothing is left to speak (only a link or emoji)", async () => {
    const res = await synthesize({ text: "https://egramswaraj.gov.in 🙏", language: "hinglish" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "TTS_NOTHING_TO_SAY", message: apiErrors.TTS_NOTHING_TO_SAY.hinglish });
  });

  it("lists the offline voices and reports itself healthy", async () => {
    const voices = ZTtsVoicesResponse.parse((await t.app.inject({ method: "GET", url: "/api/tts/voices" })).json());
    expect(voices.voices.length).toBeGreaterThan(0);
    expect(voices.voices.every((v) => v.provider === "espeak-ng" && v.locale === "hi-IN")).toBe(true);
    expect(new Set(voices.voices.map((v) => `${v.language}/${v.gender}`))).toEqual(
      new Set(["hindi/female", "hindi/male", "hinglish/female", "hinglish/male"]),
    );
    const health = await t.app.inject({ method: "GET", url: "/api/tts/health" });
    expect(health.statusCode).toBe(200);
    expect(ZTtsHealthResponse.parse(health.json())).toEqual({
      status: "healthy",
      mode: "offline",
      provider: "espeak-ng",
    });
  });
});

describe("TTS rate limit", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ TTS_RATE_LIMIT_PER_MINUTE: "2" });
  });
  afterAll(async () => t.close());

  it("limits synthesis per client IP with a clear 429 in both languages", async () => {
    const hit = (remoteAddress: string, language: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/tts/synthesize",
        remoteAddress,
        headers: { "x-language": language },
        payload: { text: "", language: "hindi" },
      });
    expect((await hit("10.4.4.4", "hindi")).statusCode).toBe(400);
    expect((await hit("10.4.4.4", "hindi")).statusCode).toBe(400);
    const hindi = await hit("10.4.4.4", "hindi");
    expect(hindi.statusCode).toBe(429);
    expect(hindi.json()).toMatchObject({ code: "TTS_RATE_LIMITED", message: apiErrors.TTS_RATE_LIMITED.hindi });
    expect(Number(hindi.headers["retry-after"])).toBeGreaterThan(0);
    const hinglish = await hit("10.4.4.4", "hinglish");
    expect(hinglish.json()).toMatchObject({ code: "TTS_RATE_LIMITED", message: apiErrors.TTS_RATE_LIMITED.hinglish });
    // Another client is not affected, and the voices list is not counted against synthesis.
    expect((await hit("10.5.5.5", "hindi")).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/tts/voices", remoteAddress: "10.4.4.4" })).statusCode).toBe(
      200,
    );
  });

  it("counts a signed-in user as one client across addresses", async () => {
    const { access_token: token } = await signUp(t.app);
    const hit = (remoteAddress: string) =>
      injectAs(t.app, token, {
        method: "POST",
        url: "/api/tts/synthesize",
        remoteAddress,
        payload: { text: "", language: "hindi" },
      });
    expect((await hit("10.6.6.1")).statusCode).toBe(400);
    expect((await hit("10.6.6.2")).statusCode).toBe(400);
    expect((await hit("10.6.6.3")).statusCode).toBe(429);
    // A forged token counts by address, which is still free.
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/tts/synthesize",
      remoteAddress: "10.6.6.4",
      headers: { authorization: "Bearer not.a.token" },
      payload: { text: "", language: "hindi" },
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe("configured OpenAI-compatible TTS", () => {
  let t: TTestApp;
  let fake: TFakeOpenAiTts;
  beforeAll(async () => {
    fake = await startFakeOpenAiTts();
    t = await createTestApp({ TTS_MODEL: "tts-1", OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: "sk-test-tts" });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("sends the model, text and voice as JSON and returns the server's MP3 bytes", async () => {
    const upstreamAudio = Buffer.from("ID3-fake-mp3-from-upstream");
    fake.respondWith({ audio: upstreamAudio });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/tts/synthesize",
      payload: { text: `**${HINGLISH}**`, language: "hinglish" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("audio/mpeg");
    expect(res.headers["x-tts-provider"]).toBe("openai-compatible");
    expect(res.rawPayload.equals(upstreamAudio)).toBe(true);
    expect(fake.requests.at(-1)).toEqual({
      path: "/v1/audio/speech",
      authorization: "Bearer sk-test-tts",
      // Markdown is not read out; the remote model gets the Latin text as written.
      body: { model: "tts-1", input: HINGLISH, voice: "nova", response_format: "mp3" },
    });
    await t.app.inject({
      method: "POST",
      url: "/api/tts/synthesize",
      payload: { text: HINDI, language: "hindi", gender: "male" },
    });
    expect(fake.requests.at(-1)?.body).toMatchObject({ input: HINDI, voice: "onyx" });
  });

  it("falls back to the offline voice when the server answers 500", async () => {
    fake.respondWith({ status: 500 });
    const before = fake.requests.length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/tts/synthesize",
      payload: { text: HINDI, language: "hindi" },
    });
    expect(fake.requests.length).toBe(before + 1);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-tts-provider"]).toBe("espeak-ng");
    expect(res.headers["x-tts-fallback"]).toContain("500");
    const audio = await decodeMp3(res.rawPayload);
    expect(audio.errors).toBe(0);
    expect(audio.seconds).toBeGreaterThan(1);
    expect(audio.seconds).toBeLessThan(20);
  });

  it("reports the configured provider in /tts/health and /tts/voices", async () => {
    const health = ZTtsHealthResponse.parse((await t.app.inject({ method: "GET", url: "/api/tts/health" })).json());
    expect(health).toEqual({ status: "healthy", mode: "configured", provider: "openai-compatible" });
    const voices = ZTtsVoicesResponse.parse((await t.app.inject({ method: "GET", url: "/api/tts/voices" })).json());
    expect(voices.voices.map((v) => v.id)).toEqual(expect.arrayContaining(["nova", "onyx"]));
    expect(voices.voices.every((v) => v.provider === "openai-compatible")).toBe(true);
  });
});
