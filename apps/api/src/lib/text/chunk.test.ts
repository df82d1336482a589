import { describe, expect, it } from "vitest";
import { CHUNK_SIZE, chunkText } from "./chunk.ts";

const sentence = "मनरेगा में हर परिवार को एक वित्त वर्ष में 100 दिन काम की गारंटी थी। ";

describe("chunkText", () => {
  it("keeps a short text whole", async () => {
    expect(await chunkText("ग्राम सभा की बैठक।")).toEqual(["ग्राम सभा की बैठक।"]);
  });

  it("splits at dandas, keeps each passage within bounds and ends it with its danda", async () => {
    const chunks = await chunkText(sentence.repeat(40));
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) {
      expect(c.length).toBeLessThanOrEqual(CHUNK_SIZE + 1);
      expect(c.startsWith("।")).toBe(false);
      expect(c.endsWith("।")).toBe(true);
    }
  });

  it("overlaps neighbouring passages", async () => {
    const text = Array.from({ length: 60 }, (_, i) => `Vakya number ${i} gram sabha ke baare mein hai.`).join(" ");
    const [a, b] = await chunkText(text);
    const lastSentence = a!.split(". ").at(-1)!.replace(/\.$/, "");
    expect(b).toContain(lastSentence);
  });

  it("does not leave a heading alone in a passage", async () => {
    const chunks = await chunkText(`# जॉब कार्ड\n\n${sentence.repeat(12)}`);
    expect(chunks[0]!.startsWith("# जॉब कार्ड\n\n")).toBe(true);
    expect(chunks.every((c) => c.length > 40)).toBe(true);
  });
});
