// The admins' statistics are cached per API replica under a database counter that triggers raise
// on every write the figures read (issue 24, p95 ≤ 40 ms at 100,000 conversations): an admin must
// still see a new conversation, a rating, a 👍 and a new user at the next request, on this replica
// and on a second app (another replica, with its own cache) on the same database.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZAdminStatistics, type TAdminStatistics } from "@sachiv/contracts";
import { buildApp } from "../src/app.ts";
import { injectAs, signUp, uniqueEmail } from "./helper.ts";
import { createAdminTestApp, seedConversation, userIdOf, type TAdminTestApp } from "./helpers/admin.ts";

let t: TAdminTestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createAdminTestApp();
  second = await buildApp(t.config, { database: t.app.dbConnection, logger: false });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function statisticsOn(app: FastifyInstance): Promise<TAdminStatistics> {
  const res = await injectAs(app, t.adminToken, { method: "GET", url: "/api/admin/statistics" });
  expect(res.statusCode, res.body).toBe(200);
  return ZAdminStatistics.parse(res.json());
}

describe("admin statistics cache", () => {
  it("both replicas show a new conversation, rating, 👍 and user at the next request", async () => {
    const userId = await userIdOf(t.app.db, t.userEmail);
    // Both caches warm (twice each: the second is served from the cache).
    const before = await statisticsOn(t.app);
    expect(await statisticsOn(t.app)).toEqual(before);
    expect(await statisticsOn(second)).toEqual(before);
    expect(await statisticsOn(second)).toEqual(before);

    // A new conversation with its first question, written on the other replica's database.
    const conversationId = await seedConversation(t.app.db, {
      userId,
      createdAt: new Date(Date.now() - 5_000),
      messages: [
        { role: "user", content: "ग्राम सभा की बैठक साल में कितनी बार होती है?" },
        { role: "assistant", content: "ग्राम सभा की बैठक साल में कम से कम दो बार होती है।" },
      ],
    });
    for (const app of [t.app, second]) {
      const s = await statisticsOn(app);
      expect(s.total_conversations).toBe(before.total_conversations + 1);
      expect(s.conversations_today).toBe(before.conversations_today + 1);
      expect(s.insights!.top_topics.find((x) => x.topic === "gram sabha")?.count ?? 0).toBe(
        (before.insights!.top_topics.find((x) => x.topic === "gram sabha")?.count ?? 0) + 1,
      );
    }

    // Rated 5, then changed to 2.
    await t.app.db.rating.create({ data: { conversationId, userId, rating: 5 } });
    for (const app of [second, t.app]) {
      const r = (await statisticsOn(app)).insights!.ratings;
      expect(r.count).toBe(before.insights!.ratings.count + 1);
      expect(r.distribution[4]).toBe(before.insights!.ratings.distribution[4]! + 1);
    }
    await t.app.db.rating.update({ where: { conversationId }, data: { rating: 2 } });
    for (const app of [t.app, second]) {
      const r = (await statisticsOn(app)).insights!.ratings;
      expect(r.distribution[4]).toBe(before.insights!.ratings.distribution[4]);
      expect(r.distribution[1]).toBe(before.insights!.ratings.distribution[1]! + 1);
    }

    // A 👍 on the answer.
    const answer = await t.app.db.message.findFirstOrThrow({ where: { conversationId, role: "assistant" } });
    await t.app.db.messageFeedback.create({ data: { messageId: answer.id, userId, value: "up" } });
    for (const app of [second, t.app]) {
      expect((await statisticsOn(app)).insights!.ratings.thumbs_up).toBe(before.insights!.ratings.thumbs_up + 1);
    }

    // A new user signs up.
    await signUp(second, uniqueEmail("sarpanch"));
    for (const app of [t.app, second]) expect((await statisticsOn(app)).total_users).toBe(before.total_users + 1);

    // The cached figures equal a fresh computation (a replica that never cached).
    const fresh = await buildApp(t.config, { database: t.app.dbConnection, logger: false });
    try {
      expect(await statisticsOn(t.app)).toEqual(await statisticsOn(fresh));
    } finally {
      await fresh.close();
    }
  });

  it("a cached figure still drops a conversation the moment it leaves the 30 days", async () => {
    // The oldest conversation inside the 30 days, by a minute: every other one is newer or older.
    const now = new Date();
    await seedConversation(t.app.db, {
      userId: null,
      createdAt: new Date(now.getTime() - 30 * 86_400_000 + 60_000),
      messages: [{ role: "user", content: "ग्राम सभा की बैठक कब होगी?" }],
    });
    const [row] = await t.app.db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM conversations WHERE created_at < ${new Date(now.getTime() - 30 * 86_400_000 + 120_000)}
        AND created_at >= ${new Date(now.getTime() - 30 * 86_400_000)}`;
    expect(Number(row?.n)).toBe(1);
    const first = await t.app.admin.statistics(null, now);
    expect(await t.app.admin.statistics(null, new Date(now.getTime() + 30_000))).toEqual(first);
    // Two minutes on, nothing written: that conversation is older than 30 days.
    const later = await t.app.admin.statistics(null, new Date(now.getTime() + 120_000));
    const fresh = await buildApp(t.config, { database: t.app.dbConnection, logger: false });
    try {
      expect(later).toEqual(await fresh.admin.statistics(null, new Date(now.getTime() + 120_000)));
      expect(later.insights!.languages.hindi + later.insights!.languages.hinglish).toBe(
        first.insights!.languages.hindi + first.insights!.languages.hinglish - 1,
      );
    } finally {
      await fresh.close();
    }
  });
});
