// Passages that know where they sit (issue 21, item 1), on the real database: search returns each
// hit's section path, PDF page and kind; navigation never becomes a passage; and documents stored
// by an older chunker — an installation from before — are cut again, the starter corpus at
// start-up and any other document when the same file is uploaded again.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TDb } from "../src/db/client.ts";
import { CHUNKER_VERSION } from "../src/lib/text/chunk.ts";
import { ingestDocument, searchChunks } from "../src/modules/knowledge/index.ts";
import { forgetSearches } from "../src/modules/knowledge/search-cache.ts";
import { seedStarterCorpusIfEmpty, STARTER_DIR } from "../src/modules/knowledge/starter.ts";
import { createTestApp, type TTestApp } from "./helper.ts";

let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db;
});

afterAll(async () => {
  await t?.close();
});

const SCRAPED = `Title: PM-KISAN | Official Website

URL Source: https://pmkisan.gov.in/

Markdown Content:
[![Image 1: Emblem of India](https://pmkisan.gov.in/emblem.png)](https://pmkisan.gov.in/)

*   [Home](https://pmkisan.gov.in/)
*   [Beneficiary Status](https://pmkisan.gov.in/status)
*   [Contact](https://pmkisan.gov.in/contact)

[### Benefits](https://pmkisan.gov.in/#benefits)

# PM-KISAN

## Benefits

An income support of Rs 6,000 per year is paid to landholding farmer families in three equal instalments.

## FAQ

**Who is excluded from the scheme?**

Institutional landholders and farmer families with a member paying income tax.
`;

/** Older passages as an installation from before had them: no section, page or kind, chunker 0. */
async function makeOld(documentId: string): Promise<void> {
  await db.$executeRaw`UPDATE knowledge_chunks SET section_path = NULL, page = NULL, kind = NULL
                       WHERE document_id = ${documentId}::uuid`;
  await db.knowledgeDocument.update({ where: { id: documentId }, data: { chunkerVersion: 0 } });
}

async function recountMatches(): Promise<boolean> {
  const [row] = await db.$queryRaw<{ same: boolean }[]>`
    WITH want AS (
      SELECT w.term, count(*)::int AS df
      FROM knowledge_chunks c JOIN knowledge_documents d ON d.id = c.document_id AND d.superseded_at IS NULL
      CROSS JOIN LATERAL unnest(tsvector_to_array(c.search_vector)) AS w(term) GROUP BY w.term
      UNION ALL SELECT '', count(*)::int FROM knowledge_chunks)
    SELECT NOT EXISTS (SELECT term, df FROM want EXCEPT SELECT term, df FROM knowledge_terms)
       AND NOT EXISTS (SELECT term, df FROM knowledge_terms EXCEPT SELECT term, df FROM want) AS same`;
  return row!.same;
}

describe("passage structure in the knowledge base", () => {
  let scrapedId: string;

  it("stores a scraped page without its navigation, and search returns section path and kind", async () => {
    const result = await ingestDocument(db, {
      bytes: new TextEncoder().encode(SCRAPED),
      fileName: "pm-kisan.md",
      title: "PM-KISAN",
    });
    scrapedId = result.documentId;
    const rows = await db.knowledgeChunk.findMany({
      where: { documentId: scrapedId },
      orderBy: { ordinal: "asc" },
      select: { content: true, sectionPath: true, kind: true },
    });
    const all = rows.map((r) => r.content).join("\n");
    for (const junk of ["URL Source", "Markdown Content", "Image 1", "[Home]", "[### Benefits]", "Title:"])
      expect(all).not.toContain(junk);
    expect(rows.map((r) => r.kind)).toEqual(["paragraph", "faq"]);

    const [hit] = await searchChunks(db, "who is excluded from pm kisan");
    expect(hit).toMatchObject({ documentId: scrapedId, kind: "faq", sectionPath: ["FAQ"], page: null });
    expect(hit!.content).toContain("Who is excluded from the scheme?\nInstitutional landholders");

    const [benefit] = await searchChunks(db, "PM-KISAN income support per year");
    // The title's own heading ("# PM-KISAN") is left out of the stored path.
    expect(benefit).toMatchObject({ documentId: scrapedId, kind: "paragraph", sectionPath: ["Benefits"] });
  });

  it("cuts a document stored by an older chunker again when the same bytes come back", async () => {
    await makeOld(scrapedId);
    const again = await ingestDocument(db, { bytes: new TextEncoder().encode(SCRAPED), fileName: "copy.md" });
    expect(again).toMatchObject({ documentId: scrapedId, status: "rechunked", chunks: 2 });
    const doc = await db.knowledgeDocument.findUniqueOrThrow({ where: { id: scrapedId } });
    expect(doc.chunkerVersion).toBe(CHUNKER_VERSION);
    expect(await db.knowledgeChunk.count({ where: { documentId: scrapedId, kind: null } })).toBe(0);
    expect(await recountMatches()).toBe(true);
    // Now current: the same bytes change nothing.
    expect((await ingestDocument(db, { bytes: new TextEncoder().encode(SCRAPED), fileName: "x.md" })).status).toBe(
      "unchanged",
    );
  });

  it("cuts the starter corpus of an older installation again at start-up, leaving other documents alone", async () => {
    const file = fs.readdirSync(STARTER_DIR).filter((f) => f.endsWith(".md"))[0]!;
    const starter = await ingestDocument(db, { bytes: fs.readFileSync(path.join(STARTER_DIR, file)), fileName: file });
    await makeOld(starter.documentId);
    await makeOld(scrapedId);
    const logs: string[] = [];
    await seedStarterCorpusIfEmpty(db, (m) => logs.push(m));
    expect(logs.join("\n")).toContain("cut 1 starter documents again");
    const recut = await db.knowledgeDocument.findUniqueOrThrow({ where: { id: starter.documentId } });
    expect(recut.chunkerVersion).toBe(CHUNKER_VERSION);
    expect(await db.knowledgeChunk.count({ where: { documentId: starter.documentId, kind: null } })).toBe(0);
    // Not a starter file: waits for its file to be uploaded again. No other starter document was added.
    expect((await db.knowledgeDocument.findUniqueOrThrow({ where: { id: scrapedId } })).chunkerVersion).toBe(0);
    expect(await db.knowledgeDocument.count()).toBe(2);
    expect(await recountMatches()).toBe(true);
    forgetSearches(db);
    const hits = await searchChunks(db, "income support farmer families");
    expect(hits[0]).toMatchObject({ documentId: scrapedId, kind: null, sectionPath: [] });
  });
});
