// The ES256 key pair that signs access tokens: from JWT_PRIVATE_KEY, or generated once and kept
// in the database so every API replica signs and verifies with the same key.
import crypto from "node:crypto";
import type { TDb } from "../db/client.ts";

export type TSigningKey = {
  kid: string;
  privateKeyPem: string;
  publicKeyPem: string;
  publicJwk: Record<string, unknown>;
};

function fromPrivatePem(privateKeyPem: string): TSigningKey {
  const privateKey = crypto.createPrivateKey(privateKeyPem);
  const publicKey = crypto.createPublicKey(privateKey);
  const jwk = publicKey.export({ format: "jwk" }) as Record<string, unknown>;
  if (jwk.kty !== "EC" || jwk.crv !== "P-256") {
    throw new Error("JWT_PRIVATE_KEY must be an EC P-256 (ES256) private key in PEM format");
  }
  // RFC 7638 thumbprint as the key id: stable for the same key on every replica.
  const kid = crypto
    .createHash("sha256")
    .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }))
    .digest("base64url");
  return {
    kid,
    privateKeyPem: privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
    publicKeyPem: publicKey.export({ format: "pem", type: "spki" }).toString(),
    publicJwk: { ...jwk, kid, alg: "ES256", use: "sig" },
  };
}

export function generateSigningKey(): TSigningKey {
  const { privateKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  return fromPrivatePem(privateKey.export({ format: "pem", type: "pkcs8" }).toString());
}

export async function loadSigningKey(db: TDb, configuredPem?: string): Promise<TSigningKey> {
  if (configuredPem) return fromPrivatePem(configuredPem);
  const existing = await db.signingKey.findFirst({ orderBy: { createdAt: "asc" } });
  if (existing) return fromPrivatePem(existing.privateKeyPem);
  const fresh = generateSigningKey();
  // Two replicas starting together may both generate: the first row written wins for both.
  await db.signingKey.createMany({
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it: Prisma's JSON input type refuses Record<string, unknown>
    data: [{ id: fresh.kid, privateKeyPem: fresh.privateKeyPem, publicJwk: fresh.publicJwk as object }],
    skipDuplicates: true,
  });
  const winner = await db.signingKey.findFirstOrThrow({ orderBy: { createdAt: "asc" } });
  return fromPrivatePem(winner.privateKeyPem);
}
