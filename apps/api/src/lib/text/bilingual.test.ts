import { describe, expect, it } from "vitest";
import { latinKey, loanSource, normaliseHindi, parseFreedict, translateWord, withVocabulary } from "./bilingual.ts";
import { queryConcepts } from "./expand.ts";

// Three entries in the dictd layout of FreeDict eng-hin.
const SAMPLE = `wage /wˈeɪdʒ/ <N>
1. मजदूरी
      "He gets a good wage."
year /jˈiə/ <N>
1. वर्ष, साल
election /ɪlˈɛkʃən/ <N>
1. चुनाव
reserve /ɹɪzˈɜːv/ <N>
1. जो~वस्तु~आगे~काम~में~लाने~के~लिए~रखी~जाए
magistrate /mˈadʒɪstɹˌeɪt/ <N>
1. दण्डाधिकारी
place /plˈeɪs/ <N>
1. स्थान
police /pəlˈiːs/ <N>
1. आरक्षी
voluntarily /vˈɒləntəɹˌɪli/ <Adv>
1. स्वेच्छा~से
property /pɹˈɒpəti/ <N>
1. सम्पत्ति
age /ˈeɪdʒ/ <N>
1. उम्र
four /fˈɔː/ <Num>
1. ४
`;

describe("bilingual dictionary", () => {
  const dict = parseFreedict(SAMPLE);

  it("folds Hindi nukta and chandrabindu and Hinglish spelling variety", () => {
    expect(normaliseHindi("मज़दूरी")).toBe("मजदूरी");
    expect(normaliseHindi("गाँव")).toBe("गांव");
    expect(latinKey("majdoori")).toBe(latinKey("mazduri"));
    expect(latinKey("panchaayat")).toBe(latinKey("panchayat"));
    expect(latinKey("kaam")).not.toBe(latinKey("kam"));
  });

  it("translates Hindi, Hinglish and English words, inflected or not; skips glosses", () => {
    expect(translateWord("मज़दूरी", dict)).toEqual(["wage"]);
    expect(translateWord("mazduri", dict)).toEqual(["wage"]);
    expect(translateWord("chunav", dict)).toEqual(["election"]);
    expect(translateWord("elections", dict)).toEqual(["चुनाव"]);
    expect(translateWord("वर्षों", dict)).toEqual(["year"]);
    expect(translateWord("reserve", dict)).toEqual([]);
    expect(translateWord("cricket", dict)).toEqual([]);
    // A one-word gloss with a postposition translates its word.
    expect(translateWord("स्वेच्छा", dict)).toEqual(["voluntarily"]);
    // Today's spelling of a nasal cluster meets the dictionary's older one.
    expect(normaliseHindi("सम्पत्ति")).toBe("संपत्ति");
    expect(normaliseHindi("अन्य")).toBe("अन्य");
    expect(translateWord("संपत्ति", dict)).toEqual(["property"]);
    // A Hinglish word of four letters with its inner vowel written out (umar, उम्र).
    expect(translateWord("umar", dict)).toEqual(["age"]);
    // A number is no word: "4,000" does not meet an entry that is a Devanagari digit.
    expect(translateWord("4000", dict)).toEqual([]);
  });

  it("ranks the team's own word list before the dictionary, in all three scripts", () => {
    const merged = withVocabulary(parseFreedict(SAMPLE), [
      ["मज़दूरी", ["wages"]],
      ["फसल", ["crop", "crops"]],
    ]);
    expect(translateWord("मजदूरी", merged)).toEqual(["wages", "wage"]);
    expect(translateWord("फ़सलों", merged)).toEqual(["crop", "crops"]);
    expect(translateWord("fasal", merged)).toEqual(["crop", "crops"]);
    expect(translateWord("crops", merged)).toEqual(["फसल"]);
  });

  it("finds the English source of a loan word the dictionary does not translate", () => {
    expect(loanSource("मजिस्ट्रेट", dict)).toBe("magistrate");
    expect(loanSource("पुलिस", dict)).toBe("police"); // not "place": the vowels differ
    expect(translateWord("पुलिस", dict)).toEqual(["police"]);
    expect(loanSource("मजदूरी", dict)).toBeUndefined();
  });
});

describe("question concepts", () => {
  it("drops function words of English and Hindi questions, keeps the topic", () => {
    const terms = queryConcepts("Within how many days must the PIO reply?").concepts.map(
      (c) => c.alternatives[0]!.term,
    );
    expect(terms).toContain("pio");
    expect(terms).not.toContain("vtn"); // within
    expect(terms).not.toContain("mst"); // must
    const hindi = queryConcepts("मनरेगा में मजदूरी कितने दिन में मिलती है").concepts.map((c) => c.alternatives[0]!.term);
    expect(hindi).toContain("mgnrega");
    expect(hindi).not.toContain("mlt"); // मिलती
    // "होनी चाहिए" and "किसे" are no topic, though their skeletons are searched by translation otherwise.
    const auxiliaries = queryConcepts("पेंशन के लिए उम्र कितनी होनी चाहिए, किसे मिलती है").concepts;
    expect(auxiliaries).toHaveLength(2);
  });

  it("finds a Hindi compound the dictionary lacks by its last member", () => {
    const [concept] = queryConcepts("उपराष्ट्रपति").concepts;
    expect(concept!.alternatives.map((a) => a.term)).toContain("president"); // राष्ट्रपति, the lexicon's
  });

  it("gives a Hindi word its inflected forms as alternatives", () => {
    const [concept] = queryConcepts("panchayat").concepts.filter((c) => c.alternatives[0]!.term === "pncyt");
    expect(concept!.alternatives.map((a) => a.term)).toContain("pncytn"); // पंचायतों
  });
});
