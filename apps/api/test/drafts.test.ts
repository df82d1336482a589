// Paperwork drafts (issue 27) over HTTP on a real database: the village profile is saved and read
// back per user; drafts are each user's own (another's is a bilingual 404); a Gram Sabha notice
// comes out as DOCX whose text (mammoth) and PDF whose text (poppler's pdftotext) are the filled
// Hindi, with conjuncts and the short-i sign intact.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import mammoth from "mammoth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DRAFT_TEMPLATE_IDS,
  EMPTY_VILLAGE_PROFILE,
  ZDraft,
  ZDraftList,
  ZVillageProfile,
  type TDraftInput,
  type TVillageProfile,
} from "@sachiv/contracts";
import { apiErrors } from "@sachiv/content";
import { bodyOf, createTestApp, errorOf, injectAs, signUp, type TTestApp } from "./helper.ts";

const hasPoppler = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

const PROFILE: TVillageProfile = {
  state: "bihar",
  district: "गया",
  block: "बोधगया",
  panchayat: "बकरौर",
  head_name: "किरण देवी",
  head_title: null,
  secretary_name: "रमेश कुमार",
  gram_sabha_venue: "पंचायत भवन",
};
const NOTICE: TDraftInput = {
  template_id: "gram_sabha_notice",
  title: "दिसंबर की ग्राम सभा",
  profile: PROFILE,
  values: {
    letter_no: "12/2026",
    issue_date: "2026-11-26",
    meeting_date: "2026-12-10",
    meeting_time: "11:00",
    agenda: ["ग्राम पंचायत विकास योजना पर चर्चा", "कृषि और सिंचाई की समिति का गठन"],
  },
};
/** Words of the filled notice as a user reads them on paper. */
const EXPECTED = [
  "ग्राम सभा की बैठक",
  "ग्राम पंचायत बकरौर",
  "प्रखंड बोधगया",
  "10/12/2026",
  "11:00 बजे पंचायत भवन में होगी",
  "1. ग्राम पंचायत विकास योजना पर चर्चा",
  "2. कृषि और सिंचाई की समिति का गठन",
  "बैठक मुखिया बुलाते हैं और उसकी अध्यक्षता करते हैं",
  "बिहार पंचायत राज अधिनियम, 2006",
  "किरण देवी",
  "प्रखंड विकास पदाधिकारी (BDO)",
];

describe("paperwork drafts", () => {
  let t: TTestApp;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp();
    alice = (await signUp(t.app)).access_token;
    bob = (await signUp(t.app)).access_token;
  });
  afterAll(async () => t.close());

  it("saves the village profile per user and reads it back", async () => {
    const empty = await injectAs(t.app, alice, { method: "GET", url: "/api/users/me/village" });
    expect(bodyOf(empty, ZVillageProfile)).toEqual(EMPTY_VILLAGE_PROFILE);
    const put = await injectAs(t.app, alice, { method: "PUT", url: "/api/users/me/village", payload: PROFILE });
    expect(put.statusCode).toBe(200);
    expect(
      bodyOf(await injectAs(t.app, alice, { method: "GET", url: "/api/users/me/village" }), ZVillageProfile),
    ).toEqual(PROFILE);
    expect(
      bodyOf(await injectAs(t.app, bob, { method: "GET", url: "/api/users/me/village" }), ZVillageProfile),
    ).toEqual(EMPTY_VILLAGE_PROFILE);
    const bad = await injectAs(t.app, alice, {
      method: "PUT",
      url: "/api/users/me/village",
      payload: { ...PROFILE, state: "kerala" },
      headers: { "x-language": "hindi" },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe(apiErrors.VALIDATION_FAILED.hindi);
  });

  it("keeps drafts each user's own: create, list, update, delete; another's is a bilingual 404", async () => {
    const created = await injectAs(t.app, alice, { method: "POST", url: "/api/drafts", payload: NOTICE });
    expect(created.statusCode).toBe(201);
    const draft = bodyOf(created, ZDraft);
    expect(draft).toMatchObject({ template_id: "gram_sabha_notice", title: NOTICE.title, values: NOTICE.values });

    const list = bodyOf(await injectAs(t.app, alice, { method: "GET", url: "/api/drafts" }), ZDraftList);
    expect(list.drafts.map((d) => d.id)).toEqual([draft.id]);
    expect(bodyOf(await injectAs(t.app, bob, { method: "GET", url: "/api/drafts" }), ZDraftList).drafts).toEqual([]);

    for (const [method, language] of [
      ["GET", "hindi"],
      ["PUT", "hinglish"],
      ["DELETE", "hindi"],
    ] as const) {
      const res = await injectAs(t.app, bob, {
        method,
        url: `/api/drafts/${draft.id}`,
        headers: { "x-language": language },
        ...(method === "PUT" ? { payload: NOTICE } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(apiErrors.DRAFT_NOT_FOUND[language]);
    }
    const pdfOfOther = await injectAs(t.app, bob, { method: "GET", url: `/api/drafts/${draft.id}/file?format=pdf` });
    expect(pdfOfOther.statusCode).toBe(404);

    const updated = await injectAs(t.app, alice, {
      method: "PUT",
      url: `/api/drafts/${draft.id}`,
      payload: { ...NOTICE, title: "बदला हुआ नाम" },
    });
    expect(bodyOf(updated, ZDraft).title).toBe("बदला हुआ नाम");
    expect((await injectAs(t.app, alice, { method: "DELETE", url: `/api/drafts/${draft.id}` })).statusCode).toBe(204);
    expect((await injectAs(t.app, alice, { method: "GET", url: `/api/drafts/${draft.id}` })).statusCode).toBe(404);
  });

  it("rejects an unknown template with a 400 in the caller's language", async () => {
    const res = await injectAs(t.app, alice, {
      method: "POST",
      url: "/api/drafts",
      payload: { ...NOTICE, template_id: "birth_certificate" },
      headers: { "x-language": "hinglish" },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(apiErrors.VALIDATION_FAILED.hinglish);
  });

  it("gives the notice as DOCX whose text is the filled Hindi", async () => {
    const saved = bodyOf(await injectAs(t.app, alice, { method: "POST", url: "/api/drafts", payload: NOTICE }), ZDraft);
    const res = await injectAs(t.app, alice, { method: "GET", url: `/api/drafts/${saved.id}/file?format=docx` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("wordprocessingml");
    const text = (await mammoth.extractRawText({ buffer: res.rawPayload })).value;
    for (const words of EXPECTED) expect(text).toContain(words);
  });

  it.skipIf(!hasPoppler)("gives the notice as a PDF whose text (pdftotext) is correct Devanagari", async () => {
    const res = await injectAs(t.app, alice, {
      method: "POST",
      url: "/api/drafts/file",
      payload: { format: "pdf", draft: NOTICE },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "draft-pdf-"));
    const file = path.join(dir, "notice.pdf");
    fs.writeFileSync(file, res.rawPayload);
    const text = execFileSync("pdftotext", [file, "-"]).toString("utf8").normalize("NFC").replace(/\s+/g, " ");
    fs.rmSync(dir, { recursive: true, force: true });
    for (const words of EXPECTED) expect(text).toContain(words);
    // The short-i sign and reph come back in logical order (not "िक", the glyph order on the page).
    expect(text).toContain("निम्नलिखित");
    expect(text).toContain("सूचित किया जाता है");
  });

  it("draws every template, blank or with a long text over pages, as PDF and DOCX", async () => {
    const long = Array.from({ length: 80 }, (_, i) => `निर्णय ${i + 1}: नाली और सड़क के काम की समीक्षा हुई।`).join("\n");
    for (const template_id of DRAFT_TEMPLATE_IDS) {
      for (const format of ["pdf", "docx"] as const) {
        const res = await injectAs(t.app, alice, {
          method: "POST",
          url: "/api/drafts/file",
          payload: {
            format,
            draft: {
              template_id,
              title: "x",
              profile: PROFILE,
              values: { decisions: long, letter_body: long, information: long },
            },
          },
        });
        expect(res.statusCode, `${template_id}.${format}`).toBe(200);
        expect(res.rawPayload.length).toBeGreaterThan(1000);
      }
    }
  });
});
