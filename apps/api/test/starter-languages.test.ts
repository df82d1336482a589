// Every starter topic exists in Hindi (Devanagari) and in Hinglish (Latin), so each reader can be
// answered from a document in their own script (issue 14). A topic is a file name; its other-script
// version carries the suffix "-hindi" or "-hinglish".
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STARTER_DIR } from "../src/modules/knowledge/starter.ts";

const files = fs.readdirSync(STARTER_DIR).filter((f) => f.endsWith(".md"));
const meta = (file: string) => {
  const text = fs.readFileSync(path.join(STARTER_DIR, file), "utf8");
  const front = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!front) throw new Error(`${file}: no front matter`);
  const field = (name: string) => new RegExp(`^${name}: (.*)$`, "m").exec(front[1]!)?.[1]?.trim();
  return { language: field("language"), title: field("title") ?? "", body: front[2]! };
};

describe("starter knowledge base languages", () => {
  const topics = new Map<string, Record<string, string>>();
  for (const file of files) {
    const topic = file.replace(/-(hindi|hinglish)\.md$/, ".md");
    const { language } = meta(file);
    topics.set(topic, { ...topics.get(topic), [language ?? "?"]: file });
  }

  it("has every topic in Hindi and in Hinglish", () => {
    expect(topics.size).toBeGreaterThanOrEqual(17);
    for (const [topic, versions] of topics) expect(Object.keys(versions).sort(), topic).toEqual(["hindi", "hinglish"]);
  });

  it("writes Hindi documents in Devanagari and Hinglish ones without it", () => {
    for (const file of files) {
      const { language, title, body } = meta(file);
      const devanagari = (body.match(/[\u0900-\u097F]/g) ?? []).length;
      if (language === "hinglish") expect(devanagari, file).toBe(0);
      else expect(devanagari / body.replace(/\s/g, "").length, file).toBeGreaterThan(0.5);
      expect(title, file).not.toBe("");
    }
  });
});
