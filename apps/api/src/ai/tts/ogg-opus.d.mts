// Types of ogg-opus.mjs (plain JavaScript, so the espeak engine thread loads it as it is).

/** Target bitrate of the speech encoding, kbit/s. */
export const OPUS_KBPS: number;

/** PCM blocks of one utterance at `sampleRate` → one Ogg Opus file (mono). */
export function encodeOggOpus(blocks: readonly Int16Array[], sampleRate: number, kbps?: number): Uint8Array;
