// Checks what Meta sends us: the webhook's X-Hub-Signature-256 (HMAC-SHA256 of the raw body bytes
// with the app secret) and the verify token of the subscription handshake, both compared in
// constant time. The raw bytes, never re-serialised JSON: JSON.stringify writes Devanagari and
// escapes differently from Meta, and the signature would no longer match.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** Equal strings, in time that does not depend on where they differ (nor on their lengths). */
export function constantTimeEqual(a: string, b: string): boolean {
  const ha = createHash("sha256").update(a, "utf8").digest();
  const hb = createHash("sha256").update(b, "utf8").digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

/** Whether `header` ("sha256=<hex>") signs `rawBody` with `secret`. */
export function isValidSignature(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const given = Buffer.from(header.slice("sha256=".length).trim().toLowerCase(), "hex");
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The header Meta would send for this body (the stand-in and tests sign with it). */
export function signatureOf(rawBody: Buffer | string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(rawBody).digest("hex")}`;
}
