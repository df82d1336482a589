import { describe, expect, it } from "vitest";
import { transliterateByRules, transliterateHinglish } from "./hinglish.ts";
import { cleanForSpeech, splitIntoPieces } from "./text.ts";

describe("Hinglish → Devanagari for the Hindi voice", () => {
  it("turns the test sentence into the Devanagari one", () => {
    expect(transliterateHinglish("Gram Sabha ki meeting saal mein kam se kam 4 baar hoti hai")).toBe(
      "ग्राम सभा की मीटिंग साल में कम से कम 4 बार होती है",
    );
  });

  it("spells acronyms and keeps scheme names", () => {
    expect(transliterateHinglish("MGNREGA aur RTI, PMAY-G")).toBe("मनरेगा और आर टी आई, पी एम ए वाई-जी");
  });

  it("uses letter rules for unlisted words: clusters, nasals, long final vowels", () => {
    expect(transliterateByRules("sampark")).toBe("संपर्क");
    expect(transliterateByRules("bhaiya")).toBe("भैया");
    expect(transliterateByRules("bulayein")).toBe("बुलाएँ");
    expect(transliterateByRules("karayein")).toBe("कराएँ");
    expect(transliterateByRules("likhein")).toBe("लिखें");
    expect(transliterateByRules("sunein")).toBe("सुनें");
  });

  it("gets the commonest forms right (issue 14): long vowels, -ein endings, listed words, VB-G RAM G", () => {
    expect(transliterateHinglish("Gram Sabha bulayein aur faisle likhein")).toBe("ग्राम सभा बुलाएँ और फ़ैसले लिखें");
    expect(transliterateHinglish("Main AI Sachiv hoon")).toMatch(/ हूँ$/);
    expect(transliterateHinglish("bank khate mein photo")).toBe("बैंक खाते में फ़ोटो");
    expect(transliterateHinglish("anya chhutti")).toBe("अन्य छुट्टी");
    expect(transliterateHinglish("VB-G RAM G mein 125 din")).toBe("वीबी-जी राम जी में 125 दिन");
  });

  it("leaves Devanagari and digits alone", () => {
    expect(transliterateHinglish("ग्राम सभा 2025")).toBe("ग्राम सभा 2025");
  });
});

describe("text prepared for speech", () => {
  it("drops markdown, links and emoji", () => {
    expect(cleanForSpeech("## Job card\n- **Aavedan** [yahan](https://x.in) karein 🙏 www.nrega.nic.in")).toBe(
      "Job card\nAavedan yahan karein",
    );
  });

  it("packs whole sentences into pieces under the limit, cutting long ones at commas", () => {
    const pieces = splitIntoPieces("पहला वाक्य। दूसरा वाक्य! Third one? " + "शब्द, ".repeat(200), 100);
    expect(pieces[0]).toBe("पहला वाक्य। दूसरा वाक्य! Third one?");
    expect(pieces.every((p) => p.length <= 100)).toBe(true);
    expect(pieces.join(" ").replace(/\s+/g, " ")).toContain("शब्द, शब्द,");
  });

  it("does not split decimals", () => {
    expect(splitIntoPieces("Rashi 2.5 lakh hai. Bas.", 20)).toEqual(["Rashi 2.5 lakh hai.", "Bas."]);
  });
});
