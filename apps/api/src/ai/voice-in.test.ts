import { describe, expect, it } from "vitest";
import { encodeOggOpus } from "./tts/ogg-opus.mjs";
import { forTranscription, TRANSCRIBE_RATE } from "./voice-in.ts";

/** A 440 Hz tone, `seconds` long at `rate`. */
function tone(seconds: number, rate: number): Int16Array {
  const pcm = new Int16Array(Math.round(seconds * rate));
  for (let i = 0; i < pcm.length; i++) pcm[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return pcm;
}

describe("voice notes for transcription", () => {
  it("decodes Ogg Opus to 16 kHz mono 16-bit WAV of the same length and pitch", () => {
    const ogg = encodeOggOpus([tone(2, 24_000)], 24_000);
    const { bytes, mimeType } = forTranscription(ogg, "audio/ogg; codecs=opus");
    expect(mimeType).toBe("audio/wav");
    const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe("RIFF");
    expect(v.getUint16(22, true)).toBe(1); // mono
    expect(v.getUint32(24, true)).toBe(TRANSCRIBE_RATE);
    expect(v.getUint16(34, true)).toBe(16);
    const pcm = new Int16Array(bytes.slice(44).buffer);
    // 2 s, give or take the last partial frame (60 ms).
    expect(Math.abs(pcm.length - 2 * TRANSCRIBE_RATE)).toBeLessThanOrEqual(0.06 * TRANSCRIBE_RATE);
    // Still a 440 Hz tone: about 880 zero crossings a second.
    let crossings = 0;
    for (let i = 1; i < pcm.length; i++) if ((pcm[i - 1] ?? 0) < 0 !== (pcm[i] ?? 0) < 0) crossings++;
    expect(crossings / (pcm.length / TRANSCRIBE_RATE)).toBeGreaterThan(860);
    expect(crossings / (pcm.length / TRANSCRIBE_RATE)).toBeLessThan(900);
  });

  it("passes other audio through as it came", () => {
    const mp3 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0]);
    expect(forTranscription(mp3, "audio/mpeg")).toEqual({ bytes: mp3, mimeType: "audio/mpeg" });
  });
});
