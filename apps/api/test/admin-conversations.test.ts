// The admin's conversation list and CSV export against seeded conversations: email, text (Hindi,
// Hinglish, across scripts) and IST date filters, sort, pagination; the CSV read back with papaparse.
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZConversationListResponse, type TConversationListResponse } from "@sachiv/contracts";
import { walkConversations } from "../src/modules/chat/monitor.ts";
import { errorOf, injectAs, signUp, uniqueEmail } from "./helper.ts";
import { createAdminTestApp, seedConversation, userIdOf, type TAdminTestApp } from "./helpers/admin.ts";

let t: TAdminTestApp;
let ramEmail: string;
let sitaEmail: string;
const ids: Record<string, string> = {};

// Instants in IST: 2026-03-10 23:50 IST is still the 10th in India (18:20 UTC).
const at = (isoIst: string) => new Date(`${isoIst}+05:30`);

beforeAll(async () => {
  t = await createAdminTestApp();
  ramEmail = uniqueEmail("ram.prakash");
  sitaEmail = uniqueEmail("sita.devi");
  await signUp(t.app, ramEmail);
  await signUp(t.app, sitaEmail);
  const ram = await userIdOf(t.app.db, ramEmail);
  const sita = await userIdOf(t.app.db, sitaEmail);
  const db = t.app.db;
  ids.hindi = await seedConversation(db, {
    userId: ram,
    createdAt: at("2026-03-10T23:50:00"),
    messages: [
      { role: "user", content: "ग्राम पंचायत की बैठक कब होती है?" },
      { role: "assistant", content: "ग्राम सभा की बैठक साल में कम से कम दो बार होती है।" },
    ],
    rating: 5,
    feedback: "बहुत अच्छा, धन्यवाद",
  });
  ids.hinglish = await seedConversation(db, {
    userId: sita,
    createdAt: at("2026-03-11T00:10:00"),
    messages: [
      { role: "user", content: "manrega job card kaise banta hai?" },
      { role: "assistant", content: "Job card ke liye gram panchayat mein aavedan dein." },
    ],
    rating: 3,
  });
  ids.tricky = await seedConversation(db, {
    userId: sita,
    createdAt: at("2026-03-12T09:00:00"),
    messages: [
      { role: "user", content: '=HYPERLINK("http://evil.example","click")' },
      { role: "assistant", content: 'Line one, with a comma\nline two with "quotes"\r\n- a list item\n@mention +1' },
    ],
    rating: 2,
    feedback: "-2+3",
  });
  // 25 more for pagination, one a day from 1 Feb, all Ram's.
  for (let i = 0; i < 25; i++) {
    await seedConversation(db, {
      userId: ram,
      createdAt: new Date(at("2026-02-01T12:00:00").getTime() + i * 86_400_000),
      messages: [{ role: "user", content: `sawaal number ${i}` }],
    });
  }
});
afterAll(async () => t?.close());

async function list(query: string): Promise<TConversationListResponse> {
  const res = await injectAs(t.app, t.adminToken, { method: "GET", url: `/api/admin/conversations${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ZConversationListResponse.parse(res.json());
}

describe("GET /admin/conversations", () => {
  it("returns the newest 20 first with messages, rating and feedback, and counts pages", async () => {
    const page = await list("");
    expect(page.total_count).toBe(28);
    expect(page.total_pages).toBe(2);
    expect(page.conversations).toHaveLength(20);
    expect(page.conversations[0]!.id).toBe(ids.tricky);
    const hindi = page.conversations.find((c) => c.id === ids.hindi)!;
    expect(hindi).toMatchObject({
      user_email: ramEmail,
      rating: 5,
      feedback: "बहुत अच्छा, धन्यवाद",
      messages: [
        { role: "user", content: "ग्राम पंचायत की बैठक कब होती है?" },
        { role: "assistant", content: "ग्राम सभा की बैठक साल में कम से कम दो बार होती है।" },
      ],
    });
    const times = page.conversations.map((c) => c.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("sorts oldest first and pages through without gaps or repeats", async () => {
    const first = await list("?sort_order=asc&page_size=10&page=1");
    const second = await list("?sort_order=asc&page_size=10&page=2");
    const third = await list("?sort_order=asc&page_size=10&page=3");
    expect(first.total_pages).toBe(3);
    expect(first.conversations[0]!.messages[0]!.content).toBe("sawaal number 0");
    const all = [...first.conversations, ...second.conversations, ...third.conversations].map((c) => c.id);
    expect(all).toHaveLength(28);
    expect(new Set(all).size).toBe(28);
    expect(all.at(-1)).toBe(ids.tricky);
    expect((await list("?page=9")).conversations).toEqual([]);
  });

  it("filters by part of the email, any case", async () => {
    const sita = await list(`?user_email=${encodeURIComponent("SITA.devi")}`);
    expect(sita.conversations.map((c) => c.id).sort()).toEqual([ids.hinglish, ids.tricky].sort());
    expect((await list("?user_email=nobody-like-this")).total_count).toBe(0);
  });

  it("searches message text in Devanagari and Hinglish, across scripts", async () => {
    const found = async (q: string) =>
      (await list(`?search_query=${encodeURIComponent(q)}`)).conversations.map((c) => c.id).sort();
    expect(await found("पंचायत")).toEqual([ids.hindi, ids.hinglish].sort());
    expect(await found("बैठक")).toEqual([ids.hindi]);
    expect(await found("Job Card")).toEqual([ids.hinglish]);
    // Romanised and spelling-normalised: Hinglish finds Devanagari and back.
    expect(await found("gram sabha")).toEqual([ids.hindi]);
    expect(await found("baithak")).toEqual([ids.hindi]);
    expect(await found("मनरेगा")).toEqual([ids.hinglish]);
    // Part of a word, and characters LIKE would treat as wildcards.
    expect(await found("avedan")).toEqual([ids.hinglish]);
    expect(await found("100%")).toEqual([]);
    expect(await found('"quotes"')).toEqual([ids.tricky]);
  });

  it("takes date_from / date_to as whole days in IST, both included", async () => {
    const on10th = await list("?date_from=2026-03-10&date_to=2026-03-10");
    expect(on10th.conversations.map((c) => c.id)).toEqual([ids.hindi]);
    const from11th = await list("?date_from=2026-03-11");
    expect(from11th.conversations.map((c) => c.id)).toEqual([ids.tricky, ids.hinglish]);
    const february = await list("?date_from=2026-02-01&date_to=2026-02-28&user_email=ram.prakash");
    expect(february.total_count).toBe(25);
  });

  it("combines filters and treats empty values as absent", async () => {
    const both = await list("?user_email=ram.prakash&search_query=पंचायत&date_from=&date_to=&sort_order=");
    expect(both.conversations.map((c) => c.id)).toEqual([ids.hindi]);
  });

  it("rejects bad queries with a 400 in the admin's language", async () => {
    for (const q of [
      "?page_size=101",
      "?page=0",
      "?date_from=10-03-2026",
      "?sort_order=up",
      "?date_from=2026-03-12&date_to=2026-03-10",
    ]) {
      const res = await injectAs(t.app, t.adminToken, { method: "GET", url: `/api/admin/conversations${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(errorOf(res).code).toBe("VALIDATION_FAILED");
    }
  });
});

describe("POST /admin/conversations/export", () => {
  async function exportCsv(body: object) {
    const res = await injectAs(t.app, t.adminToken, {
      method: "POST",
      url: "/api/admin/conversations/export",
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }

  it("streams a UTF-8 CSV with BOM that round-trips text and neutralises formulas", async () => {
    const res = await exportCsv({ user_email: "sita.devi" });
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="conversations_export_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const parsed = Papa.parse<Record<string, string>>(res.rawPayload.toString("utf8").slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([
      "conversation_id",
      "user_email",
      "conversation_created_at",
      "rating",
      "feedback",
      "message_number",
      "role",
      "content",
    ]);
    // Newest conversation first, its messages in order.
    expect(parsed.data.map((r) => [r.conversation_id, r.message_number, r.role])).toEqual([
      [ids.tricky, "1", "user"],
      [ids.tricky, "2", "assistant"],
      [ids.hinglish, "1", "user"],
      [ids.hinglish, "2", "assistant"],
    ]);
    const [formula, multiline, hinglish] = parsed.data;
    expect(formula!.content).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(multiline!.content).toBe(`Line one, with a comma\nline two with "quotes"\r\n- a list item\n@mention +1`);
    expect(formula!.feedback).toBe("'-2+3");
    expect(formula!.rating).toBe("2");
    expect(formula!.conversation_created_at).toBe("2026-03-12T09:00:00+05:30");
    expect(hinglish).toMatchObject({
      user_email: sitaEmail,
      rating: "3",
      content: "manrega job card kaise banta hai?",
    });
  });

  it("keeps Devanagari intact and applies the same filters as the list", async () => {
    const res = await exportCsv({ search_query: "बैठक", date_from: "2026-03-10", date_to: "2026-03-10" });
    const parsed = Papa.parse<Record<string, string>>(res.rawPayload.toString("utf8").replace(/^\ufeff/, ""), {
      header: true,
    });
    expect(parsed.data.filter((r) => r.conversation_id).map((r) => r.content)).toEqual([
      "ग्राम पंचायत की बैठक कब होती है?",
      "ग्राम सभा की बैठक साल में कम से कम दो बार होती है।",
    ]);
    expect(parsed.data[0]!.feedback).toBe("बहुत अच्छा, धन्यवाद");
  });

  it("exports every conversation across keyset batches", async () => {
    const res = await exportCsv({});
    const parsed = Papa.parse<Record<string, string>>(res.rawPayload.toString("utf8").replace(/^\ufeff/, ""), {
      header: true,
      skipEmptyLines: true,
    });
    expect(new Set(parsed.data.map((r) => r.conversation_id)).size).toBe(28);
    expect(parsed.data).toHaveLength(25 + 2 + 2 + 2);
  });

  it("walks the conversations in keyset batches in list order", async () => {
    const walked: string[] = [];
    for await (const batch of walkConversations(t.app.db, {}, 4)) {
      expect(batch.length).toBeLessThanOrEqual(4);
      walked.push(...batch.map((c) => c.id));
    }
    const listed = [...(await list("?page_size=100")).conversations.map((c) => c.id)];
    expect(walked).toEqual(listed);
  });

  it("takes no body, or an empty JSON body, as no filter; refuses broken JSON", async () => {
    for (const headers of [{}, { "content-type": "application/json" }]) {
      const res = await injectAs(t.app, t.adminToken, {
        method: "POST",
        url: "/api/admin/conversations/export",
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(
        new Set(
          Papa.parse<Record<string, string>>(res.body.replace(/^\ufeff/, ""), {
            header: true,
            skipEmptyLines: true,
          }).data.map((r) => r.conversation_id),
        ).size,
      ).toBe(28);
    }
    const broken = await injectAs(t.app, t.adminToken, {
      method: "POST",
      url: "/api/admin/conversations/export",
      headers: { "content-type": "application/json" },
      payload: "{user_email:",
    });
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).code).toBe("INVALID_JSON");
  });

  it("rejects a reversed date range", async () => {
    const res = await injectAs(t.app, t.adminToken, {
      method: "POST",
      url: "/api/admin/conversations/export",
      payload: { date_from: "2026-03-12", date_to: "2026-03-01" },
    });
    expect(res.statusCode).toBe(400);
  });
});
