// Validates all bundled reference content against the contracts and the product's content rules.
import { readFileSync } from "node:fs";
import {
  ACADEMY_COLORS,
  ACADEMY_MODULE_COUNT,
  ACADEMY_POINTS_PER_MODULE,
  CONTENT_CATEGORIES,
  GLOSSARY_CATEGORIES,
  GLOSSARY_TERM_COUNT,
  REGION_IDS,
  VIDEO_COUNT,
  ZAcademyModule,
  ZGlossaryRequest,
  ZGlossaryTerm,
  ZLocalizedAcademyModule,
  ZLocalizedGlossaryTerm,
  ZLocalizedRegionItem,
  ZLocalizedVideo,
  ZRegion,
  ZVideo,
} from "@sachiv/contracts";
import { describe, expect, it } from "vitest";
import {
  academyModules,
  allowedDomains,
  glossaryTerms,
  isAllowedUrl,
  localize,
  localizeAcademyModule,
  localizeGlossaryTerm,
  localizeRegion,
  localizeVideo,
  regions,
  searchGlossary,
  videos,
} from "./data/index.ts";

// Script_Extensions also covers the danda (।), which is Common script.
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;

type TBilingual = { hindi: string; hinglish: string };

/** Every { hindi, hinglish } pair inside a value, with a readable path. */
function bilingualFields(value: unknown, path: string): Array<[string, TBilingual]> {
  if (value === null || typeof value !== "object") return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => bilingualFields(v, `${path}[${i}]`));
  const record = value as Record<string, unknown>;
  if (typeof record.hindi === "string" && typeof record.hinglish === "string") {
    return [[path, { hindi: record.hindi, hinglish: record.hinglish }]];
  }
  return Object.entries(record).flatMap(([k, v]) => bilingualFields(v, `${path}.${k}`));
}

const allBilingual: Array<[string, TBilingual]> = [
  ...bilingualFields(regions, "regions"),
  ...bilingualFields(
    academyModules.map(({ content: _content, ...rest }) => rest),
    "academy",
  ),
  ...bilingualFields(glossaryTerms, "glossary"),
  ...bilingualFields(videos, "videos"),
];

const hindiAcademyPoints = academyModules.flatMap((m) =>
  m.content.hindi.map((p, i) => [`academy ${m.id} hindi[${i}]`, p]),
);
const hinglishAcademyPoints = academyModules.flatMap((m) =>
  m.content.hinglish.map((p, i) => [`academy ${m.id} hinglish[${i}]`, p]),
);

const allUrls: string[] = [...regions.flatMap((r) => r.items.map((i) => i.url)), ...videos.map((v) => v.url)];

describe("regions", () => {
  it("are the four regions in screen order and satisfy the contract", () => {
    expect(regions.map((r) => r.id)).toEqual([...REGION_IDS]);
    for (const region of regions) expect(() => ZRegion.parse(region)).not.toThrow();
  });

  it.each(regions.filter((r) => r.id !== "central"))("$id has at least 8 items", (region) => {
    expect(region.items.length).toBeGreaterThanOrEqual(8);
  });

  it("central has at least 12 items", () => {
    expect(regions.find((r) => r.id === "central")?.items.length).toBeGreaterThanOrEqual(12);
  });

  it.each(regions)("$id has at least one item of every category, so each filter shows something", (region) => {
    for (const category of CONTENT_CATEGORIES) {
      expect(
        region.items.some((i) => i.category === category),
        `${region.id}: ${category}`,
      ).toBe(true);
    }
  });

  it.each(regions)("$id has no duplicate titles", (region) => {
    const titles = region.items.map((i) => i.title.hinglish);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("academy", () => {
  it(`has exactly ${ACADEMY_MODULE_COUNT} modules, ids 1–6, colors in the spec's order`, () => {
    expect(academyModules).toHaveLength(ACADEMY_MODULE_COUNT);
    expect(academyModules.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(academyModules.map((m) => m.color)).toEqual([...ACADEMY_COLORS]);
  });

  it("topics follow the spec: duties, schemes, money, people, papers, digital", () => {
    const titles = academyModules.map((m) => m.title.hinglish.toLowerCase());
    const topics = ["kartavya", "yojana", "paisa", "logon", "record", "digital"];
    topics.forEach((word, i) => expect(titles[i]).toContain(word));
  });

  it.each(academyModules)("module $id satisfies the contract with 7 points per language", (module) => {
    expect(() => ZAcademyModule.parse(module)).not.toThrow();
    expect(module.content.hindi).toHaveLength(ACADEMY_POINTS_PER_MODULE);
    expect(module.content.hinglish).toHaveLength(ACADEMY_POINTS_PER_MODULE);
    expect(module.emoji.trim()).not.toBe("");
  });

  it("covers the concrete duties an official must know", () => {
    const text = academyModules.flatMap((m) => m.content.hinglish).join(" ");
    for (const needle of [
      "Gram Sabha",
      "quorum",
      "GPDP",
      "tied",
      "untied",
      "social audit",
      "eGramSwaraj",
      "PFMS",
      "cash book",
      "RTI",
      "30 din",
      "standing committees",
      "Meri Panchayat",
      "Common Service Centre",
    ]) {
      expect(text, needle).toContain(needle);
    }
  });
});

describe("glossary", () => {
  it(`has exactly ${GLOSSARY_TERM_COUNT} terms with ids 1–${GLOSSARY_TERM_COUNT}, each satisfying the contract`, () => {
    expect(glossaryTerms).toHaveLength(GLOSSARY_TERM_COUNT);
    expect(glossaryTerms.map((t) => t.id)).toEqual(Array.from({ length: GLOSSARY_TERM_COUNT }, (_, i) => i + 1));
    for (const term of glossaryTerms) expect(() => ZGlossaryTerm.parse(term)).not.toThrow();
  });

  it("uses every category", () => {
    for (const category of GLOSSARY_CATEGORIES) {
      expect(
        glossaryTerms.some((t) => t.category === category),
        category,
      ).toBe(true);
    }
  });

  it("includes MGNREGA's guarantee of 100 days of work per rural household per year", () => {
    const mgnrega = glossaryTerms.find((t) => t.term.hinglish === "MGNREGA");
    expect(mgnrega?.category).toBe("schemes");
    expect(mgnrega?.meaning.hinglish).toMatch(/100 din/);
    expect(mgnrega?.meaning.hinglish).toMatch(/gramin parivar/);
    expect(mgnrega?.meaning.hindi).toMatch(/100 दिन/);
    expect(mgnrega?.meaning.hindi).toMatch(/ग्रामीण परिवार/);
  });
});

describe("videos", () => {
  it(`has exactly ${VIDEO_COUNT} entries, each satisfying the contract`, () => {
    expect(videos).toHaveLength(VIDEO_COUNT);
    for (const video of videos) expect(() => ZVideo.parse(video)).not.toThrow();
  });

  it("has no duplicate links", () => {
    expect(new Set(videos.map((v) => v.url)).size).toBe(videos.length);
  });
});

describe("languages", () => {
  it("finds the bilingual fields", () => {
    expect(allBilingual.length).toBeGreaterThan(200);
  });

  it("every field has non-empty Hindi and Hinglish", () => {
    for (const [path, text] of allBilingual) {
      expect(text.hindi.trim(), path).not.toBe("");
      expect(text.hinglish.trim(), path).not.toBe("");
    }
    for (const [path, point] of [...hindiAcademyPoints, ...hinglishAcademyPoints]) {
      expect(point?.trim(), path).not.toBe("");
    }
  });

  it("Hinglish is written in Latin script only", () => {
    for (const [path, text] of allBilingual) expect(text.hinglish, path).not.toMatch(DEVANAGARI);
    for (const [path, point] of hinglishAcademyPoints) expect(point, path).not.toMatch(DEVANAGARI);
  });

  it("Hindi is written in Devanagari", () => {
    for (const [path, text] of allBilingual) expect(text.hindi, path).toMatch(DEVANAGARI);
    for (const [path, point] of hindiAcademyPoints) expect(point, path).toMatch(DEVANAGARI);
  });

  it("Hindi and Hinglish differ (nothing left untranslated)", () => {
    for (const [path, text] of allBilingual) expect(text.hindi, path).not.toBe(text.hinglish);
  });
});

describe("links", () => {
  it.each(allUrls)("%s is https and on the allow-list", (url) => {
    expect(url.startsWith("https://")).toBe(true);
    expect(isAllowedUrl(url)).toBe(true);
  });

  it("every link is recorded in SOURCES.md", () => {
    const sources = readFileSync(new URL("./data/SOURCES.md", import.meta.url), "utf8");
    const listed = new Set([...sources.matchAll(/^- (https:\/\/\S+) — /gmu)].map((m) => m[1]));
    for (const url of new Set(allUrls)) expect(listed.has(url), url).toBe(true);
    for (const url of listed) expect(isAllowedUrl(url ?? ""), url).toBe(true);
  });

  it("the allow-list holds government suffixes and the two state livelihood societies", () => {
    expect([...allowedDomains]).toEqual(["gov.in", "nic.in", "jslps.in", "brlps.in"]);
    expect(isAllowedUrl("https://www.jslps.in/")).toBe(true);
    expect(isAllowedUrl("https://fakejslps.in/")).toBe(false);
  });

  it("isAllowedUrl admits official hosts and rejects look-alikes", () => {
    expect(isAllowedUrl("https://pmkisan.gov.in/")).toBe(true);
    expect(isAllowedUrl("https://state.bihar.gov.in/biharprd")).toBe(true);
    expect(isAllowedUrl("https://NREGA.NIC.IN/")).toBe(true);
    expect(isAllowedUrl("http://pmkisan.gov.in/")).toBe(false);
    expect(isAllowedUrl("https://fakegov.in/")).toBe(false);
    expect(isAllowedUrl("https://gov.in.example.com/")).toBe(false);
    expect(isAllowedUrl("https://example.com/gov.in")).toBe(false);
    expect(isAllowedUrl("https://pmkisan.gov.in@example.com/")).toBe(false);
    expect(isAllowedUrl("https://user:pw@pmkisan.gov.in/")).toBe(false);
    expect(isAllowedUrl("https://pmkisan.gov.in./")).toBe(false);
    expect(isAllowedUrl("javascript:alert(1)")).toBe(false);
    expect(isAllowedUrl("not a url")).toBe(false);
  });
});

describe("searchGlossary", () => {
  const ids = (filter: Parameters<typeof searchGlossary>[1]) => searchGlossary(glossaryTerms, filter).map((t) => t.id);

  it("returns every term, in order, for an empty query and category all", () => {
    expect(ids({ search_query: "", category: "all", language: "hinglish" })).toEqual(glossaryTerms.map((t) => t.id));
    expect(ids({})).toEqual(glossaryTerms.map((t) => t.id));
  });

  it("finds a Hinglish term, case-insensitively, with surrounding spaces", () => {
    const found = ids({ search_query: "  GRAM sabha ", language: "hinglish" });
    expect(found).toContain(5);
    expect(ids({ search_query: "gram sabha", language: "hinglish" })).toEqual(found);
    expect(ids({ search_query: "mgnrega", language: "hinglish" })).toContain(1);
  });

  it("finds a Devanagari term in Hindi", () => {
    expect(ids({ search_query: "ग्राम सभा", language: "hindi" })).toContain(5);
    expect(ids({ search_query: "मनरेगा", language: "hindi" })).toEqual([1]);
  });

  it("matches a substring of the meaning, not only the term", () => {
    expect(ids({ search_query: "100 din", language: "hinglish" })).toEqual([1]);
    expect(ids({ search_query: "100 दिन", language: "hindi" })).toEqual([1]);
  });

  it("searches only the chosen language; anything other than hindi means Hinglish", () => {
    expect(ids({ search_query: "ग्राम सभा", language: "hinglish" })).toEqual([]);
    expect(ids({ search_query: "gram sabha", language: "hindi" })).toEqual([]);
    expect(ids({ search_query: "gram sabha", language: "english" })).toContain(5);
  });

  it("filters by category and combines it with the query", () => {
    const finance = searchGlossary(glossaryTerms, { category: "finance", language: "hinglish" });
    expect(finance.length).toBeGreaterThan(0);
    expect(finance.every((t) => t.category === "finance")).toBe(true);
    expect(ids({ search_query: "gram sabha", category: "governance", language: "hinglish" })).toContain(5);
    expect(ids({ search_query: "mgnrega", category: "digital", language: "hinglish" })).toEqual([]);
  });

  it("returns an empty list when nothing matches", () => {
    expect(ids({ search_query: "xyz-no-such-term", language: "hinglish" })).toEqual([]);
    expect(ids({ search_query: "क्षज्ञत्र-नहीं", language: "hindi" })).toEqual([]);
  });

  it("accepts a parsed API request as its filter", () => {
    const request = ZGlossaryRequest.parse({
      search_query: " Gram Sabha ",
      category: "governance",
      language: "hinglish",
    });
    expect(searchGlossary(glossaryTerms, request).map((t) => t.id)).toContain(5);
  });
});

describe("localize helpers", () => {
  it("pick the language's strings and satisfy the localized contracts", () => {
    for (const language of ["hindi", "hinglish", undefined, "anything"]) {
      for (const region of regions) {
        const local = localizeRegion(region, language);
        for (const item of local.items) expect(() => ZLocalizedRegionItem.parse(item)).not.toThrow();
      }
      for (const module of academyModules) {
        expect(() => ZLocalizedAcademyModule.parse(localizeAcademyModule(module, language))).not.toThrow();
      }
      for (const term of glossaryTerms) {
        expect(() => ZLocalizedGlossaryTerm.parse(localizeGlossaryTerm(term, language))).not.toThrow();
      }
      videos.forEach((video, i) =>
        expect(() => ZLocalizedVideo.parse(localizeVideo(video, i, language))).not.toThrow(),
      );
    }
    expect(localize({ hindi: "हाँ", hinglish: "haan" }, "hindi")).toBe("हाँ");
    expect(localize({ hindi: "हाँ", hinglish: "haan" }, "other")).toBe("haan");
    expect(localizeAcademyModule(academyModules[0]!, "hindi").content).toEqual(academyModules[0]!.content.hindi);
    expect(localizeVideo(videos[2]!, 2, "hinglish").number).toBe(3);
  });
});
