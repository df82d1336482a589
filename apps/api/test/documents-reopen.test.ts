// GET /api/document/:id on the real database: an official reopens their own analysed document
// after a reload (the analysis, its ids, the questions asked so far); someone else's, an unknown
// one, a cleaned-up one and an expired one are a bilingual 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZDocumentAnalyzeResponse, ZDocumentSessionResponse, type TDocumentAnalyzeResponse } from "@sachiv/contracts";
import { bodyOf, createTestApp, errorOf, injectAs, signUp, type TTestApp } from "./helper.ts";
import { CIRCULAR_TEXT } from "./fixtures/documents/circular.ts";

let t: TTestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ DOCUMENT_RATE_LIMIT_PER_MINUTE: "200" });
  token = (await signUp(t.app)).access_token;
});
afterAll(async () => {
  await t.close();
});

async function analyseCircular(): Promise<TDocumentAnalyzeResponse> {
  const res = await injectAs(t.app, token, {
    method: "POST",
    url: "/api/document",
    payload: {
      image_data: Buffer.from(CIRCULAR_TEXT, "utf8").toString("base64"),
      document_type: "text/plain",
      file_name: "circular.txt",
      language: "hindi",
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, ZDocumentAnalyzeResponse);
}

const reopen = (id: string, as = token, language = "hindi") =>
  injectAs(t.app, as, { method: "GET", url: `/api/document/${id}`, headers: { "x-language": language } });

describe("GET /api/document/:id", () => {
  it("gives the official their own document as analysed, with the questions asked so far", async () => {
    const analysed = await analyseCircular();
    const question = "सत्यापन रिपोर्ट कब तक जमा करनी है?";
    const asked = await injectAs(t.app, token, {
      method: "POST",
      url: "/api/document/question",
      payload: { question, language: "hindi", assistant_id: analysed.assistant_id, thread_id: analysed.thread_id },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const answer = asked.json<{ answer: string }>().answer;

    const res = await reopen(analysed.assistant_id);
    expect(res.statusCode, res.body).toBe(200);
    const body = bodyOf(res, ZDocumentSessionResponse);
    expect(body.analysis).toEqual(analysed.analysis);
    expect(body.document).toEqual(analysed.document);
    expect(body).toMatchObject({
      assistant_id: analysed.assistant_id,
      thread_id: analysed.thread_id,
      file_id: analysed.file_id,
      file_name: "circular.txt",
    });
    expect(body.messages).toEqual([
      { role: "user", content: question },
      { role: "assistant", content: answer },
    ]);
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it("another official's document is not found, in their language", async () => {
    const analysed = await analyseCircular();
    const other = (await signUp(t.app)).access_token;
    const hindi = await reopen(analysed.assistant_id, other, "hindi");
    expect(hindi.statusCode).toBe(404);
    expect(errorOf(hindi).code).toBe("DOCUMENT_NOT_FOUND");
    expect(errorOf(hindi).message).toContain("दस्तावेज़");
    const hinglish = await reopen(analysed.assistant_id, other, "hinglish");
    expect(hinglish.statusCode).toBe(404);
    expect(errorOf(hinglish).message).toContain("Yeh document ab nahi mila");
    // Unknown ids too; a malformed one is a validation error, not a crash.
    expect((await reopen(crypto.randomUUID())).statusCode).toBe(404);
    expect((await reopen("not-an-id")).statusCode).toBe(400);
  });

  it("is gone after cleanup and after its time to live", async () => {
    const cleaned = await analyseCircular();
    const cleanup = await injectAs(t.app, token, {
      method: "POST",
      url: "/api/document/cleanup",
      payload: { assistant_id: cleaned.assistant_id, thread_id: cleaned.thread_id, file_id: cleaned.file_id },
    });
    expect(cleanup.statusCode).toBe(200);
    expect(errorOf(await reopen(cleaned.assistant_id)).code).toBe("DOCUMENT_NOT_FOUND");

    const expiring = await analyseCircular();
    expect((await reopen(expiring.assistant_id)).statusCode).toBe(200);
    await t.app.db.documentSession.update({
      where: { id: expiring.assistant_id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await reopen(expiring.assistant_id);
    expect(expired.statusCode).toBe(404);
    expect(errorOf(expired).code).toBe("DOCUMENT_NOT_FOUND");
  });
});
