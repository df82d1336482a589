// A state's own templates (issue 27 §6) over HTTP on a real database: an admin stores a Bihar
// notice in its own wording; a Bihar draft's PDF then carries it while a Jharkhand draft keeps ours;
// unknown {placeholders}, mismatched languages and non-Devanagari Hindi are a bilingual 400 naming
// each problem; officials may read the overrides but not write them; deleting restores ours.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ZDraftTemplateOverride,
  ZDraftTemplateOverrideList,
  type TDraftInput,
  type TDraftTemplateOverrideInput,
} from "@sachiv/contracts";
import { apiErrors, templateAsOverride } from "@sachiv/content";
import { bodyOf, createTestApp, errorOf, injectAs, signUp, signUpAdmin, uniqueEmail, type TTestApp } from "./helper.ts";

const hasPoppler = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

const OWN_LINE = {
  hindi: "बिहार सरकार के प्रपत्र के अनुसार: ग्राम सभा {panchayat} की बैठक दिनांक {meeting_date} को {venue} में होगी।",
  hinglish:
    "Bihar sarkar ke prapatra ke anusaar: Gram Sabha {panchayat} ki baithak dinank {meeting_date} ko {venue} mein hogi.",
};

function biharNotice(): TDraftTemplateOverrideInput {
  const base = templateAsOverride("gram_sabha_notice");
  return {
    ...base,
    title: { hindi: "ग्राम सभा बैठक सूचना (बिहार प्रपत्र)", hinglish: "Gram Sabha baithak soochna (Bihar prapatra)" },
    body: [base.body[0]!, { kind: "para", text: OWN_LINE }, ...base.body.slice(1)],
  };
}

function notice(state: "bihar" | "jharkhand"): TDraftInput {
  return {
    template_id: "gram_sabha_notice",
    title: "ग्राम सभा",
    profile: {
      state,
      district: "गया",
      block: "बोधगया",
      panchayat: "बकरौर",
      head_name: "किरण देवी",
      head_title: null,
      secretary_name: "",
      gram_sabha_venue: "पंचायत भवन",
    },
    values: { meeting_date: "2026-12-10", agenda: ["बजट"] },
  };
}

function pdfText(res: { rawPayload: Buffer }): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "draft-tpl-")), "n.pdf");
  fs.writeFileSync(file, res.rawPayload);
  return execFileSync("pdftotext", [file, "-"]).toString("utf8").normalize("NFC").replace(/\s+/g, " ");
}

describe("a state's own draft templates", () => {
  const adminEmail = uniqueEmail("admin");
  let t: TTestApp;
  let admin: string;
  let official: string;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: adminEmail });
    admin = (await signUpAdmin(t, adminEmail)).access_token;
    official = (await signUp(t.app)).access_token;
  });
  afterAll(async () => t.close());

  it("an official may read the overrides but not write them", async () => {
    const put = await injectAs(t.app, official, {
      method: "PUT",
      url: "/api/admin/draft-templates/bihar/gram_sabha_notice",
      payload: biharNotice(),
    });
    expect(put.statusCode).toBe(403);
    const list = await injectAs(t.app, official, { method: "GET", url: "/api/drafts/templates" });
    expect(bodyOf(list, ZDraftTemplateOverrideList).overrides).toEqual([]);
  });

  it("refuses unknown placeholders, mismatched languages and Roman Hindi, naming each, in the caller's language", async () => {
    const bad = biharNotice();
    bad.body[1] = {
      kind: "para",
      text: { hindi: "बैठक {meeting_day} को {venue} में", hinglish: "Baithak {meeting_date} ko hogi" },
    };
    bad.title = { hindi: "Gram Sabha notice", hinglish: "Gram Sabha notice" };
    for (const language of ["hindi", "hinglish"] as const) {
      const res = await injectAs(t.app, admin, {
        method: "PUT",
        url: "/api/admin/draft-templates/bihar/gram_sabha_notice",
        payload: bad,
        headers: { "x-language": language },
      });
      expect(res.statusCode).toBe(400);
      const error = errorOf(res);
      expect(error.message).toBe(apiErrors.DRAFT_TEMPLATE_INVALID[language]);
      const details = error.details ?? [];
      expect(details.map((d) => d.path)).toEqual(["title", "body.1.text", "body.1.text"]);
      expect(details[1]?.message).toContain("{meeting_day}");
      expect(details[2]?.message).toBe(
        language === "hindi"
          ? "हिंदी और हिंग्लिश पाठ में एक ही {जगहें} होनी चाहिए।"
          : "Hindi aur Hinglish paath mein ek hi {jagah} honi chahiye.",
      );
    }
    const list = await injectAs(t.app, admin, { method: "GET", url: "/api/admin/draft-templates" });
    expect(bodyOf(list, ZDraftTemplateOverrideList).overrides).toEqual([]);
  });

  it.skipIf(!hasPoppler)(
    "a Bihar draft uses Bihar's own wording; Jharkhand keeps ours; delete restores ours",
    async () => {
      const put = await injectAs(t.app, admin, {
        method: "PUT",
        url: "/api/admin/draft-templates/bihar/gram_sabha_notice",
        payload: biharNotice(),
      });
      expect(put.statusCode).toBe(200);
      expect(bodyOf(put, ZDraftTemplateOverride)).toMatchObject({
        state: "bihar",
        template_id: "gram_sabha_notice",
        updated_by: adminEmail,
      });
      const seen = bodyOf(
        await injectAs(t.app, official, { method: "GET", url: "/api/drafts/templates" }),
        ZDraftTemplateOverrideList,
      );
      expect(seen.overrides.map((o) => [o.state, o.template_id, o.title.hindi])).toEqual([
        ["bihar", "gram_sabha_notice", "ग्राम सभा बैठक सूचना (बिहार प्रपत्र)"],
      ]);

      const file = (state: "bihar" | "jharkhand") =>
        injectAs(t.app, official, {
          method: "POST",
          url: "/api/drafts/file",
          payload: { format: "pdf", draft: notice(state) },
        });
      const bihar = pdfText(await file("bihar"));
      expect(bihar).toContain(
        "बिहार सरकार के प्रपत्र के अनुसार: ग्राम सभा बकरौर की बैठक दिनांक 10/12/2026 को पंचायत भवन में होगी।",
      );
      const jharkhand = pdfText(await file("jharkhand"));
      expect(jharkhand).not.toContain("बिहार सरकार के प्रपत्र");
      expect(jharkhand).toContain("ग्राम सभा की बैठक की सूचना");

      const del = await injectAs(t.app, admin, {
        method: "DELETE",
        url: "/api/admin/draft-templates/bihar/gram_sabha_notice",
      });
      expect(del.statusCode).toBe(204);
      expect(pdfText(await file("bihar"))).not.toContain("बिहार सरकार के प्रपत्र");
      const again = await injectAs(t.app, admin, {
        method: "DELETE",
        url: "/api/admin/draft-templates/bihar/gram_sabha_notice",
        headers: { "x-language": "hindi" },
      });
      expect(again.statusCode).toBe(404);
    },
  );
});
