// Issue 25 item 8: where the product speaks Hinglish it speaks Hinglish — Hindi in Roman letters,
// with the English words people really use ("file", "upload", "portal") — not plain English. A
// Hinglish text is flagged as plain English when it uses English grammar words (the, is, your,
// could, failed…) and not one Hindi word. The texts the product spec quotes word for word are kept
// as the spec quotes them and listed here; a new English sentence anywhere else fails this test.
import { describe, expect, it } from "vitest";
import { academyModules, regions, videos } from "./data/index.ts";
import { glossaryTerms } from "./data/glossary.ts";
import { apiErrors } from "./errors.ts";
import { ui } from "./ui.ts";
import { videosTexts } from "./videos-ui.ts";

/** English words that do not occur in Hinglish ("in", "no", "to" clash with Hindi words; loans such as file, document, upload are Hinglish too). */
const ENGLISH_ONLY = new Set(
  (
    "the an is are was were be been being your you yours please not this that these those of for with " +
    "and or error errors unknown available could would should failed has have had there here now " +
    "all any every which what when where who why how yet than then too very can cannot must may " +
    "learn learning start watch view back cancel submit exceeded inappropriate content try again " +
    "check confirm occurred supported found select choose at least one smaller larger " +
    "directory from by it its into only just done new version job"
  ).split(" "),
);

/** Common Hindi words and endings of Hinglish: one of them makes a text Hinglish. */
const HINDI_WORDS = new Set(
  (
    "hai hain tha thi the_ ka ki ke ko se mein par aur ya nahi na kya koi kuch sab sabhi yeh ye woh " +
    "apna apni apne aap hum humein abhi phir dobara bhi tak liye saath baad pehle wala wali wale " +
    "hua hui hue gaya gayi gaye raha rahi rahe saka saki sake jaana jaata jaati karna kijiye lein " +
    "dein milega milta mila mile sahi galat zaroor zaroori jaankari shabd seema dikkat anjaan " +
    "wapas sunein rokein dekhein chunein karein bhejein daalein likhein poochhein khojein"
  ).split(" "),
);
const isHindiWord = (word: string) => HINDI_WORDS.has(word) || /(ein|iye|aayein|jaayein)$/.test(word);

/** Texts the spec quotes word for word (its quoted strings), kept in English on purpose. */
const SPEC_QUOTED = new Set([
  "Oops! Page not found",
  "Return to Home",
  "Gram Panchayat Map",
  "Official map of your designated village area.",
  "An unexpected error occurred.",
  "Check Your Email",
  "Please check your email to confirm your account, then return to login.",
  "Speech recognition is not supported in your browser",
  "Sorry, there was an issue with document analysis",
  "Sorry, I could not answer your question right now. Please try again.",
  "File too large",
  "Please upload a file smaller than 50MB.",
  "File too large. Please upload a file smaller than 50MB.",
  "No File Selected",
  "Please upload a file or take a photo first.",
  "Please provide a detailed description of the image.",
  "Empty Prompt - Please provide a detailed description of the image.",
  "Daily image generation limit exceeded. Please try again tomorrow.",
  "Could not download image",
  "Camera not available.",
  "Error capturing photo. Please try again.",
  "Error",
  "No conversation to rate",
  "Rating submission failed",
  "Geolocation is not supported by this browser.",
  "Location not available yet. Please wait.",
  "HTTP error! status: {status}",
  "No schemes or circulars available in this category.",
  "You need to learn all this",
  "Very Good! Now you are an expert!",
  "No terms found",
  "Please try different search terms",
  "Why Important",
  "Fetching your location...",
  "Displaying default map location.",
  "Here is the map of the village.",
  "Link to map copied to clipboard!",
  "Please select at least one file",
  "Loading...",
  "Example:",
]);

function words(text: string): string[] {
  return (
    text
      .replace(/\{[^}]*\}/g, " ")
      .toLowerCase()
      .match(/[a-z']+/g) ?? []
  );
}

/** Plain English: English grammar words and no Hindi word. */
export function isPlainEnglish(text: string): boolean {
  const list = words(text);
  return list.some((w) => ENGLISH_ONLY.has(w)) && !list.some(isHindiWord);
}

const hinglishTexts = (catalogue: Record<string, { hinglish?: string }>) =>
  Object.entries(catalogue)
    .map(([key, text]) => [key, text.hinglish] as const)
    .filter((entry): entry is readonly [string, string] => typeof entry[1] === "string");

describe("Hinglish texts are Hinglish, not plain English", () => {
  it("tells the two apart", () => {
    expect(isPlainEnglish("Start Learning")).toBe(true);
    expect(isPlainEnglish("Unknown error")).toBe(true);
    expect(isPlainEnglish("Upload failed: the files together are larger than the server's upload limit.")).toBe(true);
    expect(isPlainEnglish("Seekhna shuru karein")).toBe(false);
    expect(isPlainEnglish("Upload nahi ho saka: saari files milakar server ki upload seema se badi hain.")).toBe(false);
    expect(isPlainEnglish("Sarkari page")).toBe(false);
    expect(isPlainEnglish("AI Sachiv")).toBe(false);
  });

  const all = [...hinglishTexts(ui), ...hinglishTexts(videosTexts), ...hinglishTexts(apiErrors)];
  it.each(all)("%s", (_key, text) => {
    if (SPEC_QUOTED.has(text)) return;
    expect(isPlainEnglish(text), text).toBe(false);
  });

  it("the spec-quoted list holds only texts still in use", () => {
    const used = new Set(all.map(([, text]) => text));
    for (const text of SPEC_QUOTED) expect(used.has(text), text).toBe(true);
  });
});

describe("one spelling for one word", () => {
  const VARIANTS: [RegExp, string][] = [
    [/\byojanayen\b/i, "yojanayein"],
    [/\bmahilayen\b/i, "mahilayein"],
    [/\bbhugtaan\b/i, "bhugtan"],
    [/\braashi\b/i, "rashi"],
    [/\bsawal\b/i, "sawaal"],
    // Every -ayen plural: sevayen, suchnayen, ayogyatayen… are written -ayein.
    [/\b[a-z]+ayen\b/i, "-ayein"],
  ];
  const data = [
    ...regions.flatMap((r) => r.items.flatMap((i) => [i.title.hinglish, i.description.hinglish])),
    ...academyModules.flatMap((m) => [m.title.hinglish, m.description.hinglish, ...m.content.hinglish]),
    ...videos.flatMap((v) => [v.title.hinglish, v.description.hinglish, v.importance.hinglish, v.publisher.hinglish]),
    ...glossaryTerms.flatMap((g) => [g.term.hinglish, g.meaning.hinglish, g.example.hinglish]),
  ];
  const all = [
    ...hinglishTexts(ui).map(([, text]) => text),
    ...hinglishTexts(videosTexts).map(([, text]) => text),
    ...hinglishTexts(apiErrors).map(([, text]) => text),
    ...data,
  ];
  it.each(VARIANTS)("%s is written %s, in the UI texts and the bundled content", (variant) => {
    expect(all.filter((text) => variant.test(text))).toEqual([]);
  });
});
