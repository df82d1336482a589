// Circulars, academy, videos and glossary over HTTP: the bundled content in the caller's language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { regions, searchGlossary } from "@sachiv/content";
import { glossaryTerms } from "@sachiv/content/glossary";
import { ZAcademyResponse, ZCircularsResponse, ZGlossaryResponse, ZVideosResponse } from "@sachiv/contracts";
import { bodyOf, createTestApp, errorOf, type TTestApp } from "./helper.ts";

describe("content API", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url: `/api${url}`, payload });

  it("lists a state's items, filtered by category, in either language", async () => {
    const all = await post("/circulars", { state_id: "jharkhand", language: "hindi" });
    expect(all.statusCode).toBe(200);
    const body = bodyOf(all, ZCircularsResponse);
    const jharkhand = regions.find((r) => r.id === "jharkhand")!;
    expect(body.state.name).toBe(jharkhand.name.hindi);
    expect(body.category).toBe("all");
    expect(body.items).toHaveLength(jharkhand.items.length);
    expect(body.items[0]?.title).toBe(jharkhand.items[0]!.title.hindi);

    const schemes = bodyOf(
      await post("/circulars", { state_id: "jharkhand", category: "scheme", language: "hinglish" }),
      ZCircularsResponse,
    );
    expect(schemes.items.length).toBe(jharkhand.items.filter((i) => i.category === "scheme").length);
    expect(schemes.items.every((i) => i.category === "scheme")).toBe(true);
    expect(schemes.items[0]?.title).toMatch(/^[\x20-\x7E\u2013\u2014\u2018\u2019\u201C\u201D₹]+$/); // Latin script

    // Any language other than "hindi" means Hinglish; an empty category means all.
    const lenient = bodyOf(
      await post("/circulars", { state_id: "central", category: "", language: "english" }),
      ZCircularsResponse,
    );
    expect(lenient.language).toBe("hinglish");
    expect(lenient.category).toBe("all");
  });

  it("rejects an unknown state or category with a clear 400", async () => {
    const state = await post("/circulars", { state_id: "goa", language: "hindi" });
    expect(state.statusCode).toBe(400);
    expect(errorOf(state).code).toBe("VALIDATION_FAILED");
    const category = await post("/circulars", { state_id: "bihar", category: "memo" });
    expect(category.statusCode).toBe(400);
  });

  it("serves all six academy modules or one, with seven points each", async () => {
    const all = bodyOf(await post("/academy", { language: "hinglish" }), ZAcademyResponse);
    expect(all.modules.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(all.modules.every((m) => m.content.length === 7)).toBe(true);
    const one = bodyOf(await post("/academy", { module_id: 3, language: "hindi" }), ZAcademyResponse);
    expect(one.modules).toHaveLength(1);
    expect(one.modules[0]?.color).toBe("yellow");
    expect((await post("/academy", { module_id: 7 })).statusCode).toBe(400);
  });

  it("numbers the 25 videos", async () => {
    const body = bodyOf(await post("/videos", { language: "hindi" }), ZVideosResponse);
    expect(body.videos).toHaveLength(25);
    expect(body.videos.map((v) => v.number)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(body.videos.every((v) => v.url.startsWith("https://"))).toBe(true);
  });

  it("searches the glossary exactly as the web app does", async () => {
    const cases = [
      { search_query: "gram sabha", language: "hinglish" },
      { search_query: "ग्राम सभा", language: "hindi" },
      { search_query: "MGNREGA", language: "hinglish", category: "schemes" },
      { search_query: "100", language: "hindi" },
      { search_query: "zzz-no-such-term", language: "hinglish" },
      { category: "digital", language: "hindi" },
    ] as const;
    for (const filter of cases) {
      const res = await post("/glossary", filter);
      expect(res.statusCode).toBe(200);
      const ids = bodyOf(res, ZGlossaryResponse).terms.map((term) => term.id);
      const expected = searchGlossary(glossaryTerms, { category: "all", ...filter }).map((term) => term.id);
      expect(ids, JSON.stringify(filter)).toEqual(expected);
    }
    const nothing = bodyOf(await post("/glossary", { search_query: "zzz-no-such-term" }), ZGlossaryResponse);
    expect(nothing.terms).toEqual([]);
    const mgnrega = bodyOf(
      await post("/glossary", { search_query: "mgnrega", language: "hinglish" }),
      ZGlossaryResponse,
    );
    expect(mgnrega.terms.length).toBeGreaterThan(0);
    expect(mgnrega.terms.some((term) => term.meaning.includes("100"))).toBe(true);
  });
});
