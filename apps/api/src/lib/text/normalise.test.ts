import { describe, expect, it } from "vitest";
import { normaliseForSearch, queryTokens, searchTokens, skeleton, surfaceWords } from "./normalise.ts";

const same = (a: string, b: string) => expect(normaliseForSearch(a)).toBe(normaliseForSearch(b));

describe("skeleton", () => {
  it("drops vowel length, aspiration and doubled letters", () => {
    expect(skeleton("panchaayat")).toBe(skeleton("panchayat"));
    expect(skeleton("sabhaa")).toBe(skeleton("sabha"));
    expect(skeleton("pakka")).toBe("pk");
    expect(skeleton("chhattisgarh")).toBe(skeleton("chattisgar"));
  });

  it("keeps a word's first vowel, by class", () => {
    expect(skeleton("aawas")).toBe("avs");
    expect(skeleton("awas")).toBe("avs");
    expect(skeleton("aisa")).toBe(skeleton("esa"));
    expect(skeleton("ek")).toBe("ek");
  });

  it("joins w/v, z/j, f/ph and leaves numbers alone", () => {
    expect(skeleton("rozgar")).toBe(skeleton("rojgar"));
    expect(skeleton("pariwar")).toBe(skeleton("parivar"));
    expect(skeleton("fasal")).toBe(skeleton("phasal"));
    expect(skeleton("125")).toBe("125");
  });
});

describe("normaliseForSearch across scripts", () => {
  it("romanises Devanagari to the Hinglish skeleton", () => {
    same("पंचायत", "panchayat");
    same("ग्राम सभा", "gram sabha");
    same("योजना", "yojna");
    same("आवास", "aawas");
    same("शौचालय", "shauchalay");
    same("सरपंच", "sarpanch");
    same("जल जीवन", "jal jeevan");
    same("संपत्ति", "sampatti");
    same("कृषि", "krishi");
  });

  it("unifies nukta variants", () => {
    same("रोज़गार", "रोजगार");
    same("मज़दूरी", "मजदूरी");
    // The precomposed nukta letter (U+095B) too.
    same("\u095b", "\u091c");
  });

  it("joins spelling variants of scheme names through the lexicon", () => {
    const canon = (s: string) => searchTokens(s).includes("mgnrega");
    for (const v of ["manrega", "mnrega", "MGNREGA", "nrega", "मनरेगा", "नरेगा", "MGNREGS"]) expect(canon(v)).toBe(true);
    expect(searchTokens("mukhiya")).toContain("sarpanch");
    expect(searchTokens("मुखिया")).toContain("sarpanch");
    expect(searchTokens("pradhan")).toContain("sarpanch");
    expect(searchTokens("PMAY-G")).toContain("pmayg");
    expect(searchTokens("प्रधानमंत्री आवास योजना")).toContain("pmayg");
    expect(searchTokens("सूचना का अधिकार")).toContain("rti");
    expect(searchTokens("RTI")).toContain("rti");
    expect(searchTokens("toilet")).toContain("shauchalay");
    expect(searchTokens("जॉब कार्ड")).toContain("jobcard");
    expect(searchTokens("jobcard")).toContain("jobcard");
    expect(searchTokens("ई-ग्रामस्वराज")).toContain("egramswaraj");
    expect(searchTokens("e-Gram Swaraj")).toContain("egramswaraj");
  });

  it("adds the canonical token beside the words, not instead of them", () => {
    const tokens = searchTokens("प्रधानमंत्री आवास योजना");
    expect(tokens).toContain("pmayg");
    expect(tokens).toEqual(
      expect.arrayContaining(searchTokens("awas yojana").filter((t) => t !== "awas" && t !== "yojana")),
    );
    // "pradhan mantri" is one phrase: it does not also mean a panchayat head.
    expect(tokens).not.toContain("sarpanch");
  });

  it("marks a term by a two-letter skeleton only for the term's own words", () => {
    expect(searchTokens("पानी").concat(searchTokens("paani"))).toContain("water");
    expect(searchTokens("पैन कार्ड")).not.toContain("water"); // पैन is "pn" like पानी
    expect(searchTokens("He has his house")).toEqual(["hs", "hs", "hs", "house"]);
    expect(searchTokens("your year")).toEqual(["yr", "yr", "year"]);
  });

  it("drops function words of both scripts", () => {
    expect(queryTokens("gram sabha saal me kitni baar hoti hai")).toEqual(
      queryTokens("ग्राम सभा साल में कितनी बार होती है"),
    );
    expect(queryTokens("kya hai kaise")).toEqual([]);
  });

  it("emits only [a-z0-9] tokens, whatever the input", () => {
    for (const s of ["'); DROP TABLE x; --", "&|!:*", "a:* | !b", "\u0000\u200d।॥", "naïve café"]) {
      for (const t of searchTokens(s)) expect(t).toMatch(/^[a-z0-9]+$/);
    }
    expect(searchTokens("&|!:*")).toEqual([]);
  });

  it("splits digits from letters in either script", () => {
    expect(searchTokens("15वें वित्त आयोग")).toEqual(expect.arrayContaining(["15", "financecommission"]));
    expect(searchTokens("15th Finance Commission")).toEqual(expect.arrayContaining(["15", "financecommission"]));
    expect(searchTokens("१२५ दिन")).toContain("125");
  });
});

describe("surfaceWords", () => {
  it("keeps content words as written, lower-case and without nukta", () => {
    expect(surfaceWords("MGNREGA में रोज़गार")).toEqual(["mgnrega", "रोजगार"]);
  });
});
