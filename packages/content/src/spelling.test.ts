// One spelling system for every Hindi UI string (the one the data files already use): chandrabindu
// in गाँव and in plural/imperative endings (योजनाएँ, दिखाएँ), nukta in borrowed words (ग़लत, ख़त्म,
// ख़राब, नक़्शा, ज़्यादा, फ़ाइल, तारीख़), and natural phrasing. Hinglish strings carry no Devanagari.
import { describe, expect, it } from "vitest";
import { chatSuggestions, offlineAnswerTexts } from "./chat.ts";
import { documentAnalysisTexts, documentAnswerTexts, documentFieldLabels, imageTexts } from "./documents.ts";
import { apiErrors } from "./errors.ts";
import type { TBilingualText } from "./language.ts";
import { academyModules, regions, videos } from "./data/index.ts";
import { glossaryTerms } from "./data/glossary.ts";
import { adminUi } from "./admin-ui.ts";
import { adminGroundingTexts } from "./ui/admin-grounding.ts";
import { ui } from "./ui.ts";
import { videosTexts } from "./videos-ui.ts";

const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;
// Devanagari letters and signs; a word ends where none of these follows.
const END = "(?![\\u0900-\\u0963\\u0966-\\u097F])";
const START = "(?<![\\u0900-\\u0963\\u0966-\\u097F])";

/** A rule: the pattern that breaks it, and how the word is spelt instead. */
const RULES: { wrong: RegExp; right: string }[] = [
  { wrong: new RegExp(`${START}गांव`, "u"), right: "गाँव" },
  { wrong: new RegExp(`एं${END}`, "u"), right: "एँ (योजनाएँ, दिखाएँ, जाएँ)" },
  { wrong: new RegExp(`${START}(यहां|वहां|कहां|जहां|हां)${END}`, "u"), right: "यहाँ, वहाँ, कहाँ, जहाँ, हाँ" },
  { wrong: new RegExp(`${START}गलत`, "u"), right: "ग़लत" },
  { wrong: new RegExp(`${START}खत्म`, "u"), right: "ख़त्म" },
  { wrong: new RegExp(`${START}खराब`, "u"), right: "ख़राब" },
  { wrong: new RegExp(`${START}नक्श`, "u"), right: "नक़्शा" },
  { wrong: new RegExp(`${START}ज्यादा`, "u"), right: "ज़्यादा" },
  { wrong: new RegExp(`${START}जरूर`, "u"), right: "ज़रूर / ज़रूरी" },
  { wrong: new RegExp(`${START}तारीख${END}`, "u"), right: "तारीख़" },
  { wrong: new RegExp(`${START}फाइल`, "u"), right: "फ़ाइल" },
  { wrong: new RegExp(`${START}फोटो`, "u"), right: "फ़ोटो" },
  { wrong: new RegExp(`${START}फॉर्म`, "u"), right: "फ़ॉर्म" },
  { wrong: new RegExp(`${START}माफ${END}`, "u"), right: "माफ़" },
  { wrong: new RegExp(`${START}कागज`, "u"), right: "काग़ज़" },
  { wrong: /अनपेक्षित गड़बड़ी/u, right: "कुछ गड़बड़ी हो गई। कृपया फिर से कोशिश करें।" },
];

const bilingual: [string, TBilingualText][] = [
  ...Object.entries(ui),
  ...Object.entries(videosTexts),
  ...Object.entries(apiErrors),
  ...Object.entries(offlineAnswerTexts).map(([k, v]) => [`chat.${k}`, v] as [string, TBilingualText]),
  ...chatSuggestions.map((v, i) => [`chatSuggestions[${i}]`, v] as [string, TBilingualText]),
  ...Object.entries({ ...documentFieldLabels, ...documentAnalysisTexts, ...documentAnswerTexts, ...imageTexts }).filter(
    (e): e is [string, TBilingualText] =>
      typeof e[1] === "object" && e[1] !== null && "hindi" in e[1] && "hinglish" in e[1],
  ),
];
const hindiTexts: [string, string][] = [
  ...bilingual.map(([k, v]) => [k, v.hindi] as [string, string]),
  ...Object.entries({ ...adminUi, ...adminGroundingTexts }).map(([k, v]) => [`admin:${k}`, v.hi] as [string, string]),
];

describe("Hindi UI spelling", () => {
  it("covers the UI, admin, error and chat texts", () => {
    expect(hindiTexts.length).toBeGreaterThan(200);
  });

  it("every Hindi string follows the spelling rules", () => {
    const broken = hindiTexts.flatMap(([key, text]) =>
      RULES.filter((r) => r.wrong.test(text)).map((r) => `${key}: "${text}" — write ${r.right}`),
    );
    expect(broken).toEqual([]);
  });

  it("the rules catch what they should and let correct words through", () => {
    const breaks = (s: string) => RULES.some((r) => r.wrong.test(s));
    for (const bad of [
      "गांव",
      "योजनाएं",
      "दिखाएं",
      "गलत",
      "खत्म",
      "खराब",
      "नक्शा",
      "ज्यादा",
      "तारीख",
      "एक अनपेक्षित गड़बड़ी हुई।",
    ]) {
      expect(breaks(bad), bad).toBe(true);
    }
    for (const good of [
      "गाँव",
      "योजनाएँ",
      "दिखाएँ",
      "ग़लत",
      "ख़त्म",
      "ख़राब",
      "नक़्शा",
      "ज़्यादा",
      "तारीख़",
      "करें",
      "नहीं",
      "ख़तरा",
    ]) {
      expect(breaks(good), good).toBe(false);
    }
  });
});

describe("Hinglish UI script", () => {
  it("no Hinglish string contains Devanagari", () => {
    expect(bilingual.filter(([, v]) => DEVANAGARI.test(v.hinglish)).map(([k]) => k)).toEqual([]);
  });
});

/** Every Hindi text in a data tree: the `hindi` side of each bilingual value (string or list). */
function hindiIn(node: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (Array.isArray(node)) node.forEach((n, i) => hindiIn(n, `${path}[${i}]`, out));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "hindi")
        (Array.isArray(value) ? value : [value]).forEach(
          (v, i) => typeof v === "string" && out.push([`${path}.hindi#${i}`, v]),
        );
      else hindiIn(value, `${path}.${key}`, out);
    }
  }
  return out;
}

// Portal and product names written as their owners write them; everything else Latin inside a
// Hindi sentence must be an acronym (GPDP, PMAY-G, SC/ST) or a web address — not "योजना Mission
// Antyodaya".
const LATIN_NAMES = new Set([
  "eGramSwaraj",
  "AuditOnline",
  "ServicePlus",
  "ePDS",
  "eGSPI",
  "DigiLocker",
  "Plus",
  "mActionSoft",
  "AwaasApp",
]);
const isAcronym = (w: string) => /^[A-Z0-9][A-Z0-9-]*[a-z]?$/.test(w) && /[A-Z]/.test(w);

describe("Hindi in the bundled data (regions, academy, glossary, videos)", () => {
  const texts = hindiIn({ regions, academyModules, glossaryTerms, videos }, "data");

  it("finds the data texts", () => {
    expect(texts.length).toBeGreaterThan(250);
  });

  it("follows the same spelling rules", () => {
    const broken = texts.flatMap(([key, text]) =>
      RULES.filter((r) => r.wrong.test(text)).map((r) => `${key}: write ${r.right}`),
    );
    expect(broken).toEqual([]);
  });

  it("has no English words inside Hindi sentences, only acronyms and portal names", () => {
    const latin = texts.flatMap(([key, text]) =>
      (text.replace(/[\w-]+(\.[\w-]+)+/g, "").match(/[A-Za-z][A-Za-z0-9-]*/g) ?? [])
        .filter((w) => !isAcronym(w) && !LATIN_NAMES.has(w))
        .map((w) => `${key}: ${w}`),
    );
    expect(latin).toEqual([]);
  });
});
