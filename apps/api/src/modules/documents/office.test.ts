import { describe, expect, it } from "vitest";
import { extractRtf } from "./office.ts";
import { repairPdfjsDevanagari } from "./pdf.ts";

describe("extractRtf", () => {
  it("\\uN? characters lose their '?' stand-in (Hindi comes out, not question marks)", () => {
    const rtf = String.raw`{\rtf1\ansi\uc1{\fonttbl{\f0 Mangal;}}\f0 \u2327?\u2381?\u2352?\u2366?\u2350? \u2346?\u2306?\u2330?\u2366?\u2351?\u2340?\par ₹ \u8377?500\par}`;
    expect(extractRtf(rtf)).toBe("ग्राम पंचायत\n₹ ₹500\n");
  });

  it("honours \\ucN, \\'hh bytes, escapes and skips tables of fonts, colours and pictures", () => {
    const rtf = String.raw`{\rtf1\ansi\ansicpg1252{\fonttbl{\f0 Arial;}}{\colortbl;\red0\green0\blue0;}{\*\generator Word;}{\pict\pngblip 89504e47}\uc2 caf\u233\'e9\'e9 na\'efve \{x\} a\tab b\line c{\*\unknown skip me}\par}`;
    expect(extractRtf(rtf)).toBe("café naïve {x} a\tb\nc\n");
  });

  it("negative \\u values (characters above U+7FFF)", () => {
    expect(extractRtf(String.raw`{\rtf1 \u-3443?}`)).toBe(String.fromCharCode(65536 - 3443));
  });
});

describe("repairPdfjsDevanagari", () => {
  it("glues split vowel signs and puts a short-i sign back after its consonant cluster", () => {
    expect(repairPdfjsDevanagari("ग्र ाम")).toBe("ग्राम");
    expect(repairPdfjsDevanagari("िकसान की िस्थति")).toBe("किसान की स्थिति");
  });
});
