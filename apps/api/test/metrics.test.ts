// GET /metrics (issue 26): what an operator's Prometheus scrapes after real requests, and who may
// read it (a bearer token, or without one only this machine).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, injectAs, signUp, type TTestApp } from "./helper.ts";

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
