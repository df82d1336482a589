// Opaque tokens (refresh, email confirmation) and password hashing.
import crypto from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

export function newOpaqueToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** Tokens are stored only as SHA-256 hashes: a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

// argon2id with the library's defaults (19 MiB, t=2): OWASP's recommended minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/** Verifies a password; with no stored hash it still spends the same time (no user probing). */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash("not-a-real-password-0000");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

// A rotated refresh token keeps its successor encrypted under a key derived from itself: only
// someone who holds the old token can read the new one back (a leaked table alone cannot).
const sealKey = (token: string) => crypto.createHash("sha256").update(`refresh-successor:${token}`).digest();

export function sealWithToken(token: string, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", sealKey(token), iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The sealed secret, or null when the token does not open it. */
export function openWithToken(token: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = crypto.createDecipheriv("aes-256-gcm", sealKey(token), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
