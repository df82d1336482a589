import { describe, expect, it } from "vitest";
import { t } from "../ui.ts";
import type { learningTexts } from "./learning.ts";

describe("learning screen texts", () => {
  it("keep the spec's exact texts in Hinglish", () => {
    const expected: [keyof typeof learningTexts, string][] = [
      ["circulars.empty", "No schemes or circulars available in this category."],
      ["academy.start", "Start Learning"],
      ["academy.goBack", "Go Back"],
      ["academy.listen", "Listen"],
      ["academy.stop", "Stop"],
      ["academy.learnHeading", "You need to learn all this"],
      ["academy.congratsTitle", "Very Good! Now you are an expert!"],
      ["glossary.category.all", "All Terms"],
      ["glossary.category.schemes", "Schemes"],
      ["glossary.category.governance", "Governance"],
      ["glossary.category.documents", "Documents"],
      ["glossary.category.finance", "Finance"],
      ["glossary.category.digital", "Digital"],
      ["glossary.category.general", "General"],
      ["glossary.emptyTitle", "No terms found"],
      ["glossary.emptyHint", "Please try different search terms"],
      ["glossary.example", "Example:"],
      ["videos.whyImportant", "Why Important"],
      ["videos.watchNow", "Watch Now"],
      ["map.fetching", "Fetching your location..."],
      ["map.defaultLocation", "Displaying default map location."],
      ["map.shareText", "Here is the map of the village."],
      ["map.linkCopied", "Link to map copied to clipboard!"],
    ];
    for (const [key, text] of expected) expect(t(key, "hinglish")).toBe(text);
    expect(t("page.map.title", "hinglish")).toBe("Gram Panchayat Map");
    expect(t("page.map.subtitle", "hinglish")).toBe("Official map of your designated village area.");
    expect(t("map.geolocationUnsupported", "hinglish")).toBe("Geolocation is not supported by this browser.");
    expect(t("map.locationNotReady", "hinglish")).toBe("Location not available yet. Please wait.");
  });

  it("count the videos in the heading instead of promising a top 10", () => {
    expect(t("videos.heading", "hinglish", { count: 25 })).toContain("25");
    expect(t("videos.heading", "hindi", { count: 25 })).toContain("25");
    expect(t("videos.heading", "hinglish", { count: 25 })).not.toMatch(/10/);
  });
});
