// Document analysis over HTTP on the real database: every fixture format of the Hindi circular
// is read (Hindi words exact), fields detected, a follow-up answered from the document, cleanup
// and expiry remove it; bad files get clear 4xx answers and the server keeps serving.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZDocumentAnalyzeResponse, ZDocumentQuestionResponse, type TDocumentAnalyzeResponse } from "@sachiv/contracts";
import { bodyOf, createTestApp, errorOf, injectAs, signUp, type TTestApp } from "./helper.ts";
import { HINDI_WORDS } from "./fixtures/documents/circular.ts";
import {
  buildDocumentFixtures,
  buildPhotoVariants,
  buildZipBombDocx,
  type TDocumentFixture,
} from "./fixtures/documents/make-fixtures.ts";

let t: TTestApp;
let token: string;
let fixtures: Record<string, TDocumentFixture>;

beforeAll(async () => {
  t = await createTestApp({ DOCUMENT_RATE_LIMIT_PER_MINUTE: "200" });
  token = (await signUp(t.app)).access_token;
  fixtures = await buildDocumentFixtures();
});
afterAll(async () => {
  await t.close();
});

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

function analyse(
  f: Pick<TDocumentFixture, "bytes"> & Partial<TDocumentFixture>,
  language = "hindi",
  opts: { fileName?: boolean; as?: string } = {},
) {
  return injectAs(t.app, opts.as ?? token, {
    method: "POST",
    url: "/api/document",
    headers: { "x-language": language },
    payload: {
      image_data: b64(f.bytes),
      document_type: f.mimeType ?? "",
      language,
      ...(opts.fileName === false || !f.fileName ? {} : { file_name: f.fileName }),
    },
  });
}

async function storedText(assistantId: string): Promise<string> {
  const s = await t.app.db.documentSession.findUniqueOrThrow({ where: { id: assistantId }, select: { text: true } });
  return s.text;
}

function fieldValues(body: TDocumentAnalyzeResponse, name: string): string[] {
  return body.analysis.fields_detected.filter((f) => f.field_name === name).map((f) => f.value);
}

async function expectStillServing() {
  const health = await t.app.inject({ method: "GET", url: "/api/health" });
  expect(health.statusCode).toBe(200);
}

function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(errorOf(res).code).toBe(code);
}

describe("POST /api/document reads every accepted format", () => {
  // Office and text formats carry the whole circular.
  it.each(["pdf", "docx", "pptx", "doc", "ppt", "rtf", "txt"])(
    "%s: Hindi words exact, fields detected",
    async (key) => {
      const f = fixtures[key]!;
      const res = await analyse(f);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<TDocumentAnalyzeResponse>();
      expect(body.success).toBe(true);
      expect(body.document?.format).toBe(f.format);
      const text = await storedText(body.assistant_id);
      for (const word of HINDI_WORDS) expect(text).toContain(word);
      expect(fieldValues(body, "राशि")).toContain("₹1,20,000");
      expect(fieldValues(body, "राशि")).toContain("₹50.4 लाख (₹50,40,000)");
      expect(fieldValues(body, "तारीख़")).toContain("12/08/2025");
      expect(fieldValues(body, "अंतिम तिथि")).toContain("30 सितंबर 2025");
      expect(fieldValues(body, "पत्रांक / संदर्भ संख्या")).toContain("पं.रा./1457/2025");
      expect(fieldValues(body, "ग्राम पंचायत")).toContain("रामपुर");
      expect(fieldValues(body, "प्रखंड / ब्लॉक")).toContain("कांके");
      expect(fieldValues(body, "जिला")).toContain("रांची");
      expect(body.analysis.main_information).toContain("प्रधानमंत्री आवास योजना");
      // The recommendation carries the deadline.
      expect(body.analysis.suggestions[0]).toMatch(/^30 सितंबर 2025 तक: .*जमा करना अनिवार्य है/);
    },
  );

  it("xlsx and csv: the table's Hindi cells, amounts and dates", async () => {
    for (const key of ["xlsx", "csv"]) {
      const f = fixtures[key]!;
      // The upload box does not list .xlsx, but the content decides: sent without a name it is read.
      const res = await analyse(f, "hinglish", { fileName: false });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<TDocumentAnalyzeResponse>();
      expect(body.document?.format).toBe(key);
      const text = await storedText(body.assistant_id);
      expect(text).toContain("ग्राम पंचायत");
      expect(text).toContain("प्रधानमंत्री आवास योजना–ग्रामीण");
      expect(fieldValues(body, "Deadline").concat(fieldValues(body, "Date"))).toContain("30/09/2025");
      expect(fieldValues(body, "Letter / reference no.")).toContain("पं.रा./1457/2025");
    }
  });

  it("a photographed Hindi circular (JPEG) is read by OCR", async () => {
    const res = await analyse(fixtures.jpeg!);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TDocumentAnalyzeResponse>();
    expect(body.document).toMatchObject({ format: "jpg", ocr_pages: 1 });
    const text = await storedText(body.assistant_id);
    expect(text).toContain("ग्राम पंचायत रामपुर");
    expect(text).toContain("प्रधानमंत्री आवास योजना");
    expect(fieldValues(body, "राशि")).toContain("₹1,20,000");
    expect(fieldValues(body, "तारीख़")).toContain("12/08/2025");
    expect(fieldValues(body, "पत्रांक / संदर्भ संख्या")).toContain("1457/2025");
  });

  it("the same notice as PNG, WebP, TIFF, GIF and BMP", async () => {
    const { default: sharp } = await import("sharp");
    // The top three lines only, to keep five OCR runs short.
    const top = new Uint8Array(
      await sharp(fixtures.jpeg!.bytes).extract({ left: 0, top: 0, width: 1240, height: 400 }).jpeg().toBuffer(),
    );
    const variants = await buildPhotoVariants(top);
    for (const [format, bytes] of Object.entries(variants)) {
      const res = await analyse({ bytes, mimeType: "", fileName: undefined }, "hinglish");
      expect(res.statusCode, `${format}: ${res.body}`).toBe(200);
      const body = res.json<TDocumentAnalyzeResponse>();
      expect(body.document?.format).toBe(format);
      expect(await storedText(body.assistant_id), format).toContain("ग्राम पंचायत रामपुर");
    }
  });

  it("a scanned PDF page without a text layer is OCR'd", async () => {
    const res = await analyse(fixtures.scannedPdf!);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TDocumentAnalyzeResponse>();
    expect(body.document).toMatchObject({ format: "pdf", pages: 1, ocr_pages: 1 });
    expect(await storedText(body.assistant_id)).toContain("प्रधानमंत्री आवास योजना");
  });

  it("a camera photo as a data URL with no file name", async () => {
    const res = await injectAs(t.app, token, {
      method: "POST",
      url: "/api/document",
      payload: {
        image_data: `data:image/jpeg;base64,${b64(fixtures.jpeg!.bytes)}`,
        document_type: "image/jpeg",
        language: "hinglish",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res, ZDocumentAnalyzeResponse).analysis.fields_detected).toContainEqual({
      field_name: "Amount",
      value: "₹1,20,000",
    });
  });
});

describe("follow-up questions and cleanup", () => {
  it("answers from the document, cites it, and cleanup removes the session and its bytes", async () => {
    const analysed = (await analyse(fixtures.pdf!)).json<TDocumentAnalyzeResponse>();
    const ids = { assistant_id: analysed.assistant_id, thread_id: analysed.thread_id };
    const ask = (question: string, language = "hindi") =>
      injectAs(t.app, token, {
        method: "POST",
        url: "/api/document/question",
        payload: { question, language, ...ids },
      });

    const hindi = await ask("सत्यापन रिपोर्ट कब तक जमा करनी है?");
    expect(hindi.statusCode, hindi.body).toBe(200);
    const { answer } = bodyOf(hindi, ZDocumentQuestionResponse);
    expect(answer).toContain("hindi-circular.pdf");
    expect(answer).toContain("30 सितंबर 2025");
    // Hinglish question, Devanagari document: the spellings meet.
    const hinglish = await ask("har labharthi ko kitni sahayata raashi milegi?", "hinglish");
    expect(bodyOf(hinglish, ZDocumentQuestionResponse).answer).toContain("₹1,20,000");
    // Not in the document: said so, nothing invented.
    const absent = await ask("मनरेगा मजदूरी दर क्या है?");
    expect(bodyOf(absent, ZDocumentQuestionResponse).answer).toContain("नहीं मिला");

    // Another official cannot ask about this document.
    const other = (await signUp(t.app)).access_token;
    const foreign = await injectAs(t.app, other, {
      method: "POST",
      url: "/api/document/question",
      payload: { question: "रिपोर्ट कब तक?", language: "hindi", ...ids },
    });
    expectError(foreign, 404, "ANALYSIS_REQUIRED");

    const cleanup = await injectAs(t.app, token, {
      method: "POST",
      url: "/api/document/cleanup",
      payload: { ...ids, file_id: analysed.file_id },
    });
    expect(cleanup.json()).toMatchObject({ success: true });
    expect(await t.app.db.documentSession.count({ where: { id: analysed.assistant_id } })).toBe(0);
    expect(await t.app.db.documentFile.count({ where: { id: analysed.file_id } })).toBe(0);
    expect(await t.app.db.documentChunk.count({ where: { sessionId: analysed.assistant_id } })).toBe(0);
    const after = await ask("रिपोर्ट कब तक?");
    expectError(after, 404, "ANALYSIS_REQUIRED");
    expect(errorOf(after).message).toContain("analysisRequiredError");
    // Cleaning again (or unknown ids) still succeeds.
    const again = await injectAs(t.app, token, {
      method: "POST",
      url: "/api/document/cleanup",
      payload: { assistant_id: "x", thread_id: "y", file_id: "z" },
    });
    expect(again.statusCode).toBe(200);
  });

  it("a question without an analysis gets analysisRequiredError", async () => {
    const res = await injectAs(t.app, token, {
      method: "POST",
      url: "/api/document/question",
      payload: {
        question: "क्या लिखा है?",
        assistant_id: crypto.randomUUID(),
        thread_id: crypto.randomUUID(),
        language: "hinglish",
      },
    });
    expectError(res, 404, "ANALYSIS_REQUIRED");
  });

  it("expired sessions are swept", async () => {
    const analysed = (await analyse(fixtures.txt!)).json<TDocumentAnalyzeResponse>();
    expect(await t.app.documents.sweepExpired()).toBe(0);
    await t.app.db.documentSession.update({
      where: { id: analysed.assistant_id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const ask = await injectAs(t.app, token, {
      method: "POST",
      url: "/api/document/question",
      payload: {
        question: "रिपोर्ट कब तक?",
        language: "hindi",
        assistant_id: analysed.assistant_id,
        thread_id: analysed.thread_id,
      },
    });
    expectError(ask, 404, "ANALYSIS_REQUIRED");
    expect(await t.app.documents.sweepExpired()).toBe(1);
    expect(await t.app.db.documentFile.count({ where: { id: analysed.file_id } })).toBe(0);
  });

  it("a session lives DOCUMENT_SESSION_TTL_HOURS", async () => {
    const before = Date.now();
    const analysed = (await analyse(fixtures.txt!)).json<TDocumentAnalyzeResponse>();
    const s = await t.app.db.documentSession.findUniqueOrThrow({ where: { id: analysed.assistant_id } });
    const hours = (s.expiresAt.getTime() - before) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
  });
});

describe("bad files get clear answers in the user's language", () => {
  it("corrupt PDF → 422, in Hindi", async () => {
    const corrupt = Buffer.concat([Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog"), Buffer.alloc(3000, 0x8f)]);
    const res = await analyse({ bytes: corrupt, fileName: "broken.pdf", mimeType: "application/pdf" });
    expectError(res, 422, "UNREADABLE_DOCUMENT");
    expect(errorOf(res).message).toContain("फ़ाइल खुल नहीं रही");
    await expectStillServing();
  });

  it("zip-bomb DOCX → 422 without unpacking it, also when the zip lies about its size", async () => {
    for (const honest of [true, false]) {
      const bomb = await buildZipBombDocx(300, honest);
      expect(bomb.byteLength).toBeLessThan(1024 * 1024);
      const rssBefore = process.memoryUsage().rss;
      const res = await analyse(
        {
          bytes: bomb,
          fileName: "bomb.docx",
          mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        },
        "hinglish",
      );
      expectError(res, 422, "UNSAFE_ARCHIVE");
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    }
    await expectStillServing();
  });

  it("51 MB file → 413 'File too large'", async () => {
    const big = Buffer.alloc(51 * 1024 * 1024, 0x41);
    const res = await analyse({ bytes: big, fileName: "big.txt", mimeType: "text/plain" }, "hinglish");
    expectError(res, 413, "FILE_TOO_LARGE");
    expect(errorOf(res).message).toBe("File too large. Please upload a file smaller than 50MB.");
    await expectStillServing();
  });

  it("unknown type → 415 listing what is accepted", async () => {
    // An ELF executable and an MP3: recognised, not documents.
    for (const bytes of [
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(600, 1)]),
      Buffer.concat([Buffer.from("ID3"), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(600, 0)]),
    ]) {
      const res = await analyse({ bytes, mimeType: "application/octet-stream" }, "hinglish");
      expectError(res, 415, "UNSUPPORTED_DOCUMENT_TYPE");
      expect(errorOf(res).message).toContain("PDF");
    }
    await expectStillServing();
  });

  it("an image with no text → 422 'no text'", async () => {
    const { default: sharp } = await import("sharp");
    const blank = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const res = await analyse({ bytes: blank, mimeType: "image/png", fileName: "blank.png" }, "hinglish");
    expectError(res, 422, "DOCUMENT_HAS_NO_TEXT");
  });

  it("counts analyses per user per minute", async () => {
    const limited = await createTestApp({ DOCUMENT_RATE_LIMIT_PER_MINUTE: "2" });
    try {
      const user = (await signUp(limited.app)).access_token;
      const send = () =>
        injectAs(limited.app, user, {
          method: "POST",
          url: "/api/document",
          payload: { image_data: b64(fixtures.txt!.bytes), language: "hindi" },
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
    // Its own app (a database, then a cold parser worker): ~30 s on a 2-core machine under load.
  }, 120_000);

  it("needs a signed-in user", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/document",
      payload: { image_data: b64(fixtures.txt!.bytes), language: "hindi" },
    });
    expect(res.statusCode).toBe(401);
  });
});
