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
  VIDEO_KINDS,
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
  formatVideoDuration,
  isAllowedUrl,
  localize,
  localizeAcademyModule,
  localizeGlossaryTerm,
  localizeRegion,
  localizeVideo,
  regionItemMatches,
  regions,
  searchGlossary,
  videos,
} from "./data/index.ts";
import { glossaryTerms } from "./data/glossary.ts";

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
  it("are the six states and the Centre in screen order and satisfy the contract", () => {
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

describe("circulars are orders with their issuer, number and date where known", () => {
  const items = regions.flatMap((r) => r.items.map((item) => ({ region: r.id, item })));
  const circulars = items.filter(({ item }) => item.category === "circular");

  it.each(circulars.map(({ region, item }) => ({ region, title: item.title.hinglish, item })))(
    "$region: $title names the department that issues it, in both languages",
    ({ item }) => {
      expect(item.issuer?.hindi).toMatch(/[\u0900-\u097F]/);
      expect(item.issuer?.hinglish).toMatch(/^[\x20-\x7E]+$/);
    },
  );

  const orders = items.filter(({ item }) => item.order);
  it("some orders carry a confirmed number and date, and a date is a real day in the past", () => {
    const dated = orders.filter(({ item }) => item.order?.number && item.order.date);
    expect(dated.length).toBeGreaterThanOrEqual(2);
    for (const { item } of dated) {
      const day = new Date(`${item.order!.date!}T00:00:00Z`);
      expect(day.toISOString().slice(0, 10)).toBe(item.order!.date);
      expect(day.getTime()).toBeLessThan(Date.now());
    }
  });

  it("a link to the order is the order itself on an official site, never a portal's home page", () => {
    const links = orders.map(({ item }) => item.order!.url).filter((url): url is string => url !== null);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(isAllowedUrl(link), link).toBe(true);
      expect(new URL(link).pathname.replace(/\/+$/, ""), link).not.toBe("");
    }
  });

  it("search finds circulars across scripts and by order number", () => {
    const central = regions.find((r) => r.id === "central")!.items;
    const find = (query: string) =>
      central.filter((item) => regionItemMatches(item, query)).map((i) => i.title.hinglish);
    const guidelines =
      "15th Finance Commission ke gramin sthaniya nikay grant (2021-22 se 2025-26) — operational guidelines";
    expect(find("FC-XV/FCD")).toEqual([guidelines]);
    expect(find("vyay vibhag")).toEqual([guidelines]);
    expect(find("व्यय विभाग")).toEqual([guidelines]);
    expect(find("puraskar")).toContain("Rashtriya Panchayat Puraskar");
    expect(find("पुरस्कार")).toContain("Rashtriya Panchayat Puraskar");
    expect(find("")).toHaveLength(central.length);
    expect(find("zzzz-nothing")).toEqual([]);
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

// The topics issue 14 added to the starter knowledge base (apps/api/kb/starter) and the academy
// module(s) where each belongs. A topic must be taught in one of its modules, in the same point in
// Hindi and in Hinglish; where the rule differs by state the point names all three states.
const ACADEMY_TOPICS: {
  topic: string;
  modules: number[];
  hindi: RegExp;
  hinglish: RegExp;
  perState?: boolean;
}[] = [
  {
    topic: "no-confidence motion",
    modules: [1, 4],
    hindi: /अविश्वास प्रस्ताव/u,
    hinglish: /avishwas prastav/i,
    perState: true,
  },
  {
    topic: "recall of the Sarpanch (Haryana)",
    modules: [1, 4],
    hindi: /हरियाणा.*वापस बुला/u,
    hinglish: /Haryana.*recall/,
  },
  { topic: "disqualification", modules: [1, 4], hindi: /अयोग्यता/u, hinglish: /ayogyata/i },
  { topic: "VHSNC", modules: [1, 2, 4], hindi: /VHSNC/, hinglish: /VHSNC/ },
  {
    topic: "School Management Committee",
    modules: [1, 2, 4],
    hindi: /विद्यालय प्रबंधन समिति/u,
    hinglish: /School Management Committee/,
  },
  {
    topic: "ration-shop vigilance committee",
    modules: [1, 2, 4],
    hindi: /राशन.*सतर्कता समिति/u,
    hinglish: /Ration.*vigilance/,
  },
  { topic: "disaster relief", modules: [1, 2, 4], hindi: /आपदा में राहत/u, hinglish: /Aapda mein rahat/, perState: true },
  {
    topic: "whom to go to next",
    modules: [1, 4],
    hindi: /शिकायत.*CPGRAMS/u,
    hinglish: /shikayat.*CPGRAMS/i,
    perState: true,
  },
  {
    topic: "VB-G RAM G: 125 days, work within 15 days",
    modules: [2],
    hindi: /VB-G RAM G.*125 दिन.*15 दिन/u,
    hinglish: /VB-G RAM G.*125 din.*15 din/,
  },
  {
    topic: "VB-G RAM G: plan approved by the Gram Sabha",
    modules: [2],
    hindi: /ग्राम सभा से मंज़ूर विकसित ग्राम पंचायत योजना/u,
    hinglish: /Gram Sabha se manzoor Viksit Gram Panchayat Plan/,
  },
  {
    topic: "VB-G RAM G: job cards and unfinished works",
    modules: [2],
    hindi: /जॉब कार्ड.*अधूरे कामों/u,
    hinglish: /job card.*adhure kaamon/,
  },
  {
    topic: "16th Finance Commission and its conditions",
    modules: [3],
    hindi: /16वाँ वित्त आयोग.*शर्त/u,
    hinglish: /16th Finance Commission.*shart/,
  },
  {
    topic: "administrative and technical sanction",
    modules: [3],
    hindi: /प्रशासनिक स्वीकृति.*तकनीकी स्वीकृति/u,
    hinglish: /prashasnik sweekriti.*takneeki sweekriti/,
    perState: true,
  },
  {
    topic: "procurement (purchase committee, tender, no splitting)",
    modules: [3],
    hindi: /क्रय समिति.*टुकड़ों/u,
    hinglish: /kharid samiti.*tukdon/,
  },
  { topic: "taxes and fees", modules: [3], hindi: /कर और शुल्क/u, hinglish: /tax aur shulk/, perState: true },
];

const STATES_HINDI = ["बिहार", "झारखंड", "हरियाणा", "उत्तर प्रदेश", "मध्य प्रदेश", "राजस्थान"];
const STATES_HINGLISH = ["Bihar", "Jharkhand", "Haryana", "Uttar Pradesh", "Madhya Pradesh", "Rajasthan"];

describe("academy teaches the topics of the starter knowledge base", () => {
  it.each(ACADEMY_TOPICS)("$topic: in module $modules, the same point in both languages", (topic) => {
    const places = academyModules
      .filter((m) => topic.modules.includes(m.id))
      .map((m) => ({
        id: m.id,
        hindi: m.content.hindi.flatMap((p, i) => (topic.hindi.test(p) ? [i] : [])),
        hinglish: m.content.hinglish.flatMap((p, i) => (topic.hinglish.test(p) ? [i] : [])),
        module: m,
      }));
    expect(places.some((p) => p.hindi.length > 0)).toBe(true);
    for (const place of places) {
      expect(place.hinglish, `module ${place.id}: Hinglish points`).toEqual(place.hindi);
      if (!topic.perState) continue;
      for (const i of place.hindi) {
        for (const state of STATES_HINDI) expect(place.module.content.hindi[i], state).toContain(state);
        for (const state of STATES_HINGLISH) expect(place.module.content.hinglish[i], state).toContain(state);
      }
    }
  });

  it("is written for all three states: a point that names the Mukhiya or the block officer names Haryana's word too", () => {
    const broken = academyModules.flatMap((m) => [
      ...m.content.hindi
        .filter((p) => (/मुखिया/u.test(p) && !/सरपंच/u.test(p)) || (/प्रखंड|\bBDO\b/u.test(p) && !/BDPO/.test(p)))
        .map((p) => `module ${m.id}: ${p}`),
      ...m.content.hinglish
        .filter((p) => (/Mukhiya/.test(p) && !/Sarpanch/.test(p)) || (/prakhand|\bBDO\b/.test(p) && !/BDPO/.test(p)))
        .map((p) => `module ${m.id}: ${p}`),
    ]);
    expect(broken).toEqual([]);
  });
});

// Each state keeps a card for each of these topics, its title in both languages, in the expected
// category, naming that state's own Act or officers (not one state's text copied to the others).
const STATE_WORDS: Record<string, { act: string; block: string; district: [string, string] }> = {
  jharkhand: { act: "2001", block: "BDO", district: ["उपायुक्त", "Upayukt"] },
  bihar: { act: "2006", block: "BDO", district: ["ज़िलाधिकारी", "DM"] },
  haryana: { act: "1994", block: "BDPO", district: ["DDPO", "DDPO"] },
  uttar_pradesh: { act: "1947", block: "BDO", district: ["ज़िलाधिकारी", "DM"] },
  madhya_pradesh: { act: "1993", block: "CEO", district: ["कलेक्टर", "Collector"] },
  rajasthan: { act: "1994", block: "BDO", district: ["ज़िला कलेक्टर", "Collector"] },
};

const STATE_TOPICS: {
  topic: string;
  category?: string;
  title: [RegExp, RegExp];
  mentions?: [RegExp, RegExp];
  names: "act" | "officers" | "none";
}[] = [
  {
    topic: "no-confidence, removal, disqualification",
    category: "policy",
    title: [/अविश्वास प्रस्ताव/u, /Avishwas prastav/],
    mentions: [/अयोग्यता/u, /ayogyata/],
    names: "act",
  },
  {
    topic: "panchayat taxes and fees",
    category: "policy",
    title: [/कर और शुल्क/u, /kar \(tax\) aur shulk/],
    names: "act",
  },
  {
    topic: "purchase and sanction",
    category: "circular",
    title: [/ख़रीद.*स्वीकृति/u, /Kharid.*sweekriti/],
    mentions: [/क्रय समिति/u, /kharid samiti/],
    names: "act",
  },
  {
    topic: "16th Finance Commission grant",
    category: "circular",
    title: [/16वें वित्त आयोग/u, /16th Finance Commission/],
    mentions: [/2030-31/u, /2030-31/],
    names: "none",
  },
  { topic: "whom to go to next", category: "policy", title: [/शिकायत/u, /shikayat/i], names: "officers" },
  {
    topic: "ration-shop vigilance",
    title: [/राशन/u, /Ration/i],
    mentions: [/सतर्कता समिति/u, /vigilance/],
    names: "none",
  },
];

describe("circulars: each state has a card for each topic of the starter knowledge base", () => {
  const states = regions.filter((r) => r.id !== "central");
  const cases = states.flatMap((region) => STATE_TOPICS.map((topic) => ({ region, ...topic, state: region.id })));

  it.each(cases)("$state: $topic", ({ region, category, title, mentions, names }) => {
    const words = STATE_WORDS[region.id]!;
    const cards = region.items.filter(
      (i) =>
        title[0].test(i.title.hindi) &&
        title[1].test(i.title.hinglish) &&
        (!category || i.category === category) &&
        (!mentions || (mentions[0].test(i.description.hindi) && mentions[1].test(i.description.hinglish))),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      if (names === "act") {
        expect(card.description.hindi).toContain(words.act);
        expect(card.description.hinglish).toContain(words.act);
      }
      if (names === "officers") {
        expect(card.description.hindi).toMatch(new RegExp(`\\b${words.block}\\b`));
        expect(card.description.hinglish).toMatch(new RegExp(`\\b${words.block}\\b`));
        expect(card.description.hindi).toContain(words.district[0]);
        expect(card.description.hinglish).toContain(words.district[1]);
      }
    }
  });

  it("central has the CPGRAMS card for grievances about central departments", () => {
    const central = regions.find((r) => r.id === "central")!;
    const cpgrams = central.items.find((i) => i.url === "https://pgportal.gov.in/");
    expect(cpgrams?.title.hindi).toMatch(/CPGRAMS.*शिकायत/u);
    expect(cpgrams?.title.hinglish).toMatch(/CPGRAMS.*shikayat/);
  });
});

describe("glossary", () => {
  it(`has exactly ${GLOSSARY_TERM_COUNT} terms with ids 1–${GLOSSARY_TERM_COUNT}, each satisfying the contract`, () => {
    expect(glossaryTerms).toHaveLength(GLOSSARY_TERM_COUNT);
    expect(glossaryTerms.map((t) => t.id)).toEqual(Array.from({ length: GLOSSARY_TERM_COUNT }, (_, i) => i + 1));
    for (const term of glossaryTerms) expect(() => ZGlossaryTerm.parse(term)).not.toThrow();
  });

  it("has at least 150 terms, each with its English form, covering what an official meets", () => {
    expect(glossaryTerms.length).toBeGreaterThanOrEqual(150);
    for (const term of glossaryTerms) expect(term.english.trim(), term.term.hinglish).not.toBe("");
    expect(new Set(glossaryTerms.map((t) => t.term.hinglish)).size).toBe(glossaryTerms.length);
    const english = glossaryTerms.map((t) => t.english).join(" | ");
    // offices, elections, planning, schemes, finance, audit, land
    for (const needle of [
      "Block Development Officer",
      "State Election Commission",
      "Model Code of Conduct",
      "Returning Officer",
      "Gram Panchayat Development Plan",
      "Panchayat Advancement Index",
      "Viksit Gram Panchayat Plan",
      "Basic grant",
      "Performance grant",
      "Own source revenue",
      "Audit objection",
      "Measurement Book",
      "Mutation of land records",
      "Village common land",
      "Government e-Marketplace",
    ]) {
      expect(english, needle).toContain(needle);
    }
  });

  it("the 16th Finance Commission's basic grant is not called untied", () => {
    const untied = glossaryTerms.find((t) => t.term.hinglish.startsWith("Untied Grant"))!;
    expect(untied.term.hinglish).not.toMatch(/Basic/);
    expect(untied.term.hindi).toContain("15वें");
    const basic = glossaryTerms.find((t) => t.english === "Basic grant")!;
    expect(basic.meaning.hindi).toMatch(/खुला.*नहीं/u);
    expect(basic.meaning.hinglish).toMatch(/untied.*nahi/);
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

  it("lists videos, then official video channels, then portals, so each section numbers on from the last", () => {
    const kinds = videos.map((v) => v.kind);
    const order = kinds.map((kind) => VIDEO_KINDS.indexOf(kind));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(kinds.filter((k) => k === "channel").length).toBeGreaterThanOrEqual(1);
  });

  it("names who publishes each entry, in both languages", () => {
    for (const video of videos) {
      expect(video.publisher.hindi, video.url).toMatch(DEVANAGARI);
      expect(video.publisher.hinglish, video.url).not.toMatch(DEVANAGARI);
    }
  });

  it("gives a length and a language only where they belong: a portal has neither, a video says its language", () => {
    for (const video of videos) {
      if (video.kind !== "video") expect(video.durationSeconds, video.url).toBeNull();
      if (video.kind === "portal") expect(video.language, video.url).toBeNull();
      if (video.kind === "video") expect(video.language, video.url).not.toBeNull();
    }
  });

  it("says the language of Doordarshan's farmer channel (a Hindi channel)", () => {
    const ddKisan = videos.find((v) => v.url === "https://ddkisan.gov.in/");
    expect(ddKisan?.kind).toBe("channel");
    expect(ddKisan?.language).toBe("hindi");
  });

  it("shows a length as minutes:seconds, or hours:minutes:seconds from an hour on", () => {
    expect(formatVideoDuration(245)).toBe("4:05");
    expect(formatVideoDuration(59)).toBe("0:59");
    expect(formatVideoDuration(3729)).toBe("1:02:09");
  });

  it("localises an entry with its kind, publisher, language, and no length text unless it is a video with one", () => {
    const portalIndex = videos.findIndex((v) => v.kind === "portal");
    const local = localizeVideo(videos[portalIndex]!, portalIndex, "hindi");
    expect(local.kind).toBe("portal");
    expect(local.publisher).toBe(videos[portalIndex]!.publisher.hindi);
    expect(local.duration).toBeNull();
    expect(local.language).toBeNull();
    const video = { ...videos[0]!, kind: "video" as const, durationSeconds: 605, language: "hindi" as const };
    expect(localizeVideo(video, 0, "hinglish")).toMatchObject({ duration: "10:05", language: "hindi", number: 1 });
    expect(localizeVideo({ ...video, durationSeconds: null }, 0, "hinglish").duration).toBeNull();
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
