import { describe, expect, it } from "vitest";
import { createMarkerStripper, groundingOf, stripMarkers } from "./citations.ts";

/** The reply streamed in the given pieces: what the reader sees, and what it cites. */
function streamed(pieces: string[], passageCount = 4) {
  const stripper = createMarkerStripper(passageCount);
  const shown = pieces.map((p) => stripper.push(p));
  shown.push(stripper.end());
  return { text: shown.join(""), shown, ...stripper.citations() };
}

describe("source markers in a model's reply", () => {
  it("removes a marker with the space before it and records the passage it cites", () => {
    expect(stripMarkers("Gram sabha saal mein do baar hoti hai [2].", 4)).toEqual({
      text: "Gram sabha saal mein do baar hoti hai.",
      cited: [2],
      invented: [],
    });
  });

  it("reads [1][2], [1, 2], [1,2], [1; 3] and a range [2-4], first citation first, each once", () => {
    expect(stripMarkers("A [3][1]. B [1, 2]. C [1,2]. D [1; 3].", 4)).toMatchObject({
      text: "A. B. C. D.",
      cited: [3, 1, 2],
    });
    expect(stripMarkers("Kadam [2-4] aur [2–3].", 4)).toMatchObject({ text: "Kadam aur.", cited: [2, 3, 4] });
  });

  it("reads Devanagari digits, footnote and labelled markers", () => {
    expect(stripMarkers("ग्राम सभा साल में दो बार होती है [१]। राशि [२, ३]।", 4)).toEqual({
      text: "ग्राम सभा साल में दो बार होती है। राशि।",
      cited: [1, 2, 3],
      invented: [],
    });
    expect(stripMarkers("A[^2] B [Passage 3] C [स्रोत ४]", 4)).toMatchObject({ text: "A B C", cited: [2, 3, 4] });
  });

  it("a number past the passages given (or 0) is invented, not cited", () => {
    expect(stripMarkers("Rashi 1.2 lakh hai [9]. Aur [2][0].", 4)).toEqual({
      text: "Rashi 1.2 lakh hai. Aur.",
      cited: [2],
      invented: [9, 0],
    });
  });

  it("leaves bracketed text that is not a marker", () => {
    const text =
      "Dekhein [MGNREGA portal](https://nrega.nic.in), [1](https://x.in) aur [2023] ki report; [Note] [x] [ ] [a, b] [12345].";
    expect(stripMarkers(text, 4)).toEqual({ text, cited: [], invented: [] });
  });

  it("a marker opening a line takes the space after it, so the line does not start with one", () => {
    expect(stripMarkers('Jawab:\n[1] Gram sabha do baar.\n> "quote" [2]', 4).text).toBe(
      'Jawab:\nGram sabha do baar.\n> "quote"',
    );
  });

  it("a marker split across pieces never reaches the reader, even in part", () => {
    // As a model's tokens come: the space before a word (or a bracket) starts its token.
    const r = streamed(["Do baar hoti hai", " [", "1", "]", ". Rashi", " [२", ",", " 9", "]", " hai."]);
    expect(r.text).toBe("Do baar hoti hai. Rashi hai.");
    expect(r.shown.join("|")).not.toMatch(/[[\]]/);
    expect(r).toMatchObject({ cited: [1, 2], invented: [9] });
  });

  it("a held-back start that turns out not to be a marker is given out whole", () => {
    const r = streamed([
      "Portal: [",
      "MGNREGA",
      " site](https://nrega.nic.in) aur [1",
      "](https://x.in) hai [Not",
      "e] ok",
    ]);
    expect(r.text).toBe("Portal: [MGNREGA site](https://nrega.nic.in) aur [1](https://x.in) hai [Note] ok");
    expect(r.cited).toEqual([]);
  });

  it("never holds back more than a marker's length", () => {
    const r = streamed(["Kram [1, 2, 3, 4", ", 5, 6, 7, 8, 9, 10, 11, 12, 13", ", 14"]);
    expect(r.shown.slice(0, 2).join("")).toBe("Kram [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13");
  });

  it("a marker at the very end of the reply is removed when the reply ends", () => {
    const r = streamed(["Do baar hoti hai", " [3]"]);
    expect(r.shown).toEqual(["Do baar hoti hai", "", ""]);
    expect(r.text).toBe("Do baar hoti hai");
    expect(r.cited).toEqual([3]);
  });

  it("pieces pass through as they are; a marker after a space already given out takes the space after it", () => {
    const r = streamed(["Gram sabha ", "[1] aur ", "[2]."]);
    expect(r.shown).toEqual(["Gram sabha ", "aur ", ".", ""]);
  });

  it("a reply without markers passes through unchanged, chunk by chunk", () => {
    const pieces = ["Gram sabha ", "saal mein ", "kam se kam ", "do baar ", "hoti hai."];
    const r = streamed(pieces);
    expect(r.text).toBe(pieces.join(""));
    expect(r).toMatchObject({ cited: [], invented: [] });
  });
});

describe("a model reply's grounding", () => {
  it("flags an invented marker and a reply without one, not the honest 'not found'", () => {
    expect(groundingOf({ cited: [1, 2], invented: [] }, "answered", 4).verdict).toBe("cited");
    expect(groundingOf({ cited: [1], invented: [9] }, "answered", 4)).toEqual({
      verdict: "invented",
      cited: [1],
      invented: [9],
      passages: 4,
    });
    expect(groundingOf({ cited: [], invented: [] }, "answered", 4).verdict).toBe("uncited");
    expect(groundingOf({ cited: [], invented: [] }, "not_stated", 4).verdict).toBe("uncited");
    expect(groundingOf({ cited: [], invented: [] }, "not_found", 0).verdict).toBe("not_found");
  });
});
