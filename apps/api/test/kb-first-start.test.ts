// First start: an empty knowledge base gets the starter corpus; one that holds anything is left alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestDocument } from "../src/modules/knowledge/ingest.ts";
import { seedStarterCorpusIfEmpty } from "../src/modules/knowledge/starter.ts";
import { createTestApp, type TTestApp } from "./helper.ts";

describe("knowledge base on first start", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("seeds the starter corpus once, into an empty knowledge base only", async () => {
    const logs: string[] = [];
    await seedStarterCorpusIfEmpty(t.app.db, (m) => logs.push(m));
    const seeded = await t.app.db.knowledgeDocument.count();
    expect(seeded).toBeGreaterThanOrEqual(9);
    expect(logs.at(-1)).toMatch(/seeded \d+ starter documents/);

    // An admin's own knowledge base is never topped up with the starter documents.
    await t.app.db.knowledgeDocument.deleteMany();
    await ingestDocument(t.app.db, {
      bytes: Buffer.from("# Gaon ka niyam\n\nPanchayat bhavan subah 10 baje khulta hai."),
      fileName: "niyam.md",
    });
    await seedStarterCorpusIfEmpty(t.app.db, (m) => logs.push(m));
    expect(await t.app.db.knowledgeDocument.count()).toBe(1);
  });
});
