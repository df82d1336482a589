import { glossaryTerms } from "@sachiv/content/glossary";
import { describe, expect, it } from "vitest";
import { romanise, skeleton } from "./cross-script";
import { searchGlossaryAcrossScripts } from "./glossary-search";

const found = (query: string, language: "hindi" | "hinglish") =>
  searchGlossaryAcrossScripts(glossaryTerms, { query, category: "all", language }).map((t) => t.term.hindi);

describe("romanise and skeleton", () => {
  it("spells Devanagari in Latin letters", () => {
    expect(romanise("मनरेगा")).toBe("manaregaa");
    expect(romanise("ग्राम सभा")).toBe("graama sabhaa");
    expect(romanise("ज़मीन")).toBe("zameena");
  });
  it("gives one skeleton to the spellings of a word in both scripts", () => {
    for (const s of ["manrega", "mnrega", "Manrega", "मनरेगा"]) expect(skeleton(s)).toBe("mnrg");
    expect(skeleton("job card")).toBe(skeleton("जॉब कार्ड"));
    expect(skeleton("Jal Jeevan Mission")).toBe(skeleton("जल जीवन मिशन"));
    expect(skeleton("gram sabha")).toBe(skeleton("ग्राम सभा"));
  });
});

describe("glossary search across scripts", () => {
  it("finds a term typed in the other script, in both UI languages", () => {
    for (const language of ["hindi", "hinglish"] as const) {
      expect(found("job card", language), language).toContain("जॉब कार्ड");
      expect(found("जॉब कार्ड", language), language).toContain("जॉब कार्ड");
      expect(found("manrega", language), language).toContain("मनरेगा");
      expect(found("mgnrega", language), language).toContain("मनरेगा");
      expect(found("मनरेगा", language), language).toContain("मनरेगा");
      expect(found("gram sabha", language), language).toContain("ग्राम सभा");
      expect(found("jal jivan", language), language).toContain("जल जीवन मिशन");
    }
  });
  it("finds the issue 25 terms across scripts and by their English form", () => {
    expect(found("shamlat", "hindi")).toContain("शामलात ज़मीन");
    expect(found("khatiyan", "hindi")).toContain("खतियान");
    expect(found("दाख़िल-ख़ारिज", "hinglish")).toContain("दाख़िल-ख़ारिज (म्यूटेशन)");
    expect(found("no-confidence motion", "hindi")).toContain("अविश्वास प्रस्ताव");
    expect(found("Returning Officer", "hinglish")).toContain("निर्वाचन अधिकारी");
  });

  it("keeps the spec's plain substring search and stays precise", () => {
    expect(found("", "hindi")).toHaveLength(glossaryTerms.length);
    expect(found("जॉब", "hindi")).toContain("जॉब कार्ड");
    expect(found("job card", "hindi").length).toBeLessThanOrEqual(4);
    expect(found("manrega", "hinglish").length).toBeLessThanOrEqual(4);
    expect(found("xyzzy", "hinglish")).toEqual([]);
  });
  it("finds what the plain search found, and no more, for words in the UI's own script", () => {
    const hinglish = (q: string) =>
      searchGlossaryAcrossScripts(glossaryTerms, { query: q, category: "all", language: "hinglish" }).map(
        (t) => t.term.hinglish,
      );
    // The plain search: a case-insensitive substring of the term, meaning or English form, in either language.
    const plain = (q: string, language: "hindi" | "hinglish") =>
      glossaryTerms
        .filter((t) =>
          [t.term.hindi, t.term.hinglish, t.meaning.hindi, t.meaning.hinglish, t.english].some((f) =>
            f.toLowerCase().includes(q.toLowerCase()),
          ),
        )
        .map((t) => t.term[language]);
    expect(hinglish("gram sabha")).toEqual(plain("gram sabha", "hinglish"));
    expect(hinglish("gram sabha")).toContain("Gram Sabha");
    expect(found("ग्राम सभा", "hindi")).toEqual(plain("ग्राम सभा", "hindi"));
    expect(found("ग्राम सभा", "hindi")).toContain("सामाजिक अंकेक्षण");
    const grants = searchGlossaryAcrossScripts(glossaryTerms, {
      query: "grant",
      category: "finance",
      language: "hinglish",
    }).map((t) => t.term.hinglish);
    expect(grants).toContain("Tied Grant");
    expect(grants).toContain("Untied Grant (15th Finance Commission)");
    expect(grants).toContain("Basic Grant (16th Finance Commission)");
    expect(hinglish("MGNREGA")).toContain("MGNREGA");
  });

  it("combines with the category filter", () => {
    const job = glossaryTerms.find((t) => t.term.hindi === "जॉब कार्ड")!;
    const other = job.category === "documents" ? "finance" : "documents";
    expect(
      searchGlossaryAcrossScripts(glossaryTerms, { query: "job card", category: other, language: "hindi" }).map(
        (t) => t.id,
      ),
    ).not.toContain(job.id);
  });
});
