import { describe, expect, it } from "vitest";
import { detectFields, formatIndian, rupees, splitSentences, unwrapLines } from "./fields.ts";
import { analyseOffline } from "./summarise.ts";

const values = (text: string, kind: string) =>
  detectFields(text)
    .filter((f) => f.kind === kind)
    .map((f) => f.value);

describe("detectFields", () => {
  it("amounts in ₹, Rs., रुपये, with lakh/crore/हज़ार turned into rupees", () => {
    const text = "कुल ₹50.4 लाख, Rs. 2.5 crore और 15 हज़ार रुपये; प्रति परिवार ₹1,20,000। INR 3,500 only.";
    expect(values(text, "amount")).toEqual([
      "₹50.4 लाख (₹50,40,000)",
      "Rs. 2.5 crore (₹2,50,00,000)",
      "15 हज़ार रुपये (₹15,000)",
      "₹1,20,000",
      "INR 3,500",
    ]);
  });

  it("dates in numeric, Hindi and English forms; a date followed by तक / preceded by 'by' is a deadline", () => {
    const text =
      "दिनांक 05.03.2024 को बैठक हुई। रिपोर्ट 30 सितंबर 2025 तक भेजें। Submit by 15 October 2025. Dated March 5, 2024.";
    expect(values(text, "date")).toEqual(["05.03.2024", "March 5, 2024"]);
    expect(values(text, "deadline")).toEqual(["30 सितंबर 2025", "15 October 2025"]);
  });

  it("never takes a fragment of a longer word as a place name (ग्राम पंचायतों, जिलाधिकारी, GPDP)", () => {
    const text = "सभी ग्राम पंचायतों को सूचित करें। जिलाधिकारी ने आदेश दिया। GPDP बनाएं। ग्राम पंचायत: रामपुर, प्रखंड कांके।";
    expect(values(text, "panchayat")).toEqual(["रामपुर"]);
    expect(values(text, "district")).toEqual([]);
    expect(values(text, "block")).toEqual(["कांके"]);
    for (const f of detectFields(text)) expect(f.value).not.toMatch(/^[\u0900-\u0903\u093a-\u094f]/);
  });

  it("Devanagari digits", () => {
    expect(values("दिनांक: १२/०८/२०२५, राशि ₹५०,०००", "date")).toEqual(["१२/०८/२०२५"]);
    expect(values("राशि ₹५०,०००", "amount")).toEqual(["₹५०,०००"]);
  });

  it("letter numbers, schemes, places and the subject", () => {
    const text =
      "पत्रांक: 245/पं.रा./2025\nज्ञापांक 77-स्था\nLetter No. F.12/RD/2024\nविषय: जल जीवन मिशन की प्रगति\nग्राम पंचायत सोनपुर, प्रखंड विकास पदाधिकारी, प्रखंड नगड़ी, जिला पंचायत राज पदाधिकारी, जिला रांची। MGNREGA और 15वें वित्त आयोग।";
    expect(values(text, "reference")).toEqual(["245/पं.रा./2025", "77-स्था", "F.12/RD/2024"]);
    expect(values(text, "subject")).toEqual(["जल जीवन मिशन की प्रगति"]);
    expect(values(text, "scheme")).toEqual(expect.arrayContaining(["जल जीवन मिशन", "MGNREGA", "15वें वित्त आयोग"]));
    expect(values(text, "panchayat")).toEqual(["सोनपुर"]);
    expect(values(text, "block")).toEqual(["नगड़ी"]);
    expect(values(text, "district")).toEqual(["रांची"]);
  });

  it("no false amounts or dates in plain prose", () => {
    expect(detectFields("ग्राम सभा साल में कम से कम दो बार होती है।")).toEqual([]);
  });
});

describe("helpers", () => {
  it("Indian digit grouping and unit values", () => {
    expect(formatIndian(5040000)).toBe("50,40,000");
    expect(formatIndian(999)).toBe("999");
    expect(formatIndian(1234567.5)).toBe("12,34,567.5");
    expect(rupees("2.5", "करोड़")).toBe(25_000_000);
    expect(rupees("1,20,000")).toBe(120000);
  });

  it("sentences end at a danda or a full stop, not at 'No.' or 'Rs.'", () => {
    expect(splitSentences("पहला वाक्य। Ref. No. 12 dated today. Rs. 500 paid. अगला")).toEqual([
      "पहला वाक्य।",
      "Ref. No. 12 dated today.",
      "Rs. 500 paid.",
      "अगला",
    ]);
  });
});

describe("sentences of a wrapped PDF text", () => {
  it("joins a sentence the PDF wrapped, but not headings or list items", () => {
    const text = [
      "Ref. No. DPRO/RNC/1457/2025 dated 12 August 2025: the verification report",
      "must reach the BDO office by 30 September 2025.",
      "Subject",
      "- Gram sabha ki baithak bulayein aur labharthi suchi ka anumodan",
      "- Report jama karein.",
    ].join("\n");
    expect(splitSentences(text)).toEqual([
      "Ref. No. DPRO/RNC/1457/2025 dated 12 August 2025: the verification report must reach the BDO office by 30 September 2025.",
      "Subject",
      "- Gram sabha ki baithak bulayein aur labharthi suchi ka anumodan",
      "- Report jama karein.",
    ]);
  });
});

describe("text without line breaks", () => {
  // The old one-regex unwrap was quadratic: 64 KB on one line took 13 s, the offline analysis of
  // it ~40 s (three passes). Now 256 KB takes ~0.4 s for the whole analysis; the bound is far above.
  it("a 256 KB one-line text is analysed in a few seconds, not minutes", () => {
    const line = "ग्राम पंचायत की बैठक में योजना पर चर्चा हुई और ".repeat(6000).slice(0, 256 * 1024);
    const t0 = performance.now();
    expect(unwrapLines(line)).toBe(line);
    const analysis = analyseOffline(line, "hindi", { format: "txt", pages: 1 });
    expect(analysis.main_information.length).toBeGreaterThan(0);
    expect(performance.now() - t0).toBeLessThan(5000);
  });

  it("unwraps lines as before: long runs on, sentence ends, list items and blank lines stay", () => {
    const long = "a".repeat(45);
    expect(unwrapLines(`${long}\n  next`)).toBe(`${long} next`);
    expect(unwrapLines(`${long}.\nnext`)).toBe(`${long}.\nnext`);
    expect(unwrapLines(`${long}\n1. item`)).toBe(`${long}\n1. item`);
    expect(unwrapLines(`${long}\n1.\nitem`)).toBe(`${long}\n1.\nitem`);
    expect(unwrapLines(`${long}\n  \nnext`)).toBe(`${long}\n  \nnext`);
    expect(unwrapLines(`short line\nnext`)).toBe(`short line\nnext`);
  });
});

describe("the offline summary", () => {
  it("never opens with the letterhead, the reference line or the salutation", () => {
    const letter = [
      "झारखंड सरकार",
      "कार्यालय प्रखंड विकास पदाधिकारी, कांके",
      "पत्रांक: 212/2025",
      "दिनांक: 03/09/2025",
      "सेवा में,",
      "मुखिया,",
      "ग्राम पंचायत रामपुर",
      "विषय: शौचालय निर्माण की प्रगति",
      "महोदय,",
      "निर्देश है कि पंचायत के सभी अधूरे शौचालय 15 अक्टूबर 2025 तक पूरे कराए जाएं।",
      "प्रगति रिपोर्ट हर शुक्रवार को प्रखंड कार्यालय भेजें।",
    ].join("\n");
    const summary = analyseOffline(letter, "hindi", { format: "pdf", pages: 1 }).main_information.split("\n");
    expect(summary[1]).toMatch(/^निर्देश है कि/);
    for (const line of summary.slice(1)) expect(line).not.toMatch(/झारखंड सरकार|कार्यालय प्रखंड|पत्रांक|सेवा में|महोदय/);
  });
});
