// Every state in the bundled data has every category, so no real filter ever comes up empty in the
// browser; the empty text is checked here instead, on the component the state view renders.
import { regions, t } from "@sachiv/content";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "@/lib/i18n/language-store";
import { CircularList } from "./circular-list";
import { ASK_MAX_LENGTH, parseChatSearch } from "../chat/chat-search";
import { countByCategory, itemsInCategory, parseCircularsSearch } from "./circulars-search";
import { askAboutItem, formatOrderDate } from "./order-details";

// The cards themselves (badge, order details, View, "इस पर सवाल पूछें") need the router for their
// chat link: e2e/learning.e2e.ts checks them in the browser.
const circular = {
  title: "15th Finance Commission ke gramin sthaniya nikay grant (2021-22 se 2025-26) — operational guidelines",
  description: "…",
  url: "https://doe.gov.in/",
  category: "circular" as const,
  issuer: "Vitt Mantralaya, Vyay Vibhag (Finance Commission Division)",
  order_number: "15(2) FC-XV/FCD/2020-25",
  order_date: "2021-07-14",
  order_url: null,
};

describe("order details and the question on a circular", () => {
  it("writes the order's date in the screen's language", () => {
    expect(formatOrderDate("2021-07-14", "hindi")).toBe("14 जुलाई 2021");
    expect(formatOrderDate("2021-07-14", "hinglish")).toBe("14 July 2021");
  });

  it("asks about the circular by its title, issuer, number and date", () => {
    expect(askAboutItem(circular, "hinglish")).toBe(
      "“15th Finance Commission ke gramin sthaniya nikay grant (2021-22 se 2025-26) — operational guidelines” " +
        "(Vitt Mantralaya, Vyay Vibhag (Finance Commission Division), Aadesh sankhya 15(2) FC-XV/FCD/2020-25, " +
        "Tareekh 14 July 2021) — isme Gram Panchayat ke liye kya kaha gaya hai aur humein kya karna chahiye?",
    );
    expect(askAboutItem({ ...circular, title: "परिपत्र", issuer: null, order_number: null }, "hindi")).toBe(
      "“परिपत्र” (दिनांक 14 जुलाई 2021) — इसमें ग्राम पंचायत के लिए क्या कहा गया है और हमें क्या करना चाहिए?",
    );
  });

  it("leaves out what is not known, rather than writing an empty number or date", () => {
    const bare = { ...circular, issuer: null, order_number: null, order_date: null };
    expect(askAboutItem(bare, "hinglish")).toBe(
      "“15th Finance Commission ke gramin sthaniya nikay grant (2021-22 se 2025-26) — operational guidelines” — " +
        "isme Gram Panchayat ke liye kya kaha gaya hai aur humein kya karna chahiye?",
    );
  });

  it("the chat link carries a trimmed, bounded question and nothing else", () => {
    expect(parseChatSearch({ ask: "  kya hai?  " })).toEqual({ ask: "kya hai?" });
    expect(parseChatSearch({ ask: "   " })).toEqual({});
    expect(parseChatSearch({ ask: 5 })).toEqual({});
    expect(parseChatSearch({ ask: "x".repeat(5000) }).ask).toHaveLength(ASK_MAX_LENGTH);
  });
});

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
