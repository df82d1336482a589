// GET /metrics (issue 26): what an operator's Prometheus scrapes after real requests, and who may
// read it (a bearer token, or without one only this machine).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPhotoJpeg } from "./fixtures/documents/make-fixtures.ts";
import { createTestApp, errorOf, injectAs, signUp, type TTestApp } from "./helper.ts";
import { startFakeOpenAI, type TFakeOpenAI } from "./helpers/fake-openai.ts";

/** The value of one sample line, e.g. `sachiv_chat_answers_total{status="not_found"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("metrics without a token: this machine only", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("counts a streamed answer by its status, times it, and shows the process", async () => {
    const { access_token: token } = await signUp(t.app);
    const before = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(before.statusCode).toBe(200);
    expect(before.headers["content-type"]).toContain("text/plain");
    const notFoundBefore = sample(before.body, 'sachiv_chat_answers_total{status="not_found"}') ?? 0;

    // A topic the knowledge base does not cover: its answer is "not found".
    const asked = await injectAs(t.app, token, {
      method: "POST",
      url: "/api/chat/",
      payload: { message: "Mangal grah par rocket kaise bhejte hain?" },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('"status":"not_found"');

    const after = (await t.app.inject({ method: "GET", url: "/metrics" })).body;
    expect(sample(after, 'sachiv_chat_answers_total{status="not_found"}')).toBe(notFoundBefore + 1);
    expect(sample(after, "sachiv_chat_first_chunk_seconds_count")).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'sachiv_chat_answer_seconds_count{status="not_found"}')).toBeGreaterThanOrEqual(1);
    // Routes by template, with their status codes.
    expect(
      sample(after, 'sachiv_http_request_duration_seconds_count{method="POST",route="/api/chat/",status_code="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'sachiv_jobs{status="queued"}')).toBe(0);
    expect(sample(after, 'sachiv_queue_waiting{queue="ocr"}')).toBe(0);
    expect(sample(after, "sachiv_process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
  });

  it("counts refusals by route and error code, and shows the database pool", async () => {
    const { access_token: token } = await signUp(t.app);
    const missing = await injectAs(t.app, token, {
      method: "GET",
      url: "/api/chat/conversations/00000000-0000-4000-8000-000000000000",
    });
    expect(missing.statusCode).toBe(404);
    const text = (await t.app.inject({ method: "GET", url: "/metrics" })).body;
    expect(
      sample(
        text,
        'sachiv_http_errors_total{method="GET",route="/api/chat/conversations/:id",code="CONVERSATION_NOT_FOUND"}',
      ),
    ).toBe(1);
    expect(sample(text, 'sachiv_db_pool_connections{state="max"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sachiv_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
  });

  it("times how long a photo's OCR and a spoken text waited in their queues", async () => {
    const { access_token: token } = await signUp(t.app);
    const jpeg = Buffer.from(await buildPhotoJpeg()).toString("base64");
    const read = await injectAs(t.app, token, {
      method: "POST",
      url: "/api/document",
      payload: { image_data: jpeg, document_type: "image/jpeg", language: "hindi" },
    });
    expect(read.statusCode, read.body).toBe(200);
    const spoken = await t.app.inject({
      method: "POST",
      url: "/api/tts/synthesize",
      payload: { text: "ग्राम सभा की बैठक साल में चार बार होती है।", language: "hindi" },
    });
    expect(spoken.statusCode, spoken.body).toBe(200);
    const text = (await t.app.inject({ method: "GET", url: "/metrics" })).body;
    expect(sample(text, 'sachiv_queue_wait_seconds_count{queue="ocr"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sachiv_queue_wait_seconds_count{queue="tts"}')).toBeGreaterThanOrEqual(1);
  });

  it("refuses another machine and a request that came through a proxy, in the caller's language", async () => {
    const remote = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "10.1.2.3" });
    expect(remote.statusCode).toBe(403);
    expect(errorOf(remote).code).toBe("METRICS_FORBIDDEN");
    const proxied = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { "x-forwarded-for": "203.0.113.9", "x-language": "hindi" },
    });
    expect(proxied.statusCode).toBe(403);
    expect(errorOf(proxied).message).toContain("मेट्रिक्स");
  });
});

describe("metrics with METRICS_TOKEN", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: "scrape-secret-1234" });
  });
  afterAll(async () => t.close());

  it("answers the token from anywhere and refuses anything else, even from this machine", async () => {
    const ok = await t.app.inject({
      method: "GET",
      url: "/metrics",
      remoteAddress: "10.1.2.3",
      headers: { authorization: "Bearer scrape-secret-1234" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain("sachiv_http_request_duration_seconds");
    const wrong = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer nope" } });
    expect(wrong.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(403);
  });
});

describe("model and embedding calls against the fake upstream", () => {
  let fake: TFakeOpenAI;
  let t: TTestApp;
  let token: string;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    // Rewrite requests are the non-streaming ones: a usable pair of queries.
    fake.respond = (body) =>
      body.stream ? undefined : "HI: ग्राम सभा की बैठक कितनी बार\nEN: how often does the gram sabha meet";
    t = await createTestApp({
      CHAT_MODEL: "fake-model",
      EMBEDDING_MODEL: "fake-embed",
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: "sk-test",
      CHAT_QUERY_REWRITE_TIMEOUT_MS: "2000",
    });
    token = (await signUp(t.app)).access_token;
    // Questions are embedded only where the vector half of the search exists: the embedded
    // database has pgvector; Debian's PostgreSQL (CI's second pass) has not, and searches full-text.
    const [row] = await t.app.db.$queryRaw<{ ok: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') AS ok`;
    vectors = row!.ok;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  let vectors = false;
  /** The question's embedding calls: at least one where vectors are searched, none where not. */
  const expectQueryEmbeddings = (text: string, outcome: "ok" | "error") => {
    const calls = sample(text, `sachiv_embedding_call_seconds_count{use="query",outcome="${outcome}"}`);
    if (vectors) expect(calls).toBeGreaterThanOrEqual(1);
    else expect(calls).toBeUndefined();
  };

  const ask = async (message: string) => {
    const res = await injectAs(t.app, token, { method: "POST", url: "/api/chat/", payload: { message } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const scrape = async () => (await t.app.inject({ method: "GET", url: "/metrics" })).body;

  it("times the answer, the query rewrite, the question's embedding and the search", async () => {
    expect(await ask("Gram sabha saal mein kitni baar hoti hai?")).toContain("do baar");
    const text = await scrape();
    expect(sample(text, 'sachiv_model_call_seconds_count{use="chat",outcome="ok"}')).toBe(1);
    expect(sample(text, 'sachiv_model_call_seconds_count{use="rewrite",outcome="ok"}')).toBe(1);
    // The question and the model's two queries are each embedded for the vector half.
    expectQueryEmbeddings(text, "ok");
    expect(sample(text, "sachiv_retrieval_seconds_count")).toBe(1);
    expect(sample(text, 'sachiv_model_call_seconds_sum{use="chat",outcome="ok"}')).toBeGreaterThan(0);
  });

  it("counts the calls that failed when the upstream answers 500", async () => {
    fake.mode = "error500";
    fake.embeddingStatus = 500;
    fake.respond = undefined;
    await ask("Panchayat bhawan ki marammat ka paisa kahan se aata hai?");
    const text = await scrape();
    expect(sample(text, 'sachiv_model_call_seconds_count{use="chat",outcome="error"}')).toBe(1);
    expectQueryEmbeddings(text, "error");
  });
});
