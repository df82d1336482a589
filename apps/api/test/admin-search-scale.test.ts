// The admin's conversation search past a few hundred conversations (issue 13): a word found in
// most of them answers from a sample of the newest ones, with an estimated total (counting every
// match of "panchayat" at 100k conversations took a second); a rare word, or a common word found
// only in old conversations, is counted exactly. Either way the page holds the right
// conversations, newest first, without repeats across pages.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageSearchText } from "../src/modules/chat/search-text.ts";
import { createAdminTestApp, listConversationsAs, type TAdminTestApp } from "./helpers/admin.ts";

let t: TAdminTestApp;
const COMMON = 5600; // newest: "panchayat" in each (past the 5,000 estimated matches counted exactly)
const PLAIN = 100; // newest of all, interleaved: no "panchayat"
const OLD = 600; // oldest: "purana talab" in each
const RARE = 3; // among the old ones: "kusumi"
const start = Date.parse("2025-01-01T00:00:00Z");
/** Newest first: ids of the conversations holding "panchayat". */
const panchayatNewestFirst: string[] = [];
const OFFICIAL = "purane.sarpanch@gram.example.in";
const OFFICIAL_PANCHAYAT = 5; // the official's oldest: "panchayat"
const OFFICIAL_POND = 250; // the official's newest (among the old ones): "talab"
const officialPanchayatNewestFirst: string[] = [];
const panchayatMinutesOldest: number[] = [];
/** Their minutes after `start`, in the same order. */
const panchayatMinutesNewestFirst: number[] = [];

beforeAll(async () => {
  t = await createAdminTestApp();
  const conversations: { id: string; createdAt: Date; userId?: string }[] = [];
  // One official whose newest 250 conversations are about a pond, and 5 older ones about the
  // panchayat: the newest of their conversations say nothing of a word common everywhere else.
  const official = await t.app.db.user.create({
    data: { email: OFFICIAL, passwordHash: "not-a-login" },
    select: { id: true },
  });
  const messages: {
    conversationId: string;
    role: "user" | "assistant";
    content: string;
    searchText: string;
    createdAt: Date;
  }[] = [];
  const add = (minute: number, question: string, userId?: string) => {
    const id = randomUUID();
    const createdAt = new Date(start + minute * 60_000);
    conversations.push({ id, createdAt, ...(userId ? { userId } : {}) });
    messages.push({
      conversationId: id,
      role: "user",
      content: question,
      searchText: messageSearchText(question),
      createdAt,
    });
    const answer = "Gram sabha mein yeh baat rakhein.";
    messages.push({
      conversationId: id,
      role: "assistant",
      content: answer,
      searchText: messageSearchText(answer),
      createdAt: new Date(createdAt.getTime() + 1000),
    });
    return id;
  };
  for (let i = 0; i < OFFICIAL_PANCHAYAT; i++) {
    const minute = -10 + i;
    officialPanchayatNewestFirst.unshift(add(minute, `Gram panchayat ki purani baithak ${i}`, official.id));
    panchayatMinutesOldest.push(minute);
  }
  for (let i = 0; i < OLD; i++)
    add(
      i,
      i < RARE ? `Kusumi gaon ka purana talab ${i}` : `Purana talab kaise saaf karein ${i}`,
      i < OFFICIAL_POND ? official.id : undefined,
    );
  for (let i = 0; i < COMMON + PLAIN; i++) {
    const minute = OLD + i;
    // Every 12th of the newest has no "panchayat": the sample must really be checked.
    if (i % 12 === 5 && i / 12 < PLAIN) add(minute, `Naya kuan kab banega ${i}`);
    else {
      panchayatNewestFirst.unshift(add(minute, `Gram panchayat ki baithak ${i}`));
      panchayatMinutesNewestFirst.unshift(minute);
    }
  }
  panchayatNewestFirst.push(...officialPanchayatNewestFirst);
  panchayatMinutesNewestFirst.push(...panchayatMinutesOldest.reverse());
  await t.app.db.conversation.createMany({ data: conversations });
  await t.app.db.message.createMany({ data: messages });
});
afterAll(async () => {
  await t?.close();
});

const search = (query: string) => listConversationsAs(t, query);

describe("admin conversation search at scale", () => {
  it("a word in most conversations: an estimated total near the true count, the newest matches first, pages without repeats", async () => {
    const first = await search("search_query=panchayat&page=1&page_size=20");
    expect(first.total_is_estimate).toBe(true);
    const truth = panchayatNewestFirst.length;
    expect(Math.abs(first.total_count - truth) / truth).toBeLessThan(0.15);
    expect(first.conversations.map((c) => c.id)).toEqual(panchayatNewestFirst.slice(0, 20));
    const second = await search("search_query=panchayat&page=2&page_size=20");
    expect(second.conversations.map((c) => c.id)).toEqual(panchayatNewestFirst.slice(20, 40));
    // Beyond the sample: walked on, still exact pages.
    const deep = await search("search_query=panchayat&page=40&page_size=20");
    expect(deep.conversations.map((c) => c.id)).toEqual(panchayatNewestFirst.slice(780, 800));
  });

  it("a rare word and a common word of old conversations only: exact totals", async () => {
    const rare = await search("search_query=kusumi");
    expect(rare.total_is_estimate).toBeUndefined();
    expect(rare.total_count).toBe(RARE);
    const old = await search("search_query=talab&page_size=20");
    expect(old.total_is_estimate).toBeUndefined();
    expect(old.total_count).toBe(OLD);
    expect(old.total_pages).toBe(OLD / 20);
  });

  it("with a date filter: a common word estimated among the filtered conversations, a rare one exact and only within the dates", async () => {
    // All of them fall on or after 1 January 2025 (IST): the text search samples the filtered set.
    const all = await search("search_query=panchayat&date_from=2025-01-01&page_size=20");
    expect(all.total_is_estimate).toBe(true);
    const truth = panchayatNewestFirst.length;
    expect(Math.abs(all.total_count - truth) / truth).toBeLessThan(0.15);
    expect(all.conversations.map((c) => c.id)).toEqual(panchayatNewestFirst.slice(0, 20));
    // From 3 January (IST), i.e. from 18:30 UTC on 2 January: fewer, still estimated — the word
    // is common among all conversations, so counting it exactly would read most messages.
    const dayThree = 18 * 60 + 30 + 24 * 60;
    const fromDayThree = await search("search_query=panchayat&date_from=2025-01-03&page_size=20");
    expect(fromDayThree.total_is_estimate).toBe(true);
    const inRange = panchayatMinutesNewestFirst.filter((m) => m >= dayThree).length;
    expect(Math.abs(fromDayThree.total_count - inRange) / inRange).toBeLessThan(0.15);
    expect(fromDayThree.total_count).toBeLessThan(truth * 0.8);
    expect(fromDayThree.conversations.map((c) => c.id)).toEqual(panchayatNewestFirst.slice(0, 20));
    // The old conversations are all on 1 January.
    expect((await search("search_query=talab&date_from=2025-01-02")).total_count).toBe(0);
    const kusumi = await search("search_query=kusumi&date_to=2025-01-01");
    expect(kusumi.total_is_estimate).toBeUndefined();
    expect(kusumi.total_count).toBe(RARE);
  });

  it("a word common everywhere but not among the newest conversations an email filter leaves: the older ones are still found", async () => {
    const found = await search(`search_query=panchayat&user_email=purane.sarpanch&page_size=20`);
    expect(found.conversations.map((c) => c.id)).toEqual(officialPanchayatNewestFirst);
    expect(found.total_count).toBeGreaterThanOrEqual(OFFICIAL_PANCHAYAT);
    expect(found.conversations.every((c) => c.user_email === OFFICIAL)).toBe(true);
  });
});
