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
