import { documentAnswerTexts, offlineAnswerTexts } from "@sachiv/content";
import { describe, expect, it } from "vitest";
import { takeSentences } from "./sentences";
import { cleanSentence, createSpeechFilter, isAnswerNote, speechSentences } from "./speech-text";

// An answer as the built-in answerer writes it (apps/api/src/ai/chat/offline.ts).
const OFFLINE_HINDI = [
  "आपके सवाल पर दस्तावेज़ों में यह जानकारी मिली:",
  "",
  "- आवेदन के 15 दिन के अंदर जॉब कार्ड मिलना चाहिए।",
  "- ग्राम सभा की बैठक साल में चार बार होती है।",
  "",
  "**स्रोत:**",
  "1. मनरेगा मार्गदर्शिका — https://nrega.nic.in/guidelines.pdf",
  "2. [पंचायत पोर्टल](https://www.jharkhandpanchayats.gov.in/)",
  "",
  `_${offlineAnswerTexts.offlineNote.hindi}_`,
].join("\n");

const OFFLINE_HINGLISH = [
  "Aapke sawaal par documents mein yeh jaankari mili:",
  "",
  "- Job card 15 din ke andar milna chahiye.",
  "",
  "**Sources:**",
  "1. MGNREGA guidelines — https://nrega.nic.in/",
  "",
  `_${offlineAnswerTexts.offlineNote.hinglish}_`,
].join("\n");

describe("speechSentences", () => {
  it("reads the answer of a Hindi reply, not its sources, links or the note on how it was made", () => {
    expect(speechSentences(OFFLINE_HINDI)).toEqual([
      "आपके सवाल पर दस्तावेज़ों में यह जानकारी मिली:",
      "आवेदन के 15 दिन के अंदर जॉब कार्ड मिलना चाहिए।",
      "ग्राम सभा की बैठक साल में चार बार होती है।",
    ]);
  });

  it("does the same for a Hinglish reply", () => {
    const spoken = speechSentences(OFFLINE_HINGLISH).join(" ");
    expect(spoken).toBe("Aapke sawaal par documents mein yeh jaankari mili: Job card 15 din ke andar milna chahiye.");
    expect(spoken).not.toMatch(/sources|guidelines|nrega|offline/i);
  });

  it("drops the note even without a sources list before it (a glossary-only answer)", () => {
    const text = `**शब्दकोश: जॉब कार्ड** — काम की पहचान का कार्ड।\n\n_${offlineAnswerTexts.offlineNote.hindi}_`;
    expect(speechSentences(text)).toEqual(["शब्दकोश: जॉब कार्ड — काम की पहचान का कार्ड।"]);
  });

  it("leaves out a model's citation marks, link targets and bare addresses, keeping the words", () => {
    const text =
      "Gram sabha saal mein 4 baar hoti hai [1]. Details [yahan dekhein](https://example.gov.in/a) ya rdd.jharkhand.gov.in par [2, 3].";
    expect(speechSentences(text)).toEqual(["Gram sabha saal mein 4 baar hoti hai.", "Details yahan dekhein ya par."]);
  });

  it("drops a document answer's passage numbers and its note", () => {
    const text = ["> ठेकेदार को 30 दिन में भुगतान होगा। _(अंश 3)_", "", `_${documentAnswerTexts.offlineNote.hindi}_`].join(
      "\n",
    );
    expect(speechSentences(text)).toEqual(["ठेकेदार को 30 दिन में भुगतान होगा।"]);
  });

  it("speaks nothing of a reply that is only sources", () => {
    expect(speechSentences("Sources: [1] MGNREGA guidelines")).toEqual([]);
  });
});

describe("the streaming filter", () => {
  it("stays silent after a sources heading, however the reply arrives in chunks", () => {
    const filter = createSpeechFilter();
    const spoken: string[] = [];
    let rest = "";
    // The reply as a stream of small chunks, as the chat receives it.
    for (let i = 0; i < OFFLINE_HINDI.length; i += 7) {
      const taken = takeSentences(rest + OFFLINE_HINDI.slice(i, i + 7));
      rest = taken.rest;
      for (const s of taken.sentences) {
        const out = filter(s);
        if (out) spoken.push(out);
      }
    }
    const last = filter(rest);
    if (last) spoken.push(last);
    expect(spoken.join(" ")).not.toMatch(/स्रोत|मार्गदर्शिका|पोर्टल|ऑफ़लाइन|nic/);
    expect(spoken).toHaveLength(3);
  });
});

describe("isAnswerNote / cleanSentence", () => {
  it("knows the notes in both languages, with or without their italics", () => {
    for (const note of [offlineAnswerTexts.offlineNote, documentAnswerTexts.offlineNote]) {
      expect(isAnswerNote(note.hindi)).toBe(true);
      expect(isAnswerNote(`_${note.hinglish}_`)).toBe(true);
    }
    expect(isAnswerNote("Job card 15 din mein milta hai.")).toBe(false);
  });

  it("keeps amounts and abbreviations intact", () => {
    expect(cleanSentence("Rs. 1.20 lakh milta hai [4].")).toBe("Rs. 1.20 lakh milta hai.");
  });
});
