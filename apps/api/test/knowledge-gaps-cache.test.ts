// The knowledge gaps are cached per API replica under a database counter that triggers raise on
// every write the gaps read (issue 24, p95 ≤ 40 ms at 100,000 conversations): an admin must still
// see each change at the next request, on this replica and on any other. Writes go straight to the
// database (as another replica's would); a second gaps service on the same database stands for a
// second replica with its own cache.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZGapListResponse, type TGapListResponse } from "@sachiv/contracts";
import { messageSearchText } from "../src/modules/chat/search-text.ts";
import { createGapsService } from "../src/modules/gaps/service.ts";
import { injectAs } from "./helper.ts";
import { createAdminTestApp, seedConversation, userIdOf, type TAdminTestApp } from "./helpers/admin.ts";

let t: TAdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => t?.close());

async function gapsHttp(query = ""): Promise<TGapListResponse> {
  const res = await injectAs(t.app, t.adminToken, { method: "GET", url: `/api/admin/gaps${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ZGapListResponse.parse(res.json());
}

const QUESTION = "ट्रैक्टर खरीदने पर पंचायत को कितनी सब्सिडी मिलती है?";
const FOLLOW_UP = "tractor kharidne par panchayat ko kitni subsidy milti hai";
const OTHER = "सोलर पंप लगाने के लिए आवेदन कहाँ करें?";
const texts = (list: TGapListResponse) => list.groups.flatMap((g) => g.questions.map((q) => q.text));

describe("knowledge gaps cache", () => {
  it("every replica shows a new low rating, a new question, a 👎, a raised rating and a handled mark at the next request", async () => {
    const other = createGapsService(t.app.db); // a second replica
    const userId = await userIdOf(t.app.db, t.userEmail);
    const conversationId = await seedConversation(t.app.db, {
      userId,
      createdAt: new Date(Date.now() - 60_000),
      messages: [
        { role: "user", content: QUESTION },
        { role: "assistant", content: "ट्रैक्टर पर सब्सिडी राज्य की योजना पर निर्भर है।" },
      ],
      rating: 5,
    });
    // Both caches warm, without it.
    expect(texts(await gapsHttp())).not.toContain(QUESTION);
    expect(texts(await other.list({ status: "open" }))).not.toContain(QUESTION);
    expect(texts(await gapsHttp())).not.toContain(QUESTION);

    // Rated 1 (as the rating route does): a gap on both.
    await t.app.db.rating.update({ where: { conversationId }, data: { rating: 1 } });
    expect(texts(await gapsHttp())).toContain(QUESTION);
    expect(texts(await other.list({ status: "open" }))).toContain(QUESTION);

    // A further question in the low-rated conversation is listed too.
    await t.app.db.message.create({
      data: { conversationId, role: "user", content: FOLLOW_UP, searchText: messageSearchText(FOLLOW_UP) },
    });
    expect(texts(await gapsHttp())).toContain(FOLLOW_UP);

    // A 👎 on an answer elsewhere.
    const second = await seedConversation(t.app.db, {
      userId,
      createdAt: new Date(Date.now() - 30_000),
      messages: [
        { role: "user", content: OTHER },
        { role: "assistant", content: "पंचायत कार्यालय में आवेदन करें।" },
      ],
    });
    const [question, answer] = await t.app.db.message.findMany({
      where: { conversationId: second },
      orderBy: { createdAt: "asc" },
    });
    await t.app.db.message.update({ where: { id: answer!.id }, data: { replyToId: question!.id } });
    expect(texts(await other.list({ status: "open" }))).not.toContain(OTHER);
    await t.app.db.messageFeedback.create({ data: { messageId: answer!.id, userId, value: "down" } });
    expect(texts(await other.list({ status: "open" }))).toContain(OTHER);
    expect(texts(await gapsHttp())).toContain(OTHER);

    // Marked handled on the other replica: this one shows it handled.
    const key = (await gapsHttp()).groups.find((g) => g.questions.some((q) => q.text === OTHER))!.key;
    await other.setHandled(key, true, t.adminEmail);
    expect(texts(await gapsHttp())).not.toContain(OTHER);
    expect((await gapsHttp("?status=handled")).groups.map((g) => g.key)).toContain(key);

    // Rated 4 again: gone from both.
    await t.app.db.rating.update({ where: { conversationId }, data: { rating: 4 } });
    expect(texts(await gapsHttp())).not.toContain(QUESTION);
    expect(texts(await other.list({ status: "open" }))).not.toContain(QUESTION);

    // The cached lists equal a fresh computation (a replica that never cached).
    const fresh = createGapsService(t.app.db);
    for (const query of [{ status: "open" }, { status: "all" }, { status: "handled" }] as const) {
      expect(await t.app.gaps.list(query)).toEqual(await fresh.list(query));
    }
  });
});
