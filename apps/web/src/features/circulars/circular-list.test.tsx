// Every state in the bundled data has every category, so no real filter ever comes up empty in the
// browser; the empty text is checked here instead, on the component the state view renders.
import { regions, t } from "@sachiv/content";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "@/lib/i18n/language-store";
import { CircularList } from "./circular-list";
import { countByCategory, itemsInCategory, parseCircularsSearch } from "./circulars-search";

const item = {
  title: "Abua Awas Yojana",
  description: "Pakka makaan",
  url: "https://rdd.jharkhand.gov.in/",
  category: "scheme" as const,
};

describe("CircularList", () => {
  afterEach(() => {
    setLanguage("hinglish");
    vi.unstubAllGlobals();
  });

  it("shows the spec's empty text when the category holds nothing", () => {
    const html = renderToStaticMarkup(<CircularList items={[]} />);
    expect(html).toContain("No schemes or circulars available in this category.");
    expect(html).toContain('role="status"');
  });

  it("shows the Hindi empty text in Hindi", () => {
    // The language store mirrors the language into <html lang> and the title.
    vi.stubGlobal("document", { documentElement: { lang: "" }, title: "" });
    setLanguage("hindi");
    const html = renderToStaticMarkup(<CircularList items={[]} />);
    expect(html).toContain(t("circulars.empty", "hindi"));
    expect(html).not.toContain("No schemes");
  });

  it("shows items with badge, title, description and a View link to a new tab", () => {
    const html = renderToStaticMarkup(<CircularList items={[item]} />);
    expect(html).toContain("Abua Awas Yojana");
    expect(html).toContain("Pakka makaan");
    expect(html).toContain(">Yojana<");
    expect(html).toMatch(
      /<a href="https:\/\/rdd\.jharkhand\.gov\.in\/" target="_blank" rel="noopener noreferrer"[^>]*>View/,
    );
    expect(html).not.toContain("No schemes");
  });
});

describe("filters", () => {
  it("every bundled state has items in every category (hence the test above)", () => {
    for (const region of regions) {
      const counts = countByCategory(region.items);
      expect(counts.all).toBe(region.items.length);
      expect(counts.scheme + counts.circular + counts.policy).toBe(counts.all);
      for (const category of ["scheme", "circular", "policy"] as const) {
        expect(itemsInCategory(region.items, category)).toHaveLength(counts[category]);
        expect(counts[category]).toBeGreaterThan(0);
      }
    }
  });

  it("reads the URL leniently", () => {
    expect(parseCircularsSearch({})).toEqual({});
    expect(parseCircularsSearch({ state: "bihar" })).toEqual({ state: "bihar" });
    expect(parseCircularsSearch({ state: "bihar", category: "policy" })).toEqual({
      state: "bihar",
      category: "policy",
    });
    expect(parseCircularsSearch({ state: "bihar", category: "all" })).toEqual({ state: "bihar" });
    expect(parseCircularsSearch({ state: "bihar", category: "sports" })).toEqual({ state: "bihar" });
    expect(parseCircularsSearch({ state: "goa", category: "policy" })).toEqual({});
  });
});
