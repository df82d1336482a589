import { describe, expect, it } from "vitest";
import { damagedWord, devanagariDamage, isDamaged } from "./devanagari-damage.ts";

describe("devanagariDamage", () => {
  it("finds each kind of damage a PDF's fonts do to Hindi", () => {
    expect(damagedWord("ाम")).toBe(true); // "ाम पंचायत": a matra opening a word
    expect(damagedWord("सीमाांत")).toBe(true); // doubled sign
    expect(damagedWord("ेेक")).toBe(true);
    expect(damagedWord("ककसान")).toBe(true); // "कि" drawn as a copy of its consonant
    expect(damagedWord("म")).toBe(true); // "में" without its signs
  });

  it("leaves correct Hindi alone: conjuncts, nasal marks, one-letter words and clause labels", () => {
    for (const word of ["ग्राम", "मुखिया", "कक्षा", "सीमांत", "किसान", "में", "हैं", "व", "न", "पंचायतों"])
      expect(damagedWord(word), word).toBe(false);
    const clean = "(क) ग्राम पंचायत की बैठक हर महीने होगी, व सचिव उसका कार्यवृत्त रखेगा। (ख) प्रधान बैठक बुलाएगा।";
    expect(devanagariDamage(clean)).toEqual({ words: 15, damaged: 0, score: 0 }); // the labels are not words
    expect(isDamaged(devanagariDamage(clean))).toBe(false);
  });

  it("scores a page: a damaged one is read again, English or a few words are not judged", () => {
    const damaged = "सेवा म , मु खया,  ाम पंचायत रामपुर, प्र खंड कांके,  जला रांची";
    expect(isDamaged(devanagariDamage(damaged))).toBe(true);
    expect(isDamaged(devanagariDamage("Gram Panchayat meeting on 12 August"))).toBe(false);
    expect(isDamaged(devanagariDamage("ाम सभा"))).toBe(false); // too few words to judge
  });

  it("counts a page of Hindi without a single short-i sign as damaged (pdf.js dropped them)", () => {
    const withoutI = "पंचायत की बैठक में सदस्य आएंगे और काम की सूची पर बात होगी। ".repeat(5);
    expect(devanagariDamage(withoutI).score).toBeGreaterThanOrEqual(0.5);
    const withI = `${withoutI} किसान और मुखिया भी आएंगे।`;
    expect(devanagariDamage(withI).score).toBe(0);
  });
});
