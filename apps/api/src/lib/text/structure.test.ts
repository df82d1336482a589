import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isBoilerplateLine, isLinkOnly, runningLines } from "./boilerplate.ts";
import { chunkDocument, CHUNK_SIZE, type TPassage } from "./chunk.ts";
import { isQuestionLine } from "./structure.ts";
import { extractText } from "../extract-text.ts";

const contents = (passages: TPassage[]) => passages.map((p) => p.content);

describe("boilerplate lines", () => {
  it("knows link-only lines, image markdown, markdown-link headings and menus", () => {
    expect(isLinkOnly("[Home](https://example.gov.in/)")).toBe(true);
    expect(isLinkOnly("- [Schemes](/schemes)")).toBe(true);
    expect(isLinkOnly("[### Benefits](https://pmkisan.gov.in/#benefits)")).toBe(true);
    expect(isLinkOnly("https://rtionline.gov.in/")).toBe(true);
    expect(isBoilerplateLine("[![Image 1: Emblem of India](https://x.gov.in/emblem.png)](https://x.gov.in/)")).toBe(
      true,
    );
    expect(isBoilerplateLine("![logo](logo.png)")).toBe(true);
    expect(isBoilerplateLine("[Home](/) | [About](/about) | [Schemes](/s) | [Contact](/c)")).toBe(true);
    expect(isBoilerplateLine("Skip to main content")).toBe(true);
    expect(isBoilerplateLine("* * *")).toBe(true);
  });

  it("keeps a line with words beside its link", () => {
    expect(isBoilerplateLine("Apply online at [RTI Online](https://rtionline.gov.in/) with a fee of ₹10.")).toBe(false);
    expect(isBoilerplateLine("आवेदन rtionline.gov.in पर होता है।")).toBe(false);
    expect(isBoilerplateLine("Home loans under PMAY-G are not given.")).toBe(false);
  });

  it("finds lines repeated at the top or foot of most PDF pages", () => {
    const pages = [1, 2, 3, 4].map(
      (n) =>
        `Government of Jharkhand\nRural Development Department\nBody text number ${n} about wages.\nPage ${n} of 4`,
    );
    const running = runningLines(pages);
    expect(running.has("government of jharkhand")).toBe(true);
    expect(running.has("page # of #")).toBe(true);
    expect(runningLines(pages.slice(0, 2)).size).toBe(0); // two pages prove nothing
  });
});

describe("chunkDocument", () => {
  it("drops scrape headers, images, link-only lines and menus, and keeps the text", async () => {
    const text = [
      "Title: PM-KISAN Samman Nidhi",
      "",
      "URL Source: https://pmkisan.gov.in/",
      "",
      "Published Time: 2024-02-01",
      "",
      "Markdown Content:",
      "[![Image 1: Emblem](https://pmkisan.gov.in/emblem.png)](https://pmkisan.gov.in/)",
      "",
      "*   [Home](https://pmkisan.gov.in/)",
      "*   [FAQ](https://pmkisan.gov.in/faq)",
      "*   [Contact](https://pmkisan.gov.in/contact)",
      "",
      "[### Benefits](https://pmkisan.gov.in/#benefits)",
      "",
      "## Benefits",
      "",
      "An income support of ₹6,000 a year is paid in three equal instalments of ₹2,000.",
      "",
      "![chart](chart.png)",
    ].join("\n");
    const passages = await chunkDocument(text);
    expect(contents(passages)).toEqual([
      "## Benefits\nAn income support of ₹6,000 a year is paid in three equal instalments of ₹2,000.",
    ]);
    expect(passages[0]).toMatchObject({ sectionPath: ["Benefits"], kind: "paragraph" });
  });

  it("gives each passage its section path; small sections share a passage, each under its heading line", async () => {
    const long = (what: string) => `${what} `.repeat(Math.ceil(700 / (what.length + 1))).trim();
    const text = [
      "# RTI",
      "The Act applies to every public authority.",
      "## Fees",
      "The fee is ₹10.",
      "### BPL",
      "No fee for BPL applicants.",
      "## Appeal",
      long("First appeal within 30 days."),
      "## Commission",
      long("Second appeal within 90 days."),
    ].join("\n\n");
    const passages = await chunkDocument(text);
    expect(passages.map((p) => [p.sectionPath.join(" › "), p.content.split("\n")[0]])).toEqual([
      ["RTI", "# RTI"],
      ["RTI › Appeal", "## Appeal"],
      ["RTI › Commission", "## Commission"],
    ]);
    expect(passages[0]!.content).toBe(
      "# RTI\nThe Act applies to every public authority.\n\n## Fees\nThe fee is ₹10.\n\n### BPL\nNo fee for BPL applicants.",
    );
    expect(passages[2]!.content).not.toContain("First appeal");
  });

  it("keeps a FAQ question with its answer, as one faq passage, and drops a question without one", async () => {
    const text = [
      "## FAQ",
      "",
      "**Who is eligible under the scheme?**",
      "",
      "All landholding farmer families.",
      "",
      "### How much is paid?",
      "",
      "₹6,000 a year.",
      "- in three instalments",
      "",
      "Q: Is there an age limit?",
      "",
      "## Contact",
      "",
      "Call the helpline 155261.",
    ].join("\n");
    const passages = await chunkDocument(text);
    expect(passages.map((p) => [p.kind, p.content])).toEqual([
      ["faq", "## FAQ\nWho is eligible under the scheme?\nAll landholding farmer families."],
      ["faq", "## FAQ\nHow much is paid?\n₹6,000 a year.\n- in three instalments"],
      ["paragraph", "## Contact\nCall the helpline 155261."],
    ]);
    expect(passages[1]!.sectionPath).toEqual(["FAQ"]);
  });

  it("repeats a long answer's question on every piece", async () => {
    const answer = Array.from({ length: 30 }, (_, i) => `Step ${i} of the application is done at the block office.`);
    const passages = await chunkDocument(`क्या ऑनलाइन आवेदन हो सकता है?\n\n${answer.join("\n")}`);
    expect(passages.length).toBeGreaterThan(1);
    for (const p of passages) {
      expect(p.kind).toBe("faq");
      expect(p.content.startsWith("क्या ऑनलाइन आवेदन हो सकता है?\n")).toBe(true);
      expect(p.content.length).toBeLessThanOrEqual(CHUNK_SIZE);
      expect(p.content.split("\n").length).toBeGreaterThan(1);
    }
  });

  it("marks list items (with their lead line) and table rows (with their header)", async () => {
    const text = [
      "## ज़रूरी दस्तावेज़",
      "",
      "आवेदन के साथ ये दस्तावेज़ दें:",
      "- आधार कार्ड",
      "- बैंक पासबुक",
      "",
      "## Rates",
      "",
      "| Item | Amount |",
      "|---|---|",
      "| Plains | ₹1.20 lakh |",
      "| Hills | ₹1.30 lakh |",
    ].join("\n");
    const passages = await chunkDocument(text);
    const { cut } = await import("./chunk.ts").then((m) => ({ cut: m.chunkDocument }));
    // Each section alone (a passage holds them both when small; see the test above).
    const [docs] = await cut(text.split("\n## Rates")[0]!);
    const [rates] = await cut(`## Rates\n${text.split("\n## Rates")[1]!}`);
    expect([docs, rates].map((p) => [p!.kind, p!.content])).toEqual([
      ["list_item", "## ज़रूरी दस्तावेज़\nआवेदन के साथ ये दस्तावेज़ दें:\n- आधार कार्ड\n- बैंक पासबुक"],
      ["table_row", "## Rates\n| Item | Amount |\n| Plains | ₹1.20 lakh |\n| Hills | ₹1.30 lakh |"],
    ]);
    expect(passages).toHaveLength(1);
    expect(passages[0]!.content).toContain("\n\n## Rates\n| Item | Amount |");
  });

  it("gives a PDF's passages their page and drops running headers, footers and page numbers", async () => {
    const pages = [1, 2, 3].map(
      (n) =>
        `District Panchayat Office, Ranchi\n\n${`Paragraph on page ${n}: the verification report is due by 30 September. `.repeat(2)}\n\n${n}`,
    );
    const passages = await chunkDocument(pages.join("\n\n"), pages);
    expect(passages.map((p) => p.page)).toEqual([1, 2, 3]);
    for (const p of passages) {
      expect(p.content).not.toContain("District Panchayat Office");
      expect(p.content).toMatch(/^Paragraph on page \d: the verification report is due by 30 September\. Paragraph/);
      expect(p.content).not.toMatch(/\n\d$/);
    }
  });

  it("keeps a long paragraph within bounds", async () => {
    const sentence = "मनरेगा में हर परिवार को एक वित्त वर्ष में 100 दिन काम की गारंटी थी। ";
    const passages = await chunkDocument(sentence.repeat(40));
    expect(passages.length).toBeGreaterThan(2);
    for (const p of passages) expect(p.content.length).toBeLessThanOrEqual(CHUNK_SIZE + 1);
  });
});

// ---- The real documents: starter corpus and every text fixture ----

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
function filesUnder(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full, ext) : ext.test(e.name) ? [full] : [];
  });
}
const REAL = [
  ...filesUnder(path.join(apiDir, "kb/starter"), /\.md$/),
  ...filesUnder(path.join(apiDir, "test/fixtures"), /\.(md|pdf)$/).filter((f) => !f.endsWith("README.md")),
];

/** What a passage must never be: link-only, an image, a scrape header, a bare question or heading. */
function badPassage(p: TPassage): string | undefined {
  const lines = p.content.split("\n").filter((l) => l.trim());
  if (lines.every((l) => isLinkOnly(l))) return "link-only";
  if (/!\[[^\]]*\]\([^)]*\)/.test(p.content)) return "image markdown";
  if (/^\s*(?:Title|URL Source|Markdown Content|Published Time):/m.test(p.content)) return "scrape header";
  if (lines.length === 1 && isQuestionLine(lines[0]!)) return "bare question";
  if (lines.every((l) => /^\s*#{1,6}\s/.test(l))) return "bare heading";
  if (p.kind === "faq" && lines.length < 2) return "faq without its answer";
  return undefined;
}

describe("the real starter and fixture documents", () => {
  it(`cut into passages none of which is navigation, boilerplate or a bare question (${REAL.length} files)`, async () => {
    expect(REAL.length).toBeGreaterThan(40);
    const bad: string[] = [];
    let total = 0;
    const kinds = new Map<string, number>();
    for (const file of REAL) {
      const extracted = await extractText(new Uint8Array(fs.readFileSync(file)), path.basename(file));
      const passages = await chunkDocument(extracted.text, extracted.pages);
      total += passages.length;
      for (const p of passages) {
        kinds.set(p.kind, (kinds.get(p.kind) ?? 0) + 1);
        const why = badPassage(p);
        if (why) bad.push(`${path.relative(apiDir, file)}: ${why}: ${p.content.slice(0, 80)}`);
        if (extracted.pages) expect(p.page, file).toBeGreaterThanOrEqual(1);
      }
    }
    expect(bad).toEqual([]);
    expect(total).toBeGreaterThan(500);
    expect(kinds.get("list_item")).toBeGreaterThan(50);
    expect(kinds.get("paragraph")).toBeGreaterThan(50);
  }, 120_000);
});
