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

  it("gives each circular its issuing department, and the order's number, date and link only where known", async () => {
    const central = bodyOf(await post("/circulars", { state_id: "central", language: "hindi" }), ZCircularsResponse);
    const guidelines = central.items.find((i) => i.order_number === "15(2) FC-XV/FCD/2020-25");
    expect(guidelines).toMatchObject({
      category: "circular",
      issuer: "वित्त मंत्रालय, व्यय विभाग (वित्त आयोग प्रभाग)",
      order_date: "2021-07-14",
      order_url: null,
    });
    const manual = central.items.find((i) => i.order_url !== null);
    expect(manual?.order_url).toBe("https://sujal-swachhsangraha.gov.in/node/4311");
    expect(manual?.order_number).toBeNull();

    // A state's circulars name the state's department; nothing is invented for number or date.
    const haryana = bodyOf(
      await post("/circulars", { state_id: "haryana", category: "circular", language: "hinglish" }),
      ZCircularsResponse,
    );
    expect(haryana.items.length).toBeGreaterThan(0);
    for (const item of haryana.items) {
      expect(item.issuer).toBe("Vikas evam Panchayat Vibhag, Haryana Sarkar");
      expect([item.order_number, item.order_date, item.order_url]).toEqual([null, null, null]);
    }
    // Schemes have no issuer field filled.
    const schemes = bodyOf(await post("/circulars", { state_id: "bihar", category: "scheme" }), ZCircularsResponse);
    expect(schemes.items.every((i) => i.issuer === null)).toBe(true);
  });

  it("searches a state's items in either script, whatever the screen's language", async () => {
    const find = async (state_id: string, query: string, language = "hinglish") =>
      bodyOf(await post("/circulars", { state_id, query, language }), ZCircularsResponse);

    // Typed in Roman letters, found on the Hindi screen, and the other way round.
    const hindiScreen = await find("jharkhand", "avishwas", "hindi");
    expect(hindiScreen.query).toBe("avishwas");
    expect(hindiScreen.items.map((i) => i.title)).toContain("अविश्वास प्रस्ताव, पद से हटाना और अयोग्यता");
    const hinglishScreen = await find("jharkhand", "अविश्वास");
    expect(hinglishScreen.items.map((i) => i.title)).toContain("Avishwas prastav, pad se hatana aur ayogyata");

    // By order number and by the issuing ministry.
    expect((await find("central", "FC-XV/FCD")).items).toHaveLength(1);
    expect((await find("central", "व्यय विभाग", "hindi")).items[0]?.order_date).toBe("2021-07-14");
    expect((await find("haryana", "G.S.R. 17")).items[0]?.title).toBe(
      "Haryana Panchayati Raj Rules 1995 — adhisuchna (notification)",
    );

    // Category and words together; nothing found is an empty list, not an error; blank = everything.
    const circularOnly = bodyOf(
      await post("/circulars", { state_id: "bihar", category: "circular", query: "Finance Commission" }),
      ZCircularsResponse,
    );
    expect(circularOnly.items.length).toBeGreaterThan(0);
    expect(circularOnly.items.every((i) => i.category === "circular")).toBe(true);
    expect((await find("bihar", "zzzz-koi-nahi")).items).toEqual([]);
    const blank = await find("bihar", "  ");
    expect(blank.query).toBeNull();
    expect(blank.items).toHaveLength(regions.find((r) => r.id === "bihar")!.items.length);
    expect((await post("/circulars", { state_id: "bihar", query: "x".repeat(201) })).statusCode).toBe(400);
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
    // Each says what it opens and who publishes it, in the asked language; only a video has a length.
    expect(body.videos[0]).toMatchObject({ kind: "channel", publisher: "दूरदर्शन (प्रसार भारती)", language: "hindi" });
    expect(
      body.videos.filter((v) => v.kind === "portal").every((v) => v.duration === null && v.language === null),
    ).toBe(true);
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
