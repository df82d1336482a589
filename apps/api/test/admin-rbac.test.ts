// Every /admin route and the live channel: no token → 401, a sarpanch's token → 403, an admin's → in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrors } from "@sachiv/content";
import { ZAdminStatistics } from "@sachiv/contracts";
import { errorOf, injectAs } from "./helper.ts";
import { createAdminTestApp, openLive, seedConversation, userIdOf, type TAdminTestApp } from "./helpers/admin.ts";

let t: TAdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => t?.close());

const ROUTES = [
  { method: "GET", url: "/api/admin/statistics" },
  { method: "GET", url: "/api/admin/conversations" },
  { method: "POST", url: "/api/admin/conversations/export", payload: {} },
  { method: "POST", url: "/api/admin/documents/upload" },
  { method: "POST", url: "/api/admin/documents/ingest" },
  { method: "GET", url: "/api/admin/system" },
] as const;

describe("admin routes", () => {
  it.each(ROUTES)("$method $url: 401 without a token, 403 for a non-admin", async (route) => {
    const anonymous = await t.app.inject({ ...route });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).code).toBe("UNAUTHENTICATED");

    const sarpanch = await injectAs(t.app, t.userToken, { ...route, headers: { "x-language": "hindi" } });
    expect(sarpanch.statusCode).toBe(403);
    expect(sarpanch.json()).toMatchObject({
      code: "FORBIDDEN_ADMIN_ONLY",
      message: apiErrors.FORBIDDEN_ADMIN_ONLY.hindi,
    });

    const forged = await injectAs(t.app, `${t.adminToken.slice(0, -4)}AAAA`, { ...route });
    expect(forged.statusCode).toBe(401);
  });

  it("lets the admin in", async () => {
    const stats = await injectAs(t.app, t.adminToken, { method: "GET", url: "/api/admin/statistics" });
    expect(stats.statusCode).toBe(200);
    expect(ZAdminStatistics.parse(stats.json()).total_users).toBe(2);
    const list = await injectAs(t.app, t.adminToken, { method: "GET", url: "/api/admin/conversations" });
    expect(list.statusCode).toBe(200);
  });
});

describe("statistics", () => {
  it("counts active users by a conversation in the last 30 days, and today / this week in IST", async () => {
    const userId = await userIdOf(t.app.db, t.userEmail);
    const adminId = await userIdOf(t.app.db, t.adminEmail);
    const day = 24 * 60 * 60 * 1000;
    const before = ZAdminStatistics.parse(
      (await injectAs(t.app, t.adminToken, { method: "GET", url: "/api/admin/statistics" })).json(),
    );
    await seedConversation(t.app.db, { userId, createdAt: new Date(), messages: [{ role: "user", content: "aaj" }] });
    // The admin's only conversation is 40 days old: not active.
    await seedConversation(t.app.db, { userId: adminId, createdAt: new Date(Date.now() - 40 * day), messages: [] });
    const after = ZAdminStatistics.parse(
      (await injectAs(t.app, t.adminToken, { method: "GET", url: "/api/admin/statistics" })).json(),
    );
    expect(after.total_conversations).toBe(before.total_conversations + 2);
    expect(after.conversations_today).toBe(before.conversations_today + 1);
    expect(after.conversations_this_week).toBe(before.conversations_this_week + 1);
    expect(after.active_users).toBe(1);
  });
});

describe("live channel", () => {
  it("refuses the upgrade without a token (401) and for a non-admin (403)", async () => {
    await expect(openLive(t.app, "")).rejects.toThrow("HTTP 401");
    await expect(openLive(t.app, "?token=not-a-jwt")).rejects.toThrow("HTTP 401");
    await expect(openLive(t.app, `?token=${t.userToken}`)).rejects.toThrow("HTTP 403");
  });

  it("greets an admin and answers ping with pong", async () => {
    const live = await openLive(t.app, `?token=${t.adminToken}&language=hindi`);
    try {
      const [hello] = await live.waitFor((n) => n.type === "connection_established");
      expect(hello!.message).toBe("एडमिन सूचनाओं से जुड़ गए");
      live.socket.send("ping");
      await expect.poll(() => live.texts).toContain("pong");
    } finally {
      await live.close();
    }
  });
});
