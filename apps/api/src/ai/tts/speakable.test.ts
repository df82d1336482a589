import { describe, expect, it } from "vitest";
import { starterPairs } from "./content-words.ts";
import { prepareForHindiVoice } from "./offline.ts";
import { hindiAmount, hindiNumber, hindiOrdinal, speakableText } from "./speakable.ts";
import path from "node:path";
import { fileURLToPath } from "node:url";

const say = (text: string) => prepareForHindiVoice(text).join(" ");

describe("what the Hindi voice is given", () => {
  it("says ordinals as ordinals, by what follows them (not 16था)", () => {
    expect(say("16th Finance Commission ka grant")).toBe("सोलहवें फ़ाइनेंस कमीशन का ग्रांट");
    expect(say("16th Finance Commission")).toBe("सोलहवाँ फ़ाइनेंस कमीशन");
    expect(say("2nd kist")).toBe("दूसरी किस्त");
    expect(say("16वें वित्त आयोग का अनुदान")).toBe("सोलहवें वित्त आयोग का अनुदान");
    expect(say("73वाँ संशोधन")).toBe("तिहत्तरवाँ संशोधन");
    expect(hindiOrdinal(1, "direct")).toBe("पहला");
  });

  it("says rupee amounts in Indian words and % as प्रतिशत", () => {
    expect(hindiNumber(236805)).toBe("दो लाख छत्तीस हज़ार आठ सौ पाँच");
    expect(hindiAmount("95,692.31")).toBe("पचानवे हज़ार छह सौ बानवे दशमलव तीन एक");
    expect(say("₹4.35 lakh crore")).toBe("चार दशमलव तीन पाँच लाख करोड़ रुपये");
    expect(say("₹43,524 करोड़")).toBe("तैंतालीस हज़ार पाँच सौ चौबीस करोड़ रुपये");
    expect(say("50% aarakshan")).toBe("50 प्रतिशत आरक्षण");
  });

  it("says acronyms that are words as words, the rest letter by letter", () => {
    expect(say("PESA, ASHA, SARAL, GeM aur RTI")).toBe("पेसा, आशा, सरल, जेम और आर टी आई");
    expect(say("Viksit Bharat—G RAM G Act")).toBe("विकसित भारत—जी राम जी ऐक्ट");
    expect(say("Viksit Bharat—Ji Ram Ji (VB-G RAM G)")).toBe("विकसित भारत—जी राम जी (वीबी-जी राम जी)");
  });

  it("says months and -ayen plurals as Hindi does", () => {
    expect(say("1 July 2026 se, 15 May tak, January aur December")).toBe("1 जुलाई 2026 से, 15 मई तक, जनवरी और दिसंबर");
    expect(say("Sarkari yojanayen aur mahilayen")).toBe("सरकारी योजनाएँ और महिलाएँ");
    expect(speakableText("You may apply")).toBe("You may apply");
  });

  it("the word-list builder reads every starter pair, whatever the file names", async () => {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../kb/starter");
    const pairs = await starterPairs(dir);
    // 18 topics + the Uttar Pradesh, Madhya Pradesh and Rajasthan documents (issue 25 item 3).
    expect(pairs).toHaveLength(21);
    expect(pairs).toContainEqual(["gpdp.md", "gpdp-hindi.md"]);
    expect(pairs).toContainEqual(["rajya-rajasthan-hinglish.md", "rajya-rajasthan.md"]);
    expect(pairs).toContainEqual(["vb-g-ram-g-hinglish.md", "vb-g-ram-g.md"]);
  });
});
