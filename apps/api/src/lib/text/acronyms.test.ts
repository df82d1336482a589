import { describe, expect, it } from "vitest";
import { acronymGloss, acronymsFor, bundledAcronyms, documentAcronyms, findableText } from "./acronyms.ts";

describe("acronyms a document defines", () => {
  const text =
    "The Pradhan Mantri Fasal Bima Yojana (PMFBY) insures crops. Each PIO (Public Information Officer) replies. " +
    "Members of Self Help Groups (SHGs) meet weekly. The Ministry of Rural Development (MoRD) funds it. " +
    "Premium is 2 (Two) per cent (not an acronym).";

  it("finds long form then acronym, acronym then long form, plurals and skipped small words", () => {
    expect(documentAcronyms(text)).toEqual([
      { short: "PMFBY", long: "Pradhan Mantri Fasal Bima Yojana" },
      { short: "SHG", long: "Self Help Groups" },
      { short: "MoRD", long: "Ministry of Rural Development" },
      { short: "PIO", long: "Public Information Officer" },
    ]);
  });

  it("indexes a passage that writes one form with the other", () => {
    const acronyms = documentAcronyms(text);
    expect(acronymGloss("Two SHGs federate into a village organisation.", acronyms)).toBe("Self Help Groups");
    expect(acronymGloss("A self help group keeps books.", acronyms)).toBe("SHG");
    expect(acronymGloss("Claims under PMFBY are paid in 2 months.", acronyms)).toBe("Pradhan Mantri Fasal Bima Yojana");
    expect(acronymGloss("Nothing to expand here.", acronyms)).toBe("");
  });
});

describe("a passage as it is found", () => {
  it("uses the acronyms our bundled content defines, and reads a per cent sign as percent", () => {
    expect(bundledAcronyms()).toContainEqual({ short: "SHG", long: "Self Help Group" });
    const acronyms = acronymsFor("SHGs of 10-20 members keep books; 80% must attend.");
    expect(findableText("SHGs of 10-20 members keep books; 80% must attend.", acronyms)).toBe(
      "SHGs of 10-20 members keep books; 80% must attend.\nSelf Help Group\npercent",
    );
    // A document's own definition wins over the bundled one.
    expect(acronymsFor("Scheduled Hill Groups (SHG) are listed.")).toContainEqual({
      short: "SHG",
      long: "Scheduled Hill Groups",
    });
    expect(acronymsFor("Scheduled Hill Groups (SHG) are listed.").filter((a) => a.short === "SHG")).toHaveLength(1);
  });
});
