// The knowledge base on the real database (embedded PGlite, or PostgreSQL with DATABASE_URL):
// seeding the starter corpus, hit@3 on the retrieval set, idempotent ingestion, hostile queries,
// and pgvector search fused with full-text search (or its absence, reported and survived).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TDb } from "../src/db/client.ts";
import {
  embedPendingChunks,
  ingestDocument,
  RRF_K,
  searchChunks,
  vectorStoreReady,
  type TEmbedder,
} from "../src/modules/knowledge/index.ts";
import { seedStarterCorpus } from "../src/modules/knowledge/starter.ts";
import { buildFixtures } from "./fixtures/documents.ts";
import { createTestApp, type TTestApp } from "./helper.ts";
import { RETRIEVAL_SET } from "./retrieval-set.ts";
import { fakeEmbedding } from "./helpers/fake-openai.ts";
import { anyString } from "./helpers/matchers.ts";

let t: TTestApp;
let db: TDb;
const fileNameOf = new Map<string, string>();

/** Deterministic stand-in for an embeddings model (the fake server's): hashed bag of normalised words. */
function hashedEmbedder(dims = 128): TEmbedder & { calls: number } {
  return {
    model: `hashed-bow-${dims}`,
    calls: 0,
    embed(texts) {
      this.calls += 1;
      return Promise.resolve(texts.map((text) => fakeEmbedding(text, dims)));
    },
  };
}

async function hitAt3(embedder?: TEmbedder): Promise<{ rate: number; misses: string[] }> {
  let hits = 0;
  const misses: string[] = [];
  for (const c of RETRIEVAL_SET) {
    const results = await searchChunks(db, c.query, { limit: 3, embedder });
    const files = results.map((r) => fileNameOf.get(r.documentId));
    if (files.some((f) => f && c.expected.includes(f))) hits += 1;
    else misses.push(`${c.query} → ${files.join(", ")}`);
  }
  return { rate: hits / RETRIEVAL_SET.length, misses };
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db;
});

afterAll(async () => {
  await t?.close();
});

describe("starter corpus", () => {
  it("seeds every document once; seeding again changes nothing", async () => {
    const first = await seedStarterCorpus(db);
    expect(first.length).toBeGreaterThanOrEqual(9);
    expect(first.every((r) => r.status === "created" && r.chunks > 0)).toBe(true);
    for (const r of first) fileNameOf.set(r.documentId, r.fileName);
    const chunks = await db.knowledgeChunk.count();

    const again = await seedStarterCorpus(db);
    expect(again.every((r) => r.status === "unchanged")).toBe(true);
    expect(await db.knowledgeChunk.count()).toBe(chunks);
    expect(await db.knowledgeDocument.count()).toBe(first.length);

    const docs = await db.knowledgeDocument.findMany();
    for (const d of docs) {
      expect(d.sourceUrl).toMatch(/^https:\/\/[a-z0-9.-]+\.(gov|nic)\.in\//);
      expect(["hindi", "hinglish"]).toContain(d.language);
    }
  });

  it("finds a starter document in the top 3 for every question of the retrieval set (measured)", async () => {
    expect(RETRIEVAL_SET.length).toBeGreaterThanOrEqual(30);
    const { rate, misses } = await hitAt3();
    console.log(
      `knowledge retrieval hit@3 (full-text): ${(rate * 100).toFixed(1)}% of ${RETRIEVAL_SET.length} questions`,
    );
    // The development set (tuned on): the threshold is what is measured. Two questions written
    // for what ranks first (RANKING_SET, "nrega kitne din …") missed until the lexicon's "day"
    // group (din = दिन = days): 2 misses → 0 (w3d/retrieval2).
    expect(misses).toEqual([]);
  });

  it("answers with title, source, a snippet from the passage and a score, best first", async () => {
    const [top, ...rest] = await searchChunks(db, "manrega job card kaise banega", { limit: 5 });
    expect(top).toMatchObject({
      title: anyString(),
      sourceUrl: "https://nrega.dord.gov.in/",
      matchedBy: ["text"],
    });
    expect(top!.content).toContain(top!.snippet.replace(/^…/, "").replace(/…$/, "").slice(0, 40));
    expect(top!.score).toBeCloseTo(1 / (RRF_K + 1));
    for (const r of rest) expect(r.score).toBeLessThanOrEqual(top!.score);
  });

  it("reports how much of the question a passage covers, and nothing for an empty question", async () => {
    const [good] = await searchChunks(db, "RTI ka jawab kitne din mein milta hai");
    const [offTopic] = await searchChunks(db, "mobile recharge kaise karein");
    expect(good!.relevance).toBeGreaterThan(0.5);
    expect(offTopic?.relevance ?? 0).toBeLessThan(good!.relevance);
    // The RTI document exists in both scripts; a Hinglish question may find either version.
    expect(good!.snippet).toMatch(/30 (दिन|din)/);
    expect(await searchChunks(db, "kya hai kaise")).toEqual([]);
  });

  it("answers hostile or empty queries without error", async () => {
    for (const q of [
      "'); DROP TABLE x; --",
      "&|!:*",
      "a:* | !b & (c",
      "\\' OR 1=1 --",
      "",
      "   ",
      "।॥",
      "ग्राम' | सभा:*",
    ]) {
      await expect(searchChunks(db, q)).resolves.toBeInstanceOf(Array);
    }
    expect(await searchChunks(db, "&|!:*")).toEqual([]);
    const sql = await searchChunks(db, "'); DROP TABLE knowledge_chunks; --");
    expect(sql).toBeInstanceOf(Array);
    expect(await db.knowledgeChunk.count()).toBeGreaterThan(0);
  });
});

describe("ingestDocument", () => {
  it("is idempotent by content: the same bytes under any name are 'unchanged'", async () => {
    const fixture = (await buildFixtures()).find((f) => f.fileName === "gram-sabha.docx")!;
    const first = await ingestDocument(db, {
      bytes: fixture.bytes,
      fileName: fixture.fileName,
      title: "Gram Sabha (docx)",
    });
    expect(first.status).toBe("created");

    const again = await ingestDocument(db, { bytes: fixture.bytes, fileName: "renamed.docx" });
    expect(again).toEqual({ documentId: first.documentId, status: "unchanged", chunks: first.chunks });
    expect(await db.knowledgeChunk.count({ where: { documentId: first.documentId } })).toBe(first.chunks);
    expect(await db.knowledgeDocument.count({ where: { fileName: "renamed.docx" } })).toBe(0);

    const doc = await db.knowledgeDocument.findUniqueOrThrow({ where: { id: first.documentId } });
    expect(doc).toMatchObject({
      title: "Gram Sabha (docx)",
      chunkCount: first.chunks,
      byteSize: fixture.bytes.byteLength,
    });
    expect(doc.contentHash).toMatch(/^[0-9a-f]{64}$/);
    await db.knowledgeDocument.delete({ where: { id: first.documentId } }); // keep the corpus as seeded
  });

  it("makes a newly ingested document findable from the other script", async () => {
    const bytes = new TextEncoder().encode("पंचायत भवन में सोलर पंप की मरम्मत का ख़र्च खुले अनुदान से किया गया।");
    const { documentId } = await ingestDocument(db, { bytes, fileName: "solar.txt" });
    const results = await searchChunks(db, "solar pump ki marammat ka kharcha", { limit: 3 });
    expect(results[0]?.documentId).toBe(documentId);
    await db.knowledgeDocument.delete({ where: { id: documentId } });
    expect(await db.knowledgeChunk.count({ where: { documentId } })).toBe(0); // cascade
  });

  it("concurrent ingests of the same bytes store one document", async () => {
    const bytes = new TextEncoder().encode(`Concurrent upload ${Date.now()}: gram sabha ki suchna.`);
    const results = await Promise.all([1, 2, 3].map((i) => ingestDocument(db, { bytes, fileName: `copy-${i}.txt` })));
    expect(new Set(results.map((r) => r.documentId)).size).toBe(1);
    expect(results.filter((r) => r.status === "created")).toHaveLength(1);
    await db.knowledgeDocument.delete({ where: { id: results[0]!.documentId } });
  });
});

describe("vector search", () => {
  it("fuses pgvector similarity with full-text search where pgvector exists, and degrades where not", async () => {
    const logs: string[] = [];
    const log = (m: string) => logs.push(m);
    const embedder = hashedEmbedder();
    const ready = await vectorStoreReady(db, log);
    const vectorInstalled = await db.$queryRaw<{ ok: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') AS ok`;
    expect(ready).toBe(vectorInstalled[0]!.ok);

    if (!ready) {
      // Debian's PostgreSQL has no pgvector: said once in the log, search stays full-text.
      expect(logs.join("\n")).toMatch(/full-text only/);
      const results = await searchChunks(db, "gram sabha saal me kitni baar", { embedder, log });
      expect(results.length).toBeGreaterThan(0);
      expect(results.every((r) => r.matchedBy.join() === "text")).toBe(true);
      return;
    }

    // The corpus was seeded without a provider: fill in its vectors, as after configuring one.
    const embedded = await embedPendingChunks(db, embedder, log, 16);
    expect(embedded).toBe(await db.knowledgeChunk.count());
    expect(await embedPendingChunks(db, embedder, log)).toBe(0);

    const results = await searchChunks(db, "gram sabha saal me kitni baar", { embedder, limit: 5, log });
    expect(results[0]!.matchedBy).toEqual(["text", "vector"]);
    // Found by both lists: its fused score is above what rank 1 of one list alone can give.
    expect(results[0]!.score).toBeGreaterThan(1 / (RRF_K + 1));
    expect(["gram-sabha.md", "gram-sabha-hinglish.md"]).toContain(fileNameOf.get(results[0]!.documentId));

    const fused = await hitAt3(embedder);
    console.log(`knowledge retrieval hit@3 (full-text + hashed-vector fusion): ${(fused.rate * 100).toFixed(1)}%`);
    // Measured after the 2026 content update reworded the 15th FC documents (the tied grant is now
    // told in the past tense beside the 16th FC): 47 of 48 with this test's hashed vectors, the one
    // miss below; full-text alone still finds all 48 (the test above). 53 of 54, the same miss, with
    // the six questions on the UP, MP and Rajasthan documents (w3d/states).
    expect(fused.misses).toEqual([
      "15वें वित्त आयोग का टाइड ग्रांट किस पर खर्च होगा → jal-jeevan-mission-hinglish.md, sbm-g-odf-plus.md, jal-jeevan-mission.md",
    ]);

    // New documents get their vectors in the same transaction as their chunks.
    const doc = await ingestDocument(
      db,
      { bytes: new TextEncoder().encode("Naya dastavez: handpump marammat."), fileName: "hp.txt" },
      {
        embedder,
        log,
      },
    );
    const [row] = await db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM knowledge_embeddings e JOIN knowledge_chunks c ON c.id = e.chunk_id
      WHERE c.document_id = ${doc.documentId}::uuid`;
    expect(Number(row!.n)).toBe(doc.chunks);

    // A failure inside that transaction leaves nothing behind.
    const broken: TEmbedder = {
      model: embedder.model,
      embed: (texts) => Promise.resolve(texts.map(() => [Number.NaN])),
    };
    const bytes = new TextEncoder().encode("Yeh dastavez kabhi store nahi hona chahiye.");
    await expect(ingestDocument(db, { bytes, fileName: "broken.txt" }, { embedder: broken })).rejects.toThrow();
    expect(await db.knowledgeDocument.count({ where: { fileName: "broken.txt" } })).toBe(0);
  });
});
