// Does the Hindi voice get the words right on sentences it was not built from? The share of the
// expected Devanagari words the converter produces (in order: longest common subsequence of words),
// on held-out sentences written apart from the bundled content (heldout-sentences.ts).
import { describe, expect, it } from "vitest";
import { bundledPairs } from "./content-words.ts";
import { HELD_OUT_SENTENCES, HELD_OUT_SENTENCES_2, type THeldOutSentence } from "./heldout-sentences.ts";
import { prepareForHindiVoice } from "./offline.ts";
import path from "node:path";
import { fileURLToPath } from "node:url";

const STARTER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../kb/starter");

const words = (text: string) =>
  text
    .normalize("NFC")
    .split(/[\s—]+/)
    .map((w) => w.replace(/^[,।.?!;:]+|[,।.?!;:]+$/g, ""))
    .filter(Boolean);

function common(a: string[], b: string[]): number {
  const d = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i]![j] = a[i - 1] === b[j - 1] ? d[i - 1]![j - 1]! + 1 : Math.max(d[i - 1]![j]!, d[i]![j - 1]!);
  return d[a.length]![b.length]!;
}

function score(set: readonly THeldOutSentence[]) {
  let right = 0;
  let total = 0;
  for (const { hinglish, spoken } of set) {
    const expected = words(spoken);
    right += common(expected, words(prepareForHindiVoice(hinglish).join(" ")));
    total += expected.length;
  }
  return { right, total, share: right / total };
}

describe("speech on held-out sentences (issue 25)", () => {
  it("set 2, held out: at least the measured 231 of 247 words (93.5%) are said as written in Hindi", () => {
    const { right, total, share } = score(HELD_OUT_SENTENCES_2);
    expect(HELD_OUT_SENTENCES_2.length).toBeGreaterThanOrEqual(30);
    expect(total).toBe(247);
    expect(right, `${right}/${total} = ${(share * 100).toFixed(1)}%`).toBeGreaterThanOrEqual(231);
  });

  it("set 1, the development set: 305 of 305 words (it was 224, 73.4%, before the fixes)", () => {
    const { right, total } = score(HELD_OUT_SENTENCES);
    expect(total).toBe(305);
    expect(right).toBeGreaterThanOrEqual(305);
  });

  it("the word list is not built from them", async () => {
    const content = (await bundledPairs(STARTER_DIR)).map((p) => p.hinglish).join("\n");
    for (const { hinglish } of [...HELD_OUT_SENTENCES, ...HELD_OUT_SENTENCES_2])
      expect(content).not.toContain(hinglish);
  });
});
