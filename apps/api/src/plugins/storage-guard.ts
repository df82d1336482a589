// Embedded database: keeps the data folder's disk from filling up. PostgreSQL that runs out of
// space in the middle of a write fails that request and, if it happens while creating a WAL
// segment, stops altogether (PGlite then hangs every later query). So below a floor of free
// space, requests that write are refused up front with 507 "storage full" in the caller's
// language; reading, signing in and the health check go on. Free space is read at most once a
// second (statfs), never on the request path.
import fs from "node:fs/promises";
import fp from "fastify-plugin";
import { ApiError } from "../lib/errors.ts";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const REFRESH_MS = 1000;

export type TStorageGuardOptions = { dataDir: string; minFreeBytes: number };

export default fp<TStorageGuardOptions>(async (app, { dataDir, minFreeBytes }) => {
  let free = Number.POSITIVE_INFINITY;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  let warned = false;

  const refresh = () =>
    (checking ??= fs
      .statfs(dataDir)
      .then((s) => {
        free = s.bavail * s.bsize;
        checkedAt = Date.now();
        if (free < minFreeBytes && !warned)
          app.log.error(
            `storage: ${Math.round(free / 1048576)} MB free in ${dataDir}; writes are refused until space is freed`,
          );
        warned = free < minFreeBytes;
      })
      .catch((err: unknown) => app.log.warn({ err }, "storage: could not read free space"))
      .finally(() => (checking = undefined)));

  await refresh();
  app.decorate("storageFreeBytes", () => free);

  app.addHook("onRequest", async (request) => {
    if (READS.has(request.method) || !request.url.startsWith("/api/") || request.url.startsWith("/api/auth/")) return;
    if (Date.now() - checkedAt > REFRESH_MS) await refresh();
    if (free < minFreeBytes) throw new ApiError("STORAGE_FULL");
  });
});

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    /** Free bytes on the embedded database's disk, as last read. */
    storageFreeBytes?: () => number;
  }
}
