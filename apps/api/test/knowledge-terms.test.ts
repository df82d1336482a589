// The document frequencies search reads (knowledge_terms, issue 11) on the real database: after
// every change an admin or ingestion can make — adding, superseding, deleting, re-adding a
// document, two added at once — they equal a recount of the passages, and search ranks as it
// would with counted frequencies (the statement before issue 11, test/helpers/exhaustive-search.ts).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TDb } from "../src/db/client.ts";
import {
  deleteKnowledgeDocument,
  ingestDocument,
  searchChunks,
  setSuperseded,
} from "../src/modules/knowledge/index.ts";
import { forgetSearches } from "../src/modules/knowledge/search-cache.ts";
import { seedStarterCorpus } from "../src/modules/knowledge/starter.ts";
import { rebuildTerms } from "../src/modules/knowledge/terms.ts";
import { HELD_OUT_SET } from "./fixtures/heldout/questions.ts";
import { createTestApp, type TTestApp } from "./helper.ts";
import { HELD_OUT_DIR, UNRELATED_DIR } from "./helpers/answer-eval.ts";
import { exhaustiveSearch } from "./helpers/exhaustive-search.ts";
import { RETRIEVAL_SET } from "./retrieval-set.ts";

let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db;
});

afterAll(async () => {
  await t?.close();
});

type TCounts = Record<string, number>;

async function stored(): Promise<TCounts> {
  const rows = await db.$queryRaw<{ term: string; df: number }[]>`SELECT term, df FROM knowledge_terms`;
  return Object.fromEntries(rows.map((r) => [r.term, Number(r.df)]));
}

/** Passages of current documents per word, and under "" all passages: what knowledge_terms must hold. */
async function recount(): Promise<TCounts> {
  const rows = await db.$queryRaw<{ term: string; df: number }[]>`
    SELECT w.term, count(*)::int AS df
    FROM knowledge_chunks c JOIN knowledge_documents d ON d.id = c.document_id AND d.superseded_at IS NULL
    CROSS JOIN LATERAL unnest(tsvector_to_array(c.search_vector)) AS w(term)
    GROUP BY w.term
    UNION ALL SELECT '', count(*)::int FROM knowledge_chunks`;
  return Object.fromEntries(rows.map((r) => [r.term, Number(r.df)]));
}

function doc(name: string, body: string) {
  return {
    bytes: new TextEncoder().encode(`---\ntitle: ${name}\n---\n\n${body}\n`),
    fileName: `${name}.md`,
    mimeType: "text/markdown",
  };
}

const ration = doc(
  "Ration card",
  "Ration card ke liye aavedan gram panchayat mein dein. राशन कार्ड के लिए आवेदन पंचायत में करें।\n\n" +
    "Ration card ki suchi har saal gram sabha mein padhi jaati hai.",
);
const pension = doc(
  "Vridha pension",
  "Vridha pension ke liye umar 60 saal honi chahiye. वृद्धावस्था पेंशन के लिए आवेदन पंचायत सचिव को दें।",
);
const well = doc("Kuan marammat", "Gram panchayat kuan marammat ka kaam 15th finance grant se karati hai.");
const pond = doc("Talab", "Talab ki safai MGNREGA ke kaam mein hoti hai; gram sabha prastav pass karti hai.");

describe("knowledge_terms", () => {
  it("equals a recount after adding, superseding, deleting and re-adding documents", async () => {
    const a = await ingestDocument(db, ration);
    const b = await ingestDocument(db, pension);
    expect(await stored()).toEqual(await recount());
    expect(Object.keys(await stored()).length).toBeGreaterThan(20);

    expect(await setSuperseded(db, b.documentId, true, a.documentId)).toBe(true);
    expect(await stored()).toEqual(await recount());
    // Marking it again changes nothing; its words are out once.
    expect(await setSuperseded(db, b.documentId, true)).toBe(true);
    expect(await stored()).toEqual(await recount());

    expect(await deleteKnowledgeDocument(db, a.documentId)).toEqual({ passages: a.chunks });
    expect(await stored()).toEqual(await recount());
    // A superseded document deleted: only the count of all passages moves.
    expect(await deleteKnowledgeDocument(db, b.documentId)).toEqual({ passages: b.chunks });
    expect(await stored()).toEqual({ "": 0 });
    expect(await recount()).toEqual({ "": 0 });

    const again = await ingestDocument(db, ration);
    expect(again.status).toBe("created");
    const c = await ingestDocument(db, pension);
    expect(await setSuperseded(db, c.documentId, true)).toBe(true);
    expect(await setSuperseded(db, c.documentId, false)).toBe(true);
    expect(await stored()).toEqual(await recount());

    // Two at once: the counts add up.
    await Promise.all([ingestDocument(db, well), ingestDocument(db, pond)]);
    expect(await stored()).toEqual(await recount());
    expect(await deleteKnowledgeDocument(db, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
    expect(await setSuperseded(db, "00000000-0000-4000-8000-000000000000", true)).toBe(false);
    expect(await stored()).toEqual(await recount());
  });

  it("a database without counts (from before them) gets them at its first search", async () => {
    const before = await stored();
    forgetSearches(db);
    const hits = await searchChunks(db, "ration card ke liye aavedan");
    await db.$executeRaw`DELETE FROM knowledge_terms`;
    forgetSearches(db);
    expect(await searchChunks(db, "ration card ke liye aavedan")).toEqual(hits);
    expect(await stored()).toEqual(before);
    await rebuildTerms(db);
    expect(await stored()).toEqual(before);
  });
});

describe("search with stored frequencies", () => {
  it(
    "ranks the starter corpus and the held-out documents as counting every match did",
    { timeout: 120_000 },
    async () => {
      await seedStarterCorpus(db);
      for (const dir of [HELD_OUT_DIR, UNRELATED_DIR])
        for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".md")))
          await ingestDocument(db, { bytes: fs.readFileSync(path.join(dir, file)), fileName: file });
      const questions = [...RETRIEVAL_SET.map((c) => c.query), ...HELD_OUT_SET.map((c) => c.question)];
      for (const limit of [3, 8]) {
        for (const q of questions) {
          forgetSearches(db);
          const hits = await searchChunks(db, q, { limit });
          const expected = await exhaustiveSearch(db, q, limit);
          expect(
            hits.map((h) => h.relevance),
            q,
          ).toEqual(expected.map((e) => Math.round(e.relevance * 1000) / 1000));
          // Passages whose scores differ only in the last bits of a float (the same words matched)
          // come in either order, with either method; above the last score, the same passages.
          const last = expected.at(-1)?.score ?? 0;
          const above = expected.filter((e) => e.score > last + 1e-9).map((e) => e.chunkId);
          expect(new Set(hits.slice(0, above.length).map((h) => h.chunkId)), q).toEqual(new Set(above));
        }
      }
    },
  );
});
