// 16-bit mono PCM → Ogg Opus (RFC 7845) with opusscript (libopus compiled to WebAssembly, no
// native download). Speech at 20 kbit/s in 60 ms frames is about 150 KB a minute, less than half
// of the 48 kbit/s MP3, and Chrome, Firefox and Android's WebView play it. Plain JavaScript: the
// espeak engine thread (espeak-worker.mjs) imports it as it is, under tsx, vitest and node.
import OpusScript from "opusscript";

/** Opus always decodes at 48 kHz; granule positions count 48 kHz samples. */
const OPUS_RATE = 48000;
/** Opus takes 8/12/16/24/48 kHz input: eSpeak's 22050 Hz is resampled to 24 kHz. */
const ENCODE_RATE = 24000;
const FRAME_MS = 60;
const FRAME = (ENCODE_RATE * FRAME_MS) / 1000;
/** libopus's look-ahead at 48 kHz, trimmed by the player (the OpusHead pre-skip). */
const PRE_SKIP = 312;
/** Packets gathered into one Ogg page (one 255-byte lacing value each at this bitrate). */
const PACKETS_PER_PAGE = 50;
export const OPUS_KBPS = 20;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

function oggCrc(bytes) {
  let crc = 0;
  for (let i = 0; i < bytes.length; i++) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ bytes[i]) & 0xff]) >>> 0;
  return crc;
}

/** One Ogg page holding whole packets. */
function oggPage(packets, { granule, serial, sequence, first, last }) {
  const lacing = [];
  for (const p of packets) {
    let n = p.length;
    while (n >= 255) {
      lacing.push(255);
      n -= 255;
    }
    lacing.push(n);
  }
  const bodyLength = packets.reduce((sum, p) => sum + p.length, 0);
  const page = new Uint8Array(27 + lacing.length + bodyLength);
  const view = new DataView(page.buffer);
  page.set([0x4f, 0x67, 0x67, 0x53]); // "OggS"
  page[4] = 0;
  page[5] = (first ? 0x02 : 0) | (last ? 0x04 : 0);
  view.setBigUint64(6, BigInt(granule), true);
  view.setUint32(14, serial, true);
  view.setUint32(18, sequence, true);
  page[26] = lacing.length;
  page.set(lacing, 27);
  let at = 27 + lacing.length;
  for (const p of packets) {
    page.set(p, at);
    at += p.length;
  }
  view.setUint32(22, oggCrc(page), true);
  return page;
}

function opusHead(inputRate) {
  const head = new Uint8Array(19);
  const view = new DataView(head.buffer);
  head.set(new TextEncoder().encode("OpusHead"));
  head[8] = 1; // version
  head[9] = 1; // mono
  view.setUint16(10, PRE_SKIP, true);
  view.setUint32(12, inputRate, true);
  view.setInt16(16, 0, true); // output gain
  head[18] = 0; // channel mapping family 0 (mono/stereo)
  return head;
}

function opusTags() {
  const vendor = new TextEncoder().encode("AI Sachiv (opusscript)");
  const tags = new Uint8Array(8 + 4 + vendor.length + 4);
  const view = new DataView(tags.buffer);
  tags.set(new TextEncoder().encode("OpusTags"));
  view.setUint32(8, vendor.length, true);
  tags.set(vendor, 12);
  view.setUint32(12 + vendor.length, 0, true); // no comments
  return tags;
}

/** Linear interpolation to the encoder's rate: enough for a synthetic voice's band. */
function resample(samples, fromRate) {
  if (fromRate === ENCODE_RATE) return samples;
  const length = Math.round((samples.length * ENCODE_RATE) / fromRate);
  const out = new Int16Array(length);
  const step = fromRate / ENCODE_RATE;
  for (let i = 0; i < length; i++) {
    const x = i * step;
    const j = Math.floor(x);
    const a = samples[j] ?? 0;
    const b = samples[j + 1] ?? a;
    out[i] = Math.round(a + (b - a) * (x - j));
  }
  return out;
}

/**
 * Encodes PCM blocks (Int16Array each) of one utterance at `sampleRate` into one Ogg Opus file.
 * `kbps` is the target bitrate.
 */
export function encodeOggOpus(blocks, sampleRate, kbps = OPUS_KBPS) {
  const total = blocks.reduce((n, b) => n + b.length, 0);
  const joined = new Int16Array(total);
  let at = 0;
  for (const b of blocks) {
    joined.set(b, at);
    at += b.length;
  }
  const pcm = resample(joined, sampleRate);
  const encoder = new OpusScript(ENCODE_RATE, 1, OpusScript.Application.VOIP);
  const packets = [];
  try {
    encoder.setBitrate(kbps * 1000);
    const frame = new Int16Array(FRAME);
    for (let i = 0; i < pcm.length; i += FRAME) {
      frame.fill(0);
      frame.set(pcm.subarray(i, i + FRAME));
      const packet = encoder.encode(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength), FRAME);
      packets.push(Uint8Array.from(packet));
    }
  } finally {
    encoder.delete();
  }

  const serial = (Math.random() * 0xffffffff) >>> 0;
  const pages = [
    oggPage([opusHead(sampleRate)], { granule: 0, serial, sequence: 0, first: true }),
    oggPage([opusTags()], { granule: 0, serial, sequence: 1 }),
  ];
  const perPacket = (FRAME * OPUS_RATE) / ENCODE_RATE;
  // The last page's granule marks the true end, so the player trims the padding of the last frame.
  const end = PRE_SKIP + Math.round((pcm.length * OPUS_RATE) / ENCODE_RATE);
  for (let i = 0; i < packets.length; i += PACKETS_PER_PAGE) {
    const group = packets.slice(i, i + PACKETS_PER_PAGE);
    const last = i + PACKETS_PER_PAGE >= packets.length;
    const granule = last ? end : PRE_SKIP + (i + group.length) * perPacket;
    pages.push(oggPage(group, { granule, serial, sequence: pages.length, last }));
  }
  if (packets.length === 0) pages[1] = oggPage([opusTags()], { granule: 0, serial, sequence: 1, last: true });

  const out = new Uint8Array(pages.reduce((n, p) => n + p.length, 0));
  at = 0;
  for (const p of pages) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
