// Speech that respects data (issue 22 item 5): asked for Opus, the offline voice answers Ogg Opus
// that a real decoder (libopus as WASM) plays for as long as the MP3 of the same text, in well
// under half its bytes; a configured OpenAI-compatible server is asked for `response_format: "opus"`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MPEGDecoder } from "mpg123-decoder";
import { OggOpusDecoder } from "ogg-opus-decoder";
import { createTestApp, type TTestApp } from "./helper.ts";
import { startFakeOpenAiTts, type TFakeOpenAiTts } from "./helpers/fake-openai-tts.ts";

const HINDI =
  "ग्राम सभा की बैठक साल में कम से कम चार बार होती है। बैठक की सूचना सात दिन पहले देनी होती है, और कोरम पूरा होना ज़रूरी है।";

describe("offline TTS as Ogg Opus", () => {
  let t: TTestApp;
  let mp3: MPEGDecoder;
  let opus: OggOpusDecoder;
  beforeAll(async () => {
    t = await createTestApp();
    mp3 = new MPEGDecoder();
    opus = new OggOpusDecoder();
    await Promise.all([mp3.ready, opus.ready]);
  });
  afterAll(async () => {
    mp3.free();
    opus.free();
    await t.close();
  });

  const synthesize = (payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/tts/synthesize", payload });

  it("answers Opus in an Ogg file that decodes for as long as the MP3, in under half the bytes", async () => {
    const asMp3 = await synthesize({ text: HINDI, language: "hindi" });
    const asOpus = await synthesize({ text: HINDI, language: "hindi", format: "opus" });
    expect(asMp3.headers["content-type"]).toBe("audio/mpeg");
    expect(asOpus.statusCode).toBe(200);
    expect(asOpus.headers["content-type"]).toBe("audio/ogg; codecs=opus");
    expect(asOpus.rawPayload.subarray(0, 4).toString("latin1")).toBe("OggS");

    const mp3Audio = mp3.decode(new Uint8Array(asMp3.rawPayload));
    const opusAudio = await opus.decodeFile(new Uint8Array(asOpus.rawPayload));
    expect(opusAudio.errors).toEqual([]);
    expect(opusAudio.sampleRate).toBe(48000);
    const mp3Seconds = mp3Audio.samplesDecoded / mp3Audio.sampleRate;
    const opusSeconds = opusAudio.samplesDecoded / opusAudio.sampleRate;
    expect(mp3Seconds).toBeGreaterThan(3);
    // The same speech: lengths agree within the MP3's own padding (a frame or two).
    expect(Math.abs(opusSeconds - mp3Seconds)).toBeLessThan(0.15);
    // Not silence: the decoded voice has real energy.
    const peak = opusAudio.channelData[0]!.reduce((max, v) => Math.max(max, Math.abs(v)), 0);
    expect(peak).toBeGreaterThan(0.1);
    expect(asOpus.rawPayload.length).toBeLessThan(asMp3.rawPayload.length / 2);
    // ~20 kbit/s: about 2.5 KB a second of speech.
    expect(asOpus.rawPayload.length / opusSeconds).toBeLessThan(3200);
  });

  it("refuses an unknown format with a clear 400", async () => {
    const res = await synthesize({ text: HINDI, language: "hindi", format: "flac" });
    expect(res.statusCode).toBe(400);
  });
});

describe("configured OpenAI-compatible TTS asked for Opus", () => {
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

  it('requests response_format "opus" and labels the bytes as Ogg Opus', async () => {
    const upstream = Buffer.from("OggS-fake-opus-from-upstream");
    fake.respondWith({ audio: upstream });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/tts/synthesize",
      payload: { text: HINDI, language: "hindi", format: "opus" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("audio/ogg; codecs=opus");
    expect(res.rawPayload.equals(upstream)).toBe(true);
    expect(fake.requests.at(-1)?.body).toEqual({
      model: "tts-1",
      input: HINDI,
      voice: "nova",
      response_format: "opus",
    });
  });
});
