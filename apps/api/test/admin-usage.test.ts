// Feature use in the admins' statistics (issue 24): a document analysed, a chart made and a reply
// spoken by a user are counted with how many users did so; an admin scoped to another state sees
// none of them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZAdminStatistics } from "@sachiv/contracts";
import { injectAs, signUp, uniqueEmail } from "./helper.ts";
import { createAdminTestApp, type TAdminTestApp } from "./helpers/admin.ts";

let t: TAdminTestApp;
let otherStateAdmin: string;
beforeAll(async () => {
  t = await createAdminTestApp();
  const email = uniqueEmail("haryana-admin");
  otherStateAdmin = (await signUp(t.app, email)).access_token;
  const scoped = await injectAs(t.app, t.adminToken, {
    method: "PUT",
    url: "/api/admin/scopes",
    payload: { email, areas: [{ state: "haryana", district: null }] },
  });
  expect(scoped.statusCode, scoped.body).toBe(200);
  await injectAs(t.app, t.userToken, {
    method: "PATCH",
    url: "/api/users/me/preferences",
    payload: { home_state: "bihar" },
  });
});
afterAll(async () => t?.close());

async function usageAs(token: string) {
  const res = await injectAs(t.app, token, { method: "GET", url: "/api/admin/statistics" });
  expect(res.statusCode, res.body).toBe(200);
  return ZAdminStatistics.parse(res.json()).insights!.usage;
}

describe("feature use in the statistics", () => {
  it("counts document analyses, charts and spoken replies, and the users who made them", async () => {
    const before = await usageAs(t.adminToken);
    const text = "ग्राम पंचायत रामपुर\nमनरेगा मजदूरी भुगतान: 15,000 रुपये\nदिनांक: 12/03/2026\n";
    const analysed = await injectAs(t.app, t.userToken, {
      method: "POST",
      url: "/api/document",
      payload: {
        image_data: Buffer.from(text).toString("base64"),
        document_type: "text/plain",
        file_name: "bhugtan.txt",
        language: "hindi",
      },
    });
    expect(analysed.statusCode, analysed.body).toBe(200);
    const chart = await injectAs(t.app, t.userToken, {
      method: "POST",
      url: "/api/generate-image",
      payload: { prompt: "ग्राम पंचायत के विकास कार्य का बार चार्ट: सड़क 12, नाली 8, शौचालय 25", language: "hindi" },
    });
    expect(chart.statusCode, chart.body).toBe(200);
    const spoken = await injectAs(t.app, t.userToken, {
      method: "POST",
      url: "/api/tts/synthesize",
      payload: { text: "नमस्ते", language: "hindi" },
    });
    expect(spoken.statusCode).toBe(200);

    const want = (n: { count: number; users: number }) => ({ count: n.count + 1, users: n.users + 1 });
    // Recorded in the background: the next read may come first.
    await expect
      .poll(() => usageAs(t.adminToken), { timeout: 5000 })
      .toEqual({
        document_analysis: want(before.document_analysis),
        chart: want(before.chart),
        voice_reply: want(before.voice_reply),
      });
    expect(await usageAs(otherStateAdmin)).toEqual({
      document_analysis: { count: 0, users: 0 },
      chart: { count: 0, users: 0 },
      voice_reply: { count: 0, users: 0 },
    });
  });
});
