// The admin's conversation search past its sample of the newest conversations, on one busy
// official's 10,050 conversations: a village name next to a number is found exactly, in either
// script, through the squashed trigram indexes; a question just asked in an old conversation is
// found at once; an email filter over more than 10,000 conversations answers with an estimate.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageSearchText } from "../src/modules/chat/search-text.ts";
import { injectAs } from "./helper.ts";
import { createAdminTestApp, listConversationsAs, userIdOf, type TAdminTestApp } from "./helpers/admin.ts";

let t: TAdminTestApp;
const BUSY = 10_050; // past the 10,000 conversations an email filter counts exactly
const start = Date.parse("2025-06-01T00:00:00Z");
const minute = 60_000;
// Every conversation names one village; "Sitapur-3" (either script) in 1 of 250, the rest
// neighbours that share its words or its number: "Sitapur-13", "Sitapur-4", "Rampur-3".
const VILLAGES = ["Sitapur-13", "सीतापुर-4", "Rampur-3", "सीतापुर-13", "Sitapur-4"];
const sitapur3 = (i: number) => (i % 500 === 0 ? "Sitapur-3" : i % 500 === 250 ? "सीतापुर-3" : undefined);
/** Newest first. */
const sitapur3Ids: string[] = [];
let sitapur13 = 0; // "Sitapur-13" as written, in Latin letters
/** Newest first: every conversation of the busy official. */
const busyIds: string[] = [];
let oldConversation = "";

beforeAll(async () => {
  t = await createAdminTestApp();
  const userId = await userIdOf(t.app.db, t.userEmail);
  const conversations: { id: string; userId: string; createdAt: Date }[] = [];
  const messages: {
    conversationId: string;
    role: "user" | "assistant";
    content: string;
    searchText: string;
    createdAt: Date;
  }[] = [];
  const searchText = new Map<string, string>();
  const searchTextOf = (content: string) =>
    searchText.get(content) ?? searchText.set(content, messageSearchText(content)).get(content)!;
  for (let i = 0; i < BUSY; i++) {
    const id = randomUUID();
    const createdAt = new Date(start + i * minute);
    const village = sitapur3(i) ?? VILLAGES[i % VILLAGES.length]!;
    conversations.push({ id, userId, createdAt });
    busyIds.unshift(id);
    if (sitapur3(i)) sitapur3Ids.unshift(id);
    if (village === "Sitapur-13") sitapur13++;
    const question = `${village} gram panchayat mein naya kuan kab banega?`;
    const answer = "Gram sabha mein prastav paarit karein, phir block office ko bhejein.";
    messages.push(
      { conversationId: id, role: "user", content: question, searchText: searchTextOf(question), createdAt },
      {
        conversationId: id,
        role: "assistant",
        content: answer,
        searchText: searchTextOf(answer),
        createdAt: new Date(createdAt.getTime() + 1000),
      },
    );
  }
  oldConversation = busyIds[BUSY - 1]!;
  await t.app.db.conversation.createMany({ data: conversations });
  await t.app.db.message.createMany({ data: messages });
});
afterAll(async () => {
  await t?.close();
});

const search = (query: string) => listConversationsAs(t, query);

describe("admin conversation search through the trigram indexes", () => {
  it("a village next to a number: exactly its conversations, newest first, whichever script is typed", async () => {
    for (const typed of ["sitapur-3", "Sitapur-3", "सीतापुर-3"]) {
      const found = await search(`search_query=${encodeURIComponent(typed)}&page_size=50`);
      expect(found.total_is_estimate, typed).toBeUndefined();
      expect(found.total_count, typed).toBe(sitapur3Ids.length);
      expect(
        found.conversations.map((c) => c.id),
        typed,
      ).toEqual(sitapur3Ids);
    }
    // Part of a word, as typed: "tapur-13" is inside "Sitapur-13" only.
    const inside = await search("search_query=tapur-13&page_size=20");
    expect(inside.total_is_estimate).toBeUndefined();
    expect(inside.total_count).toBe(sitapur13);
  });

  it("a question just asked in an old conversation is found at once, and so is its answer", async () => {
    const before = await search("search_query=madhuban-77");
    expect(before.total_count).toBe(0);
    const res = await injectAs(t.app, t.userToken, {
      method: "POST",
      url: "/api/chat/",
      payload: { message: "Madhuban-77 ke talab ki safai kaun karega?", conversation_id: oldConversation },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const typed of ["madhuban-77", "मधुबन-77"]) {
      const found = await search(`search_query=${encodeURIComponent(typed)}`);
      expect(found.total_is_estimate, typed).toBeUndefined();
      expect(found.total_count, typed).toBe(1);
      expect(found.conversations[0]!.id, typed).toBe(oldConversation);
      expect(
        found.conversations[0]!.messages.some((m) => m.content.includes("Madhuban-77")),
        typed,
      ).toBe(true);
    }
  });

  it("an email filter over more than 10,000 conversations: an estimate, with the newest page exact", async () => {
    const part = t.userEmail.split("@")[0]!;
    const all = await search(`user_email=${encodeURIComponent(part)}&page_size=20`);
    expect(all.total_is_estimate).toBe(true);
    expect(all.total_count).toBeGreaterThan(10_000);
    expect(Math.abs(all.total_count - BUSY) / BUSY).toBeLessThan(0.15);
    expect(all.conversations.map((c) => c.id)).toEqual(busyIds.slice(0, 20));
    // Narrowed by a day (IST) to 1,440 of them: counted exactly.
    const day = await search(`user_email=${encodeURIComponent(part)}&date_from=2025-06-03&date_to=2025-06-03`);
    expect(day.total_is_estimate).toBeUndefined();
    expect(day.total_count).toBe(24 * 60);
  });
});
