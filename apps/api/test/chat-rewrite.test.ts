// With a chat model, retrieval first asks it for a Hindi and an English search query (issue 11):
// tested against the fake OpenAI server — a good rewrite finds what the question alone cannot,
// a garbage rewrite and a hanging one leave the question's own search.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TChatSource } from "@sachiv/contracts";
import { createQueryRewriter, parseSearchQueries } from "../src/ai/chat/index.ts";
import { seedStarterCorpus } from "../src/modules/knowledge/starter.ts";
import { createTestApp, injectAs, signUp, type TTestApp } from "./helper.ts";
import { startFakeOpenAI, type TFakeOpenAI } from "./helpers/fake-openai.ts";

// Portuguese: neither the lexicon nor the dictionary knows it, so only the rewrite can help.
const QUESTION = "Com que frequência se reúne a assembleia da aldeia?";
const GOOD_REWRITE = "HI: ग्राम सभा की बैठक साल में कितनी बार होती है\nEN: how many times a year does the gram sabha meet";

let fake: TFakeOpenAI;
let t: TTestApp;
let token: string;
let rewrite: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  // Rewrite requests are the non-streaming ones; the answer itself streams the usual chunks.
  fake.respond = (body) => (body.stream ? undefined : rewrite);
  t = await createTestApp({
    CHAT_MODEL: "fake-model",
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: "sk-test",
    CHAT_QUERY_REWRITE_TIMEOUT_MS: "2000",
    CHAT_RATE_LIMIT_PER_MINUTE: "1000",
  });
  await seedStarterCorpus(t.app.db);
  token = (await signUp(t.app)).access_token;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const ask = async (message: string) => {
  const res = await injectAs(t.app, token, {
    method: "POST",
    url: "/api/chat",
    payload: { message, language: "hinglish" },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: string; sources: TChatSource[] }>();
};

describe("query rewrite", () => {
  it("reads the two queries of a reply and refuses anything else", () => {
    expect(parseSearchQueries(GOOD_REWRITE)).toEqual({
      hindi: "ग्राम सभा की बैठक साल में कितनी बार होती है",
      english: "how many times a year does the gram sabha meet",
    });
    expect(parseSearchQueries("I am sorry, I cannot help with that.")).toBeNull();
    expect(parseSearchQueries("HI: gram sabha\nEN: ग्राम सभा")).toBeNull(); // scripts swapped
    expect(parseSearchQueries(`HI: ${"ग".repeat(300)}`)).toBeNull();
  });

  it("searches the model's Hindi and English queries beside the question", async () => {
    rewrite = GOOD_REWRITE;
    const from = fake.requests.length;
    const { sources } = await ask(QUESTION);
    const sent = fake.requests.slice(from);
    expect(sent.map((r) => r.body.stream ?? false)).toEqual([false, true]);
    expect(sent[0]!.body.messages!.at(-1)!.content).toBe(QUESTION);
    // The Gram Sabha document, in either script (the starter base has both).
    expect(sources.map((s) => s.title).join(" | ")).toMatch(/ग्राम सभा|Gram Sabha/);
  });

  it("the same question again within a minute: its queries are remembered, the model is called only for the answer", async () => {
    rewrite = GOOD_REWRITE;
    const question = `${QUESTION} (2)`;
    await ask(question);
    const from = fake.requests.length;
    const { sources } = await ask(question);
    expect(fake.requests.slice(from).map((r) => r.body.stream ?? false)).toEqual([true]);
    expect(sources.map((s) => s.title).join(" | ")).toMatch(/ग्राम सभा|Gram Sabha/);
  });

  it("a garbage rewrite leaves the question's own search (nothing found for it)", async () => {
    rewrite = "Sure! Here are some thoughts about village life…";
    const { sources, response } = await ask(`${QUESTION} `.repeat(2).trim());
    expect(sources).toEqual([]);
    expect(response).toBeTruthy(); // the model still answers
  });

  it("an unusable reply is remembered like a good one (the model would say the same again); a failed call is retried", async () => {
    rewrite = "Sure! Here are some thoughts about village life…";
    const question = `${QUESTION} (3)`;
    await ask(question);
    let from = fake.requests.length;
    await ask(question);
    expect(fake.requests.slice(from).map((r) => r.body.stream ?? false)).toEqual([true]);

    const rewriter = createQueryRewriter({
      model: "fake-model",
      baseUrl: fake.baseUrl,
      apiKey: "sk-test",
      timeoutMs: 2000,
    });
    fake.mode = "error500";
    try {
      expect(await rewriter("gram sabha kab hoti hai")).toBeNull();
    } finally {
      fake.mode = "normal";
    }
    rewrite = GOOD_REWRITE;
    from = fake.requests.length;
    expect(await rewriter("gram sabha kab hoti hai")).toEqual(parseSearchQueries(GOOD_REWRITE));
    expect(fake.requests.length).toBe(from + 1);
  });

  it("a hanging rewrite is given up after its timeout and the question searched as asked", async () => {
    fake.mode = "hang";
    try {
      const rewriter = createQueryRewriter({
        model: "fake-model",
        baseUrl: fake.baseUrl,
        apiKey: "sk-test",
        timeoutMs: 300,
      });
      // The model never answers: search returns anyway (the test would time out otherwise), with
      // the question's own results, and the rewrite request is aborted.
      const { passages } = await t.app.knowledge.passagesFor("gram sabha saal mein kitni baar", "hinglish", rewriter);
      expect(passages[0]?.title).toMatch(/ग्राम सभा|Gram Sabha/);
      await fake.waitForAbort();
    } finally {
      fake.mode = "normal";
    }
  });
});
