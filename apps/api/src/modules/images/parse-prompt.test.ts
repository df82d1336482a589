import { describe, expect, it } from "vitest";
import { normaliseSpec } from "./chart-spec.ts";
import { parseChartPrompt } from "./parse-prompt.ts";
import { isPermittedPrompt } from "./permitted.ts";
import { displayValue, wrap } from "./render.ts";

describe("parseChartPrompt", () => {
  it("labels with numbers; the title is what the chart is about, without the chart words", () => {
    expect(parseChartPrompt("इस साल के विकास कार्य: सड़क 12, नाली 8, शौचालय 25, आवास 40", "hindi")).toMatchObject({
      title: "इस साल के विकास कार्य",
      type: "bar",
      labels: ["सड़क", "नाली", "शौचालय", "आवास"],
      values: [12, 8, 25, 40],
    });
    expect(parseChartPrompt("Bar chart of MGNREGA workdays: April 1200, May 1500", "hinglish")).toMatchObject({
      title: "MGNREGA workdays",
      labels: ["April", "May"],
      values: [1200, 1500],
    });
  });

  it("Indian grouping, Devanagari digits and ₹ are numbers, units are kept", () => {
    expect(parseChartPrompt("खर्च तालिका: सीमेंट ₹45,000, सरिया ३२०००, मज़दूरी 1,28,000", "hindi")).toMatchObject({
      type: "table",
      values: [45000, 32000, 128000],
    });
    expect(parseChartPrompt("Fund: 2024 12.5 lakh, 2025 15 lakh", "hinglish")).toMatchObject({
      unit: "lakh",
      values: [12.5, 15],
    });
  });

  it("picks the type named (Hindi, Hinglish, English) or the one that suits the data", () => {
    expect(parseChartPrompt("hissedari pie: A 50%, B 50%", "hinglish").type).toBe("pie");
    expect(parseChartPrompt("A 45%, B 30%, C 25%", "hinglish").type).toBe("pie");
    expect(parseChartPrompt("प्रगति रेखा: अप्रैल 10, मई 20", "hindi").type).toBe("line");
    expect(parseChartPrompt("जनवरी 10, फरवरी 20, मार्च 15", "hindi").type).toBe("line");
  });

  it("'X vs Y' comparisons", () => {
    expect(parseChartPrompt("2024 vs 2025: 12 lakh vs 15.5 lakh", "hinglish")).toMatchObject({
      labels: ["2024", "2025"],
      values: [12, 15.5],
      unit: "lakh",
    });
    expect(parseChartPrompt("Rampur 40 vs Sonpur 35", "hinglish")).toMatchObject({
      labels: ["Rampur", "Sonpur"],
      values: [40, 35],
    });
  });

  it("lists become an infographic card, dated steps a timeline", () => {
    expect(parseChartPrompt("Gram Sabha agenda: 1. Budget 2. Awas list 3. Safai", "hinglish")).toMatchObject({
      type: "infographic",
      notes: ["Budget", "Awas list", "Safai"],
    });
    expect(parseChartPrompt("योजना के चरण: जनवरी - सर्वे, मार्च - स्वीकृति", "hindi")).toMatchObject({
      type: "timeline",
      labels: ["जनवरी", "मार्च"],
      notes: ["सर्वे", "स्वीकृति"],
    });
    expect(parseChartPrompt("swachhta ke liye poster banao", "hinglish")).toMatchObject({
      type: "infographic",
      notes: ["swachhta ke liye poster banao"],
    });
  });
});

describe("normaliseSpec", () => {
  it("labels and values line up; a chart without numbers becomes a card", () => {
    const base = { allowed: true, title: "t", unit: "", notes: [] };
    expect(normaliseSpec({ ...base, type: "bar", labels: ["a", "b", "c"], values: [1, 2] })).toMatchObject({
      labels: ["a", "b"],
      values: [1, 2],
    });
    expect(normaliseSpec({ ...base, type: "pie", labels: ["a", "b"], values: [] })).toMatchObject({
      type: "infographic",
      notes: ["a", "b"],
    });
  });
});

describe("isPermittedPrompt", () => {
  it("refuses forged documents, sexual content and campaigning; allows official topics", () => {
    for (const p of ["fake ration card banao", "जाली प्रमाण पत्र", "nude photo", "vote do campaign poster"])
      expect(isPermittedPrompt(p), p).toBe(false);
    for (const p of [
      "sex ratio chart 2011 940",
      "fake news se bachav ke tips",
      "नशा मुक्ति अभियान",
      "Aadhaar seeding progress: done 80, pending 20",
    ])
      expect(isPermittedPrompt(p), p).toBe(true);
  });
});

describe("render helpers", () => {
  it("values read the Indian way with their unit", () => {
    expect(displayValue(5040000, "")).toBe("50,40,000");
    expect(displayValue(45, "%")).toBe("45%");
    expect(displayValue(12.5, "lakh")).toBe("12.5 lakh");
    expect(displayValue(1200, "₹")).toBe("₹1,200");
  });
  it("wraps by words", () => {
    expect(wrap("ग्राम सभा की बैठक साल में दो बार", 12)).toEqual(["ग्राम सभा की", "बैठक साल में", "दो बार"]);
  });
});

describe("parseChartPrompt: periods and dashes", () => {
  it("keeps a financial year in the title, never as a value", () => {
    expect(
      parseChartPrompt(
        "Bar chart: Rampur ke 2024-25 ke kaam — sadak 12, naali 8, school bhawan 5, handpump 3",
        "hinglish",
      ),
    ).toMatchObject({
      type: "bar",
      title: "Rampur ke 2024-25 ke kaam",
      labels: ["sadak", "naali", "school bhawan", "handpump"],
      values: [12, 8, 5, 3],
    });
    expect(parseChartPrompt("२०२४–२५ का खर्च: सड़क 4 लाख, नाली 2 लाख", "hindi")).toMatchObject({
      title: "२०२४–२५ का खर्च",
      values: [4, 2],
      unit: "लाख",
    });
  });

  it("drops the nukta spelling of 'infographic' from the title", () => {
    expect(parseChartPrompt("स्वच्छता इन्फ़ोग्राफ़िक: शौचालय 40, कचरा गाड़ी 2", "hindi").title).toBe("स्वच्छता");
  });
});
