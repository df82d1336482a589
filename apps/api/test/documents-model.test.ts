// Document analysis and follow-ups with an OpenAI-compatible model configured, against the fake
// server that speaks the real wire protocol: structured output goes out as a JSON schema and is
// validated; answers are grounded in the document's passages; a failing model falls back offline.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZDocumentAnalyzeResponse, ZDocumentQuestionResponse, type TDocumentAnalyzeResponse } from "@sachiv/contracts";
import { bodyOf, createTestApp, injectAs, signUp, type TTestApp } from "./helper.ts";
import { startFakeOpenAI, type TFakeOpenAI } from "./helpers/fake-openai.ts";
import { buildDocumentFixtures, type TDocumentFixture } from "./fixtures/documents/make-fixtures.ts";

const MODEL_ANALYSIS = {
  summary: "Block office ka patra: Rampur gram panchayat mein PMAY-G ke 42 labharthiyon ka satyapan karna hai.",
  key_points: ["Har labharthi ko ₹1,20,000 teen kishton mein milenge.", "Panchayat ko ₹50.4 lakh mile hain."],
  recommendations: ["30 September 2025 tak satyapan report BDO office mein jama karein."],
  fields: [{ field_name: "Patrank", value: "पं.रा./1457/2025" }],
  translation: "प्रखंड कार्यालय का पत्र: रामपुर ग्राम पंचायत में 42 लाभार्थियों का सत्यापन करना है।",
};
const MODEL_ANSWER = "Report 30 September 2025 tak jama karni hai [1].";

let fake: TFakeOpenAI;
let t: TTestApp;
let token: string;
let pdf: TDocumentFixture;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  fake.respond = (body) => (body.response_format ? JSON.stringify(MODEL_ANALYSIS) : MODEL_ANSWER);
  t = await createTestApp({ OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: "test-key", CHAT_MODEL: "fake-chat" });
  token = (await signUp(t.app)).access_token;
  pdf = (await buildDocumentFixtures()).pdf!;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const analyse = () =>
  injectAs(t.app, token, {
    method: "POST",
    url: "/api/document",
    payload: {
      image_data: Buffer.from(pdf.bytes).toString("base64"),
      document_type: pdf.mimeType,
      file_name: pdf.fileName,
      language: "hinglish",
    },
  });

describe("with CHAT_MODEL configured", () => {
  it("the model writes the analysis (JSON schema out, zod-checked in); rule fields are kept beside its own", async () => {
    fake.mode = "normal";
    const from = fake.requests.length;
    const res = await analyse();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TDocumentAnalyzeResponse>();
    expect(body.document?.offline).toBe(false);
    expect(body.analysis.main_information).toBe(MODEL_ANALYSIS.summary);
    expect(body.analysis.key_points).toEqual(MODEL_ANALYSIS.key_points);
    expect(body.analysis.suggestions).toEqual(MODEL_ANALYSIS.recommendations);
    expect(body.analysis.translation).toBe(MODEL_ANALYSIS.translation);
    expect(body.analysis.fields_detected).toContainEqual({ field_name: "Patrank", value: "पं.रा./1457/2025" });
    // The rules add what the model left out, once.
    expect(body.analysis.fields_detected).toContainEqual({ field_name: "Amount", value: "₹1,20,000" });
    expect(body.analysis.fields_detected.filter((f) => f.value === "पं.रा./1457/2025")).toHaveLength(1);

    const sent = fake.requests[from]!.body;
    expect(sent.model).toBe("fake-chat");
    expect(sent.response_format?.type).toBe("json_schema");
    const user = sent.messages!.find((m) => m.role === "user")!.content;
    expect(user).toContain("प्रधानमंत्री आवास योजना–ग्रामीण");
    expect(sent.messages!.find((m) => m.role === "system")!.content).toContain("Hinglish");
  });

  it("follow-up answers come from the model, grounded in the document's passages", async () => {
    const analysed = (await analyse()).json<TDocumentAnalyzeResponse>();
    const from = fake.requests.length;
    const res = await injectAs(t.app, token, {
      method: "POST",
      url: "/api/document/question",
      payload: {
        question: "report kab tak jama karni hai?",
        language: "hinglish",
        assistant_id: analysed.assistant_id,
        thread_id: analysed.thread_id,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The model's [1] (the first passage it was sent) becomes that passage's own number in the document.
    const answer = bodyOf(res, ZDocumentQuestionResponse).answer;
    expect(answer).toMatch(/^Report 30 September 2025 tak jama karni hai\.\n\n_\(Ansh \d+\)_$/);
    const system = fake.requests[from]!.body.messages!.find((m) => m.role === "system")!.content;
    expect(system).toContain("hindi-circular.pdf");
    expect(system).toContain("30 सितंबर 2025 तक");
    // The next question carries the earlier turn.
    await injectAs(t.app, token, {
      method: "POST",
      url: "/api/document/question",
      payload: {
        question: "aur kitne labharthi hain?",
        language: "hinglish",
        assistant_id: analysed.assistant_id,
        thread_id: analysed.thread_id,
      },
    });
    const turns = fake.requests
      .at(-1)!
      .body.messages!.filter((m) => m.role !== "system")
      .map((m) => m.content);
    expect(turns).toEqual(["report kab tak jama karni hai?", answer, "aur kitne labharthi hain?"]);
  });

  it("a model that answers off-schema or fails: the offline analysis and answer step in", async () => {
    fake.respond = (body) => (body.response_format ? JSON.stringify({ summary: 42 }) : undefined);
    const offSchema = await analyse();
    expect(offSchema.statusCode).toBe(200);
    const offline = bodyOf(offSchema, ZDocumentAnalyzeResponse);
    expect(offline.document?.offline).toBe(true);
    expect(offline.analysis.main_information).toContain("प्रधानमंत्री आवास योजना");

    fake.mode = "error500";
    const failed = await analyse();
    expect(failed.statusCode).toBe(200);
    const body = failed.json<TDocumentAnalyzeResponse>();
    expect(body.document?.offline).toBe(true);
    const answer = await injectAs(t.app, token, {
      method: "POST",
      url: "/api/document/question",
      payload: {
        question: "रिपोर्ट कब तक जमा करनी है?",
        language: "hindi",
        assistant_id: body.assistant_id,
        thread_id: body.thread_id,
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(bodyOf(answer, ZDocumentQuestionResponse).answer).toContain("30 सितंबर 2025");
    fake.mode = "normal";
  });
});
