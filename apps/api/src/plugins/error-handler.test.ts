// Which failures are "the database is away" (503 DATABASE_UNAVAILABLE, try again) and which are not.
import net from "node:net";
import { describe, expect, it } from "vitest";
import { createDbClient } from "../db/client.ts";
import { apiErrorStatus } from "@sachiv/content";
import { ApiError } from "../lib/errors.ts";
import { isDatabaseUnavailable, STATUS_NAMES } from "./error-handler.ts";

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

describe("isDatabaseUnavailable", () => {
  it("a query through Prisma to a database that refuses connections: yes", async () => {
    const db = createDbClient(`postgresql://u:p@127.0.0.1:${await closedPort()}/x`, 1);
    try {
      const err: unknown = await db.$queryRaw`SELECT 1`.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeDefined();
      expect(isDatabaseUnavailable(err)).toBe(true);
    } finally {
      await db.$disconnect();
    }
  });

  it("a model server (or any other HTTP service) refusing connections: no — that is not the database", async () => {
    const err: unknown = await fetch(`http://127.0.0.1:${await closedPort()}/v1/chat/completions`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(String((err as Error).cause)).toMatch(/ECONNREFUSED/);
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe("the catalogue's statuses", () => {
  it("every code answers with a 4xx or 5xx status that has its own reason phrase", () => {
    for (const [code, status] of Object.entries(apiErrorStatus)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(STATUS_NAMES[status], `${code} ${status}`).toBeDefined();
    }
  });

  it("an ApiError takes its status from its code", () => {
    expect(new ApiError("CONVERSATION_NOT_FOUND").statusCode).toBe(404);
    expect(new ApiError("FILE_TOO_LARGE").statusCode).toBe(413);
    expect(new ApiError("TTS_BUSY", { "retry-after": "5" }).headers).toEqual({ "retry-after": "5" });
  });
});
