// Issue 10, the document readers: a crafted file cannot change the server (prototype pollution),
// old binary Excel is refused with a clear answer, a file that kills its parser worker costs only
// its own request, a user's pile of files meets a cap, absurd PDF pages are not drawn, OCR pages
// and stored bytes are budgeted per user — and the rest of the service keeps working throughout.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZIngestionResult, type TAdminNotification } from "@sachiv/contracts";
import { bodyOf, createTestApp, errorOf, injectAs, PASSWORD, signUp, type TTestApp } from "./helper.ts";
import { createAdminTestApp, multipart, openLive, type TAdminTestApp } from "./helpers/admin.ts";
import { buildBlankPdf, buildHeavyDocx, buildPhotoJpeg } from "./fixtures/documents/make-fixtures.ts";
import { buildLegacyXls, buildProtoPollutionXlsx } from "./fixtures/spreadsheets.ts";

let t: TAdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp({
    DOCUMENT_RATE_LIMIT_PER_MINUTE: "200",
    DOCUMENT_OCR_PAGES_PER_MINUTE: "1",
    DOCUMENT_STORAGE_MAX_BYTES_PER_USER: String(1024 * 1024),
  });
});
afterAll(async () => {
  await t?.close();
});

/** OCR, a cold parser worker or a heap filled on purpose: long on a busy 2-core machine. */
const SLOW = 90_000;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

function analyse(
  bytes: Uint8Array,
  opts: { fileName?: string; language?: "hindi" | "hinglish"; token?: string; app?: TTestApp["app"] } = {},
) {
  const language = opts.language ?? "hindi";
  return injectAs(opts.app ?? t.app, opts.token ?? t.userToken, {
    method: "POST",
    url: "/api/document",
    headers: { "x-language": language },
    payload: { image_data: b64(bytes), language, ...(opts.fileName ? { file_name: opts.fileName } : {}) },
  });
}

function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(errorOf(res).code).toBe(code);
}

/** Sign-in, the current user and health all still answer as before. */
async function expectServiceIntact() {
  expect(Object.prototype).not.toHaveProperty("c");
  const login = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: t.userEmail, password: PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  const me = await injectAs(t.app, t.userToken, { method: "GET", url: "/api/users/me" });
  expect(me.statusCode, me.body).toBe(200);
  const health = await t.app.inject({ method: "GET", url: "/api/health" });
  expect(health.statusCode, health.body).toBe(200);
}

describe("spreadsheets", () => {
  it('a crafted .xlsx naming a cell "__proto__" (SheetJS CVE-2023-30533) leaves the server as it was: POST /api/document', async () => {
    const res = await analyse(await buildProtoPollutionXlsx()); // the contract lists no .xlsx name: the content decides
    expect(res.statusCode, res.body).toBe(200);
    await expectServiceIntact();
  });

  it("…and admin ingestion of the same file", async () => {
    const live = await openLive(t.app, `?token=${t.adminToken}`);
    try {
      const body = multipart([{ name: "crafted.xlsx", bytes: await buildProtoPollutionXlsx() }]);
      const res = await injectAs(t.app, t.adminToken, { method: "POST", url: "/api/admin/documents/upload", ...body });
      expect(res.statusCode, res.body).toBe(202);
      const jobId = bodyOf(res, ZIngestionResult).job_id!;
      const isEnd = (n: TAdminNotification) =>
        n.data?.job_id === jobId && /^ingestion_(completed|completed_with_errors|error)$/.test(n.type);
      const end = (await live.waitFor(isEnd)).filter(isEnd).at(-1)!;
      expect(end.type).toBe("ingestion_completed");
    } finally {
      await live.close();
    }
    await expectServiceIntact();
  });

  it("an old Excel (.xls) file is refused with 415 in the user's language, saying to save it as .xlsx or .csv", async () => {
    const hindi = await analyse(buildLegacyXls());
    expectError(hindi, 415, "XLS_NOT_SUPPORTED");
    expect(errorOf(hindi).message).toMatch(/\.xlsx या \.csv/);
    const hinglish = await analyse(buildLegacyXls(), { language: "hinglish" });
    expectError(hinglish, 415, "XLS_NOT_SUPPORTED");
    expect(errorOf(hinglish).message).toMatch(/\.xlsx ya \.csv/);
  });
});

const utf8 = (s: string) => new TextEncoder().encode(s);
const health = (app = t.app) => app.inject({ method: "GET", url: "/api/health" });

describe("text crunching", () => {
  it(
    "a 256 KB text without line breaks is analysed while /api/health keeps answering",
    async () => {
      const token = (await signUp(t.app)).access_token;
      const oneLine = "ग्राम पंचायत की बैठक में योजना पर चर्चा हुई और ".repeat(6000).slice(0, 256 * 1024);
      const [res, h] = await Promise.all([analyse(utf8(oneLine), { token }), health()]);
      expect(res.statusCode, res.body).toBe(200);
      expect(h.statusCode).toBe(200);
    },
    SLOW,
  );
});

describe("PDF pages", () => {
  it("a 350-byte PDF with a 14400 pt page is not drawn (it was 40000 × 40000 px): 422 in the user's language", async () => {
    const token = (await signUp(t.app)).access_token;
    const pdf = buildBlankPdf(14400, 14400);
    expect(pdf.byteLength).toBeLessThan(400);
    const res = await analyse(pdf, { token, language: "hinglish" });
    expectError(res, 422, "PDF_PAGE_TOO_LARGE");
    expect(errorOf(res).message).toMatch(/A4 size/);
    expect((await health()).statusCode).toBe(200);
  });
});

describe("per-user budgets", () => {
  it(
    "OCR pages per minute (DOCUMENT_OCR_PAGES_PER_MINUTE=1): the second photo → 429, another user is still served",
    async () => {
      const [a, b] = [(await signUp(t.app)).access_token, (await signUp(t.app)).access_token];
      const photo = await buildPhotoJpeg();
      expect((await analyse(photo, { token: a })).statusCode).toBe(200);
      const again = await analyse(photo, { token: a });
      expectError(again, 429, "OCR_RATE_LIMITED");
      expect(errorOf(again).message).toMatch(/एक मिनट बाद/);
      // A file without scans needs no OCR budget.
      expect(
        (await analyse(utf8("ग्राम सभा की बैठक 15 अगस्त को होगी। सभी सदस्य उपस्थित रहें।"), { token: a })).statusCode,
      ).toBe(200);
      expect((await analyse(photo, { token: b })).statusCode).toBe(200);
    },
    SLOW,
  );

  it("stored bytes per user (DOCUMENT_STORAGE_MAX_BYTES_PER_USER=1 MB): the oldest analyses go to make room; a bigger file → 413", async () => {
    const token = (await signUp(t.app)).access_token;
    // A letter padded with spaces to exactly `bytes` bytes (a long run of spaces without a line
    // break was also quadratic in the text tidying: /[ \t]+\n/).
    const file = (n: number, bytes: number) => {
      const letter = utf8(`पत्र ${n}: ग्राम सभा की बैठक 15 अगस्त को होगी। सभी सदस्य उपस्थित रहें।\n`);
      const out = new Uint8Array(bytes).fill(0x20);
      out.set(letter);
      return out;
    };
    const ids: { assistant_id: string; thread_id: string }[] = [];
    for (const n of [1, 2, 3]) {
      const res = await analyse(file(n, 400 * 1024), { token });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json());
    }
    const stored = await t.app.db.documentSession.findMany({
      where: { id: { in: ids.map((i) => i.assistant_id) } },
      select: { id: true, byteSize: true },
    });
    expect(stored.map((s) => s.id).sort()).toEqual([ids[1]!.assistant_id, ids[2]!.assistant_id].sort());
    const ask = (i: number) =>
      injectAs(t.app, token, {
        method: "POST",
        url: "/api/document/question",
        payload: {
          question: "बैठक कब है?",
          language: "hindi",
          assistant_id: ids[i]!.assistant_id,
          thread_id: ids[i]!.thread_id,
        },
      });
    expectError(await ask(0), 404, "ANALYSIS_REQUIRED");
    expect((await ask(2)).statusCode).toBe(200);
    expectError(await analyse(file(4, 1025 * 1024), { token }), 413, "FILE_TOO_LARGE");
    // The refused file took nothing away.
    expect(await t.app.db.documentSession.count({ where: { id: { in: ids.map((i) => i.assistant_id) } } })).toBe(2);
  });
});

describe("parser workers", () => {
  let small: TTestApp;
  beforeAll(async () => {
    // One worker with a small heap, so a 4 MB document.xml is enough to kill it.
    small = await createTestApp({
      DOCUMENT_RATE_LIMIT_PER_MINUTE: "200",
      DOCUMENT_PARSER_WORKERS: "1",
      DOCUMENT_PARSER_MEMORY_MB: "64",
    });
  });
  afterAll(async () => {
    await small?.close();
  });
  const text = utf8("ग्राम सभा की बैठक 15 अगस्त को होगी। सभी सदस्य समय पर उपस्थित रहें।");

  it(
    "a user with files already being read gets 429 in their language for more; another user is still served",
    async () => {
      const [a, b] = [(await signUp(small.app)).access_token, (await signUp(small.app)).access_token];
      // Sent together to a cold worker: three are taken (reading or waiting), the rest refused at once.
      const burst = await Promise.all(
        Array.from({ length: 6 }, () => analyse(text, { app: small.app, token: a, language: "hinglish" })),
      );
      const refused = burst.filter((r) => r.statusCode === 429);
      expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(3);
      expect(refused).toHaveLength(3);
      for (const r of refused) {
        expect(errorOf(r).code).toBe("DOCUMENT_QUEUE_FULL");
        expect(errorOf(r).message).toMatch(/agli file bhejein/);
      }
      expect((await analyse(text, { app: small.app, token: b })).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    "a file that blows the worker's heap → 422 DOCUMENT_TOO_COMPLEX; a request sent beside it and /api/health succeed",
    async () => {
      const [a, b] = [(await signUp(small.app)).access_token, (await signUp(small.app)).access_token];
      const heavy = await buildHeavyDocx(4);
      const [dead, fine, h] = await Promise.all([
        analyse(heavy, { app: small.app, token: a }),
        analyse(text, { app: small.app, token: b }),
        health(small.app),
      ]);
      expectError(dead, 422, "DOCUMENT_TOO_COMPLEX");
      expect(errorOf(dead).message).toMatch(/बहुत भारी/);
      expect(fine.statusCode, fine.body).toBe(200);
      expect(h.statusCode).toBe(200);
      // The same user's next file is read by a fresh worker.
      expect((await analyse(text, { app: small.app, token: a })).statusCode).toBe(200);
    },
    SLOW,
  );
});

describe("pages in flight for OCR, all users together", () => {
  it(
    "DOCUMENT_OCR_PAGES_IN_FLIGHT=0: a photo → 503 DOCUMENTS_BUSY in the user's language (not their own minute's limit); a text file is still read",
    async () => {
      const busy = await createTestApp({ DOCUMENT_OCR_PAGES_IN_FLIGHT: "0" });
      try {
        const token = (await signUp(busy.app)).access_token;
        const photo = await analyse(await buildPhotoJpeg(), { token, app: busy.app, language: "hinglish" });
        expectError(photo, 503, "DOCUMENTS_BUSY");
        expect(errorOf(photo).message).toMatch(/minute baad phir try/);
        const text = await analyse(utf8("ग्राम सभा की बैठक 15 अगस्त को होगी। सभी सदस्य उपस्थित रहें।"), {
          token,
          app: busy.app,
        });
        expect(text.statusCode, text.body).toBe(200);
      } finally {
        await busy.close();
      }
    },
    SLOW,
  );
});
