// The "not found" floor does not move with the knowledge base (issue 11): whether a passage is
// about the question is judged from the question and the passage alone (sources.ts coverage, with
// fixed weights), not from a share of idf weights that shift when documents are added. Asked on
// the starter corpus, then again after ~550 passages of unrelated real text (the Constitution and
// the Bharatiya Nyaya Sanhita) are ingested beside it, every development question keeps its answer
// and every unanswerable one stays "not found".
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localize, offlineAnswerTexts } from "@sachiv/content";
import type { TLanguage } from "@sachiv/contracts";
import { ingestDocument } from "../src/modules/knowledge/index.ts";
import { askChat, buildEvalKb, STARTER, UNRELATED_DIR, type TEvalKb } from "./helpers/answer-eval.ts";
import { DEV_UNANSWERABLE, RETRIEVAL_SET } from "./retrieval-set.ts";
import fs from "node:fs/promises";

const TIMEOUT = 600_000;
const questions: { query: string; language: TLanguage; answerable: boolean }[] = [
  ...RETRIEVAL_SET.map((c) => ({
    query: c.query,
    language: c.kind === "hindi" ? ("hindi" as const) : ("hinglish" as const),
    answerable: true,
  })),
  ...DEV_UNANSWERABLE.map((c) => ({ query: c.query, language: c.kind, answerable: false })),
];

async function answered(kb: TEvalKb): Promise<Map<string, boolean>> {
  const out = new Map<string, boolean>();
  for (const q of questions) {
    const { response } = await askChat(kb, q.query, q.language);
    out.set(q.query, !response.includes(localize(offlineAnswerTexts.notFound, q.language)));
  }
  return out;
}

describe("the not-found floor beside many unrelated passages", () => {
  let kb: TEvalKb;
  let before: Map<string, boolean>;
  let after: Map<string, boolean>;
  let added = 0;
  beforeAll(async () => {
    kb = await buildEvalKb([STARTER]);
    before = await answered(kb);
    const starterPassages = kb.passages;
    for (const file of (await fs.readdir(UNRELATED_DIR)).filter((f) => f.endsWith(".md"))) {
      const bytes = await fs.readFile(path.join(UNRELATED_DIR, file));
      await ingestDocument(kb.t.app.db, { bytes, fileName: file });
    }
    added = (await kb.t.app.db.knowledgeChunk.count()) - starterPassages;
    after = await answered(kb);
  }, TIMEOUT);
  afterAll(async () => kb?.t.close());

  it("answers every development question and refuses every unanswerable one on the starter corpus", () => {
    for (const q of questions) expect([q.query, before.get(q.query)]).toEqual([q.query, q.answerable]);
  });

  it("gives the same verdict on every question after the unrelated passages are added", () => {
    expect(added).toBeGreaterThan(400);
    for (const q of questions) expect([q.query, after.get(q.query)]).toEqual([q.query, before.get(q.query)]);
  });
});
