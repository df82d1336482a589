// Issue 10, the document readers: a crafted file cannot change the server (prototype pollution),
// old binary Excel is refused with a clear answer, and the rest of the service keeps working.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAdminNotification } from "@sachiv/contracts";
import { injectAs, PASSWORD } from "./helper.ts";
import { createAdminTestApp, multipart, openLive, type TAdminTestApp } from "./helpers/admin.ts";
import { buildLegacyXls, buildProtoPollutionXlsx } from "./fixtures/spreadsheets.ts";

let t: TAdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp({ DOCUMENT_RATE_LIMIT_PER_MINUTE: "200" });
});
afterAll(async () => {
  await t?.close();
});

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

function analyse(bytes: Uint8Array, opts: { fileName?: string; language?: "hindi" | "hinglish"; token?: string } = {}) {
  const language = opts.language ?? "hindi";
  return injectAs(t.app, opts.token ?? t.userToken, {
    method: "POST",
    url: "/api/document",
    headers: { "x-language": language },
    payload: { image_data: b64(bytes), language, ...(opts.fileName ? { file_name: opts.fileName } : {}) },
  });
}

function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
}

/** Sign-in, the current user and health all still answer as before. */
async function expectServiceIntact() {
  expect(Object.prototype).not.toHaveProperty("c");
  const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: t.userEmail, password: PASSWORD } });
  expect(login.statusCode, login.body).toBe(200);
  const me = await injectAs(t.app, t.userToken, { method: "GET", url: "/api/users/me" });
  expect(me.statusCode, me.body).toBe(200);
  const health = await t.app.inject({ method: "GET", url: "/api/health" });
  expect(health.statusCode, health.body).toBe(200);
}

describe("spreadsheets", () => {
  it("a crafted .xlsx naming a cell \"__proto__\" (SheetJS CVE-2023-30533) leaves the server as it was: POST /api/document", async () => {
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
      const jobId = res.json().job_id as string;
      const isEnd = (n: TAdminNotification) => n.data?.job_id === jobId && /^ingestion_(completed|completed_with_errors|error)$/.test(n.type);
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
    expect(hindi.json().message).toMatch(/\.xlsx या \.csv/);
    const hinglish = await analyse(buildLegacyXls(), { language: "hinglish" });
    expectError(hinglish, 415, "XLS_NOT_SUPPORTED");
    expect(hinglish.json().message).toMatch(/\.xlsx ya \.csv/);
  });
});
