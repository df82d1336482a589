// TRUST_PROXY is a hop count or a list of proxy addresses: behind one proxy, a client-chosen
// X-Forwarded-For cannot change the address its requests are limited by.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { createTestApp, type TTestApp } from "./helper.ts";

const PROXY = "10.0.0.5";
const CLIENT = "203.0.113.7";

/** An anonymous request as the proxy forwards it: whatever the client sent, then the client's address. */
function throughProxy(t: TTestApp, forgedByClient: string | undefined) {
  return t.app.inject({
    method: "GET",
    url: "/api/users/me",
    remoteAddress: PROXY,
    headers: { "x-forwarded-for": forgedByClient ? `${forgedByClient}, ${CLIENT}` : CLIENT },
  });
}

describe.each([{ trust: "1" }, { trust: "10.0.0.0/8,127.0.0.1" }])(
  "TRUST_PROXY=$trust behind one proxy",
  ({ trust }) => {
    let t: TTestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: trust, ANON_RATE_LIMIT_PER_MINUTE: "3" });
    });
    afterAll(async () => t.close());

    it("limits the real client whatever X-Forwarded-For it sends", async () => {
      expect((await throughProxy(t, undefined)).statusCode).toBe(401);
      expect((await throughProxy(t, "1.1.1.1")).statusCode).toBe(401);
      expect((await throughProxy(t, "2.2.2.2, 10.9.9.9")).statusCode).toBe(401);
      expect((await throughProxy(t, "3.3.3.3")).statusCode).toBe(429);
      // Another client behind the same proxy has its own budget.
      const other = await t.app.inject({
        method: "GET",
        url: "/api/users/me",
        remoteAddress: PROXY,
        headers: { "x-forwarded-for": "198.51.100.9" },
      });
      expect(other.statusCode).toBe(401);
    });
  },
);

describe("TRUST_PROXY values", () => {
  const base = { NODE_ENV: "test", DATA_DIR: "memory" } as const;
  it("reads a hop count, an address list, and no proxy", () => {
    expect(loadConfig({ ...base, TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
    expect(loadConfig({ ...base, TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ ...base }).trustProxy).toBe(false);
  });

  it("refuses true (every hop) and malformed entries with a clear start-up error", () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY=1/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: "10.0.0.0/40" })).toThrow(/TRUST_PROXY: "10.0.0.0\/40"/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: "proxy.example" })).toThrow(/not a hop count/);
  });
});
