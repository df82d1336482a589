// 16-bit mono PCM → MP3 with lamejs (pure JavaScript). 48 kbps mono at eSpeak's 22050 Hz is
// clear for speech and about 6 KB per second of audio, light on a weak mobile network.
import { Mp3Encoder } from "@breezystack/lamejs";

export const MP3_KBPS = 48;
/** lamejs encodes in frames of 1152 samples; feeding whole frames avoids extra copies. */
const BLOCK = 1152 * 16;

export type TMp3Stream = {
  /** Encodes more samples; returns MP3 bytes made so far (may be empty). */
  write(samples: Int16Array): Uint8Array[];
  end(): Uint8Array[];
};

/** lamejs hands back Int8Array views of a buffer it reuses: copy them as bytes. */
function copyBytes(
  view: ArrayLike<number> & { buffer: ArrayBufferLike; byteOffset: number; byteLength: number },
): Uint8Array {
  return Uint8Array.from(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
}

export function createMp3Stream(sampleRate: number, kbps = MP3_KBPS): TMp3Stream {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  return {
    write(samples) {
      const out: Uint8Array[] = [];
      for (let i = 0; i < samples.length; i += BLOCK) {
        const bytes = encoder.encodeBuffer(samples.subarray(i, i + BLOCK));
        if (bytes.length > 0) out.push(copyBytes(bytes));
      }
      return out;
    },
    end() {
      const bytes = encoder.flush();
      return bytes.length > 0 ? [copyBytes(bytes)] : [];
    },
  };
}
