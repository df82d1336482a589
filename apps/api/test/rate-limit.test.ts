// Rate limits live in the database: two API replicas on one database share the counts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.ts";
import { createTestApp, type TTestApp } from "./helper.ts";

describe("rate limits shared across replicas", () => {
  let a: TTestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await createTestApp({ RATE_LIMIT_PER_MINUTE: "5" });
    // A second replica on the same database.
    b = await buildApp(a.config, { database: a.app.dbConnection, logger: false });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("counts requests to either replica against the same limit", async () => {
    const hit = (app: FastifyInstance) =>
      app.inject({
        method: "GET",
        url: "/api/users/me",
        remoteAddress: "10.1.2.3",
        headers: { "x-language": "hindi" },
      });
    for (let i = 0; i < 3; i++) expect((await hit(a.app)).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await hit(b)).statusCode).toBe(401);
    const limited = await hit(b);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "बहुत सारे अनुरोध आए हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await a.app.inject({ method: "GET", url: "/api/users/me", remoteAddress: "10.9.9.9" });
    expect(other.statusCode).toBe(401);
    // The health check is never limited (load balancers poll it).
    expect((await a.app.inject({ method: "GET", url: "/api/health", remoteAddress: "10.1.2.3" })).statusCode).toBe(200);
  });
});

describe("counts far from the limit", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100" });
  });
  afterAll(async () => t.close());

  it("answered at once, sent together, none lost: 12 requests at once are 12 in the database", async () => {
    const hit = () => t.app.inject({ method: "GET", url: "/api/users/me", remoteAddress: "10.4.4.4" });
    const statuses = await Promise.all(Array.from({ length: 12 }, hit));
    expect(statuses.map((r) => r.statusCode)).toEqual(Array(12).fill(401));
    const count = async () =>
      (await t.app.db.rateLimit.findUnique({ where: { key: "anon:10.4.4.4" }, select: { count: true } }))?.count;
    await expect.poll(count).toBe(12);
    // And one more is counted on top of them.
    await hit();
    await expect.poll(count).toBe(13);
  });
});

describe("per-route limits", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("keeps each route's own limit in its own bucket", async () => {
    // Fill the MFA-verify bucket (10 a minute) for one address...
    for (let i = 0; i < 10; i++) {
      await t.app.inject({
        method: "POST",
        url: `/api/auth/factors/${crypto.randomUUID()}/verify`,
        remoteAddress: "10.7.7.7",
        payload: {},
      });
    }
    const verify = await t.app.inject({
      method: "POST",
      url: `/api/auth/factors/${crypto.randomUUID()}/verify`,
      remoteAddress: "10.7.7.7",
      payload: {},
    });
    expect(verify.statusCode).toBe(429);
    // ...sign-up and login from there still work: they count separately.
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      remoteAddress: "10.7.7.7",
      payload: { email: "route.bucket@gram.example.in", password: "Panchayat@2026" },
    });
    expect(signup.statusCode).toBe(200);
    const keys = await t.app.db.rateLimit.findMany({ select: { key: true } });
    expect(keys.map((k) => k.key)).toEqual(
      expect.arrayContaining(["POST /api/auth/factors/:id/verify:10.7.7.7", "POST /api/auth/signup:10.7.7.7"]),
    );
  });
});
