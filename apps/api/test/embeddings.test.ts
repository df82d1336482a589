// EMBEDDING_MODEL on an OpenAI-compatible server (the local fake, real HTTP): passages get vectors
// at ingestion where pgvector exists, a question is embedded for the vector half of retrieval, and
// an embeddings server that fails leaves chat answering from full-text search.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseChatStreamLine, type TChatStreamEvent } from "@sachiv/contracts";
import { vectorStoreReady } from "../src/modules/knowledge/index.ts";
import { seedStarterCorpus } from "../src/modules/knowledge/starter.ts";
import { createTestApp, signUp, type TTestApp } from "./helper.ts";
import { FAKE_EMBEDDING_DIMS, startFakeOpenAI, type TFakeOpenAI } from "./helpers/fake-openai.ts";

async function ask(base: string, token: string, message: string): Promise<TChatStreamEvent[]> {
  const res = await fetch(`${base}/api/chat/`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ message }),
  });
  expect(res.status).toBe(200);
  return (await res.text()).split("\n").flatMap((line) => {
    const event = parseChatStreamLine(line);
    return event ? [event] : [];
  });
}

describe("embeddings through an OpenAI-compatible server", () => {
  let fake: TFakeOpenAI;
  let t: TTestApp;
  let base: string;
  let token: string;
  let vectors: boolean;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    // No CHAT_MODEL: the offline answerer writes the reply, so only retrieval uses the server.
    t = await createTestApp({
      EMBEDDING_MODEL: "fake-embed",
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: "sk-test",
    });
    vectors = await vectorStoreReady(t.app.db);
    await seedStarterCorpus(t.app.db, { embedder: t.app.embedder });
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    token = (await signUp(t.app)).access_token;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("embeds every passage at ingestion when pgvector is there", async () => {
    expect(t.app.embedder?.model).toBe("fake-embed");
    if (!vectors) {
      // PostgreSQL without pgvector: nothing is sent, search stays full-text.
      expect(fake.embeddingRequests).toHaveLength(0);
      return;
    }
    const chunks = await t.app.db.knowledgeChunk.count();
    expect(fake.embeddingRequests.reduce((n, r) => n + r.inputs, 0)).toBe(chunks);
    const [row] = await t.app.db.$queryRaw<{ n: number; dims: number }[]>`
      SELECT count(*)::int AS n, max(vector_dims(embedding))::int AS dims FROM knowledge_embeddings WHERE model = 'fake-embed'`;
    expect(row).toEqual({ n: chunks, dims: FAKE_EMBEDDING_DIMS });
  });

  it("embeds the question and still finds the right document", async () => {
    const before = fake.embeddingRequests.length;
    const events = await ask(base, token, "naukri card ke liye application kahan dein");
    const sources = events.find((e) => e.type === "sources");
    if (sources?.type !== "sources") throw new Error("no sources event");
    expect(sources.sources.length).toBeGreaterThan(0);
    if (vectors) {
      expect(fake.embeddingRequests.slice(before)).toEqual([{ model: "fake-embed", inputs: 1 }]);
    }
    expect(events.at(-1)?.type).toBe("done");
  });

  it("answers from full-text search when the embeddings server fails", async () => {
    fake.embeddingStatus = 500;
    try {
      const events = await ask(base, token, "gram sabha ki baithak saal mein kitni baar");
      const sources = events.find((e) => e.type === "sources");
      if (sources?.type !== "sources") throw new Error("no sources event");
      // The Gram Sabha topic exists in both scripts; either version is the right source.
      expect(sources.sources[0]?.title).toMatch(/^(ग्राम सभा|Gram Sabha) —/);
      expect(events.at(-1)?.type).toBe("done");
    } finally {
      fake.embeddingStatus = undefined;
    }
  });
});
