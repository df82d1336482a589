import { describe, expect, it } from "vitest";
import { t } from "../ui.ts";
import { tVideos } from "../videos-ui.ts";
import type { learningTexts } from "./learning.ts";

describe("learning screen texts", () => {
  it("keep the texts the spec quotes word for word in Hinglish", () => {
    const expected: [keyof typeof learningTexts, string][] = [
      ["circulars.empty", "No schemes or circulars available in this category."],
      ["academy.learnHeading", "You need to learn all this"],
      ["academy.congratsTitle", "Very Good! Now you are an expert!"],
      ["glossary.emptyTitle", "No terms found"],
      ["glossary.emptyHint", "Please try different search terms"],
      ["glossary.example", "Example:"],
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
    expect(tVideos("videos.whyImportant", "hinglish")).toBe("Why Important");
  });

  it("say in Hinglish the buttons and labels the spec only names (issue 25 item 8)", () => {
    const expected: [keyof typeof learningTexts, string][] = [
      ["circulars.back", "Wapas"],
      ["circulars.view", "Dekhein"],
      ["academy.start", "Seekhna shuru karein"],
      ["academy.goBack", "Wapas jaayein"],
      ["academy.listen", "Sunein"],
      ["academy.stop", "Rokein"],
      ["glossary.category.all", "Sabhi shabd"],
      ["glossary.category.schemes", "Yojanayein"],
      ["glossary.category.governance", "Shasan"],
      ["glossary.category.documents", "Kaagzaat"],
      ["glossary.category.finance", "Paisa aur hisaab"],
      ["glossary.category.digital", "Digital"],
      ["glossary.category.general", "Aam jaankari"],
    ];
    for (const [key, text] of expected) expect(t(key, "hinglish")).toBe(text);
    expect(tVideos("videos.watchNow", "hinglish")).toBe("Abhi dekhein");
    expect(tVideos("videos.openChannel", "hinglish")).toBe("Channel kholein");
    expect(tVideos("videos.openPage", "hinglish")).toBe("Portal kholein");
  });

  it("count the videos in the heading instead of promising a top 10", () => {
    expect(tVideos("videos.heading", "hinglish", { count: 25 })).toContain("25");
    expect(tVideos("videos.heading", "hindi", { count: 25 })).toContain("25");
    expect(tVideos("videos.heading", "hinglish", { count: 25 })).not.toMatch(/10/);
  });

  it("give a video its length, or say the length is unknown, in both languages", () => {
    expect(tVideos("videos.length", "hindi", { duration: "4:05" })).toBe("लंबाई 4:05");
    expect(tVideos("videos.length", "hinglish", { duration: "4:05" })).toBe("Lambai 4:05");
    expect(tVideos("videos.lengthUnknown", "hindi")).toBe("लंबाई पता नहीं");
    expect(tVideos("videos.lengthUnknown", "hinglish")).toBe("Lambai pata nahi");
  });
});
