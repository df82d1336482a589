import { describe, expect, it } from "vitest";
import { inReaderScript, romaniseHindi, romaniseWord } from "./script.ts";

describe("Devanagari → Hinglish", () => {
  it("drops the inherent vowel where Hinglish does", () => {
    const cases: Record<string, string> = {
      कितनी: "kitni",
      करता: "karta",
      बैठक: "baithak",
      अधिनियम: "adhiniyam",
      पंचायत: "panchayat",
      मंत्र: "mantra",
      राज्यों: "rajyon",
      साल: "saal",
      सदस्य: "sadasya",
      सामाजिक: "samajik",
      ज़्यादातर: "zyadatar",
      प्रधानमंत्री: "pradhanmantri",
    };
    for (const [hindi, hinglish] of Object.entries(cases)) expect(romaniseWord(hindi)).toBe(hinglish);
  });

  it("writes ड़/ढ़ as d/dh and English loanwords as in English (issue 14)", () => {
    const cases: Record<string, string> = {
      पढ़कर: "padhkar",
      जुड़ी: "judi",
      लड़का: "ladka",
      बढ़ाकर: "badhakar",
      बैंक: "bank",
      अक्टूबर: "October",
      फ़ोटो: "photo",
    };
    for (const [hindi, hinglish] of Object.entries(cases)) expect(romaniseWord(hindi)).toBe(hinglish);
  });

  it("romanises whole sentences: dandas, nasals, digits, capitals; Latin and numbers stay", () => {
    expect(romaniseHindi("ज़्यादातर राज्यों में साल में कम से कम दो बैठकें ज़रूरी हैं। GPDP २०२५ में बनी।")).toBe(
      "Zyadatar rajyon mein saal mein kam se kam do baithkein zaroori hain. GPDP 2025 mein bani.",
    );
    expect(romaniseHindi("- मैदानी इलाक़ों में **₹1.20 लाख** प्रति घर")).toBe(
      "- Maidani ilaqon mein **₹1.20 lakh** prati ghar",
    );
  });

  it("changes text only for a Hinglish reader", () => {
    expect(inReaderScript("ग्राम सभा", "hinglish")).toBe("Gram sabha");
    expect(inReaderScript("ग्राम सभा", "hindi")).toBe("ग्राम सभा");
    expect(inReaderScript("Job card kaise banta hai", "hinglish")).toBe("Job card kaise banta hai");
  });
});
