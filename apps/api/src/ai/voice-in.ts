// An inbound voice note (WhatsApp's Ogg Opus) made 16 kHz mono 16-bit WAV before transcription:
// what speech models are trained on and what a Whisper server would resample to anyway, and the
// same bytes for every server (some take no Ogg). No ffmpeg: the Ogg pages are read here and the
// Opus packets decoded by libopus as WebAssembly (opusscript, already used to encode the spoken
// answers), which decodes straight at 16 kHz and mixes stereo down to mono itself.
import OpusScript from "opusscript";

export const TRANSCRIBE_RATE = 16_000;
/** Opus counts its pre-skip in 48 kHz samples. */
const OPUS_RATE = 48_000;
/** Longest voice note decoded (a WhatsApp voice note is at most ~30 min at 16 MB; a question is short). */
const MAX_SECONDS = 15 * 60;

export class NotOggOpusError extends Error {}

/** The packets of the first logical stream of an Ogg file (RFC 3533), in order. */
export function oggPackets(bytes: Uint8Array): Uint8Array[] {
  const packets: Uint8Array[] = [];
  let partial: Uint8Array[] = [];
  let serial: number | undefined;
  let at = 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  while (at + 27 <= bytes.length) {
    if (bytes[at] !== 0x4f || bytes[at + 1] !== 0x67 || bytes[at + 2] !== 0x67 || bytes[at + 3] !== 0x53) {
      throw new NotOggOpusError("not an Ogg page");
    }
    const pageSerial = view.getUint32(at + 14, true);
    const segments = bytes[at + 26] ?? 0;
    const lacing = bytes.subarray(at + 27, at + 27 + segments);
    if (lacing.length < segments) throw new NotOggOpusError("truncated Ogg page");
    let body = at + 27 + segments;
    serial ??= pageSerial;
    const mine = pageSerial === serial;
    for (const size of lacing) {
      if (body + size > bytes.length) throw new NotOggOpusError("truncated Ogg page");
      if (mine) partial.push(bytes.subarray(body, body + size));
      body += size;
      // A lacing value under 255 ends a packet; 255 means it goes on (maybe on the next page).
      if (size < 255 && mine) {
        const length = partial.reduce((n, p) => n + p.length, 0);
        const packet = new Uint8Array(length);
        let o = 0;
        for (const p of partial) {
          packet.set(p, o);
          o += p.length;
        }
        packets.push(packet);
        partial = [];
      }
    }
    at = body;
  }
  return packets;
}

/** 16-bit mono PCM as a WAV file. */
export function wavOf(pcm: Int16Array, rate: number): Uint8Array {
  const out = new Uint8Array(44 + pcm.byteLength);
  const v = new DataView(out.buffer);
  const ascii = (o: number, s: string) => {
    for (let i = 0; i < s.length; i++) out[o + i] = s.charCodeAt(i);
  };
  ascii(0, "RIFF");
  v.setUint32(4, 36 + pcm.byteLength, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true); // PCM
  v.setUint16(22, 1, true); // mono
  v.setUint32(24, rate, true);
  v.setUint32(28, rate * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  ascii(36, "data");
  v.setUint32(40, pcm.byteLength, true);
  out.set(new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength), 44);
  return out;
}

/** Ogg Opus → 16 kHz mono 16-bit PCM (the encoder's pre-skip trimmed). NotOggOpusError otherwise. */
export function decodeOggOpus(bytes: Uint8Array): Int16Array {
  const packets = oggPackets(bytes);
  const head = packets[0];
  if (!head || new TextDecoder().decode(head.subarray(0, 8)) !== "OpusHead") {
    throw new NotOggOpusError("no OpusHead");
  }
  const preSkip = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint16(10, true);
  const decoder = new OpusScript(TRANSCRIBE_RATE, 1, OpusScript.Application.VOIP);
  const chunks: Int16Array[] = [];
  let total = 0;
  try {
    // packets[1] is OpusTags; audio from the third packet on.
    for (const packet of packets.slice(2)) {
      if (packet.length === 0) continue;
      const pcm = decoder.decode(Buffer.from(packet));
      const samples = new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.byteLength));
      chunks.push(samples);
      total += samples.length;
      if (total > MAX_SECONDS * TRANSCRIBE_RATE) break;
    }
  } finally {
    decoder.delete();
  }
  const skip = Math.round((preSkip * TRANSCRIBE_RATE) / OPUS_RATE);
  const out = new Int16Array(Math.max(0, total - skip));
  let o = -skip;
  for (const c of chunks) {
    for (let i = 0; i < c.length; i++, o++) if (o >= 0 && o < out.length) out[o] = c[i] ?? 0;
  }
  return out;
}

/**
 * A voice note as the transcriber gets it: Ogg Opus → 16 kHz mono WAV; anything else (an MP3, an
 * M4A sent as a file) as it came.
 */
export function forTranscription(bytes: Uint8Array, mimeType: string): { bytes: Uint8Array; mimeType: string } {
  const looksOgg = bytes[0] === 0x4f && bytes[1] === 0x67 && bytes[2] === 0x67 && bytes[3] === 0x53;
  if (!looksOgg) return { bytes, mimeType };
  return { bytes: wavOf(decodeOggOpus(bytes), TRANSCRIBE_RATE), mimeType: "audio/wav" };
}
