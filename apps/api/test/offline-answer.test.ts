// The offline answerer on the real starter corpus: for the retrieval set, the answer's sources
// must name an expected document in the top 3 for every question (54/54 measured: the set is tuned on); unrelated
// questions get "nothing found" with suggestions; the frame follows the user's language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeOfflineAnswer, createOfflineChatProvider } from "../src/ai/chat/index.ts";
import { searchChunks } from "../src/modules/knowledge/index.ts";
import { seedStarterCorpus } from "../src/modules/knowledge/starter.ts";
import { createTestApp, type TTestApp } from "./helper.ts";
import { RETRIEVAL_SET } from "./retrieval-set.ts";

let t: TTestApp;
const fileOfTitle = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedStarterCorpus(t.app.db);
  const docs = await t.app.db.knowledgeDocument.findMany({ select: { id: true, title: true } });
  for (const d of docs) fileOfTitle.set(d.title, seeded.find((s) => s.documentId === d.id)!.fileName);
});
afterAll(async () => t?.close());

const answer = async (question: string, language: "hindi" | "hinglish" = "hinglish") =>
  composeOfflineAnswer(question, await searchChunks(t.app.db, question, { limit: 8 }), language);

describe("offline answerer", () => {
  it("cites an expected starter document in its top 3 sources for every question of the retrieval set (54/54 measured)", async () => {
    let hits = 0;
    const misses: string[] = [];
    for (const c of RETRIEVAL_SET) {
      const { sources, found } = await answer(c.query, c.kind === "hindi" ? "hindi" : "hinglish");
      const files = sources.slice(0, 3).map((s) => fileOfTitle.get(s.title) ?? s.title);
      if (found && files.some((f) => c.expected.includes(f))) hits += 1;
      else misses.push(`${c.query} → ${files.join(", ") || "(nothing found)"}`);
    }
    const rate = hits / RETRIEVAL_SET.length;
    console.log(
      `offline answer: expected source in top 3 for ${hits}/${RETRIEVAL_SET.length} = ${(rate * 100).toFixed(1)}%`,
    );
    expect(misses).toEqual([]);
  });

  it("answers a Gram Sabha question with the count first, the quote and its source, in Hinglish", async () => {
    const a = await answer("gram sabha saal mein kitni baar hoti hai");
    expect(a.found).toBe(true);
    expect(a.status).toBe("answered");
    // No state asked and none in Settings: the quoted line is one state's rule, and the answer says
    // so (issue 21 item 2, w3d/answers2), with the hint to choose the state.
    expect(a.text).toMatch(/^Jawab: (?:Yeh niyam rajya ke kanoon par nirbhar hai; [A-Za-z ]+ mein: )?\*\*/);
    if (a.text.includes("nirbhar hai")) expect(a.text).toContain("Settings mein apna rajya chunein");
    expect(a.text).toContain("Document mein likha hai:\n> ");
    expect(a.text).toMatch(/\n— Gram Sabha/);
    // The sources are the chat's cards, not a list in the text.
    expect(a.text).not.toContain("Sources:");
    expect(["gram-sabha.md", "gram-sabha-hinglish.md"]).toContain(fileOfTitle.get(a.sources[0]!.title));
  });

  // The two questions issue 21 names (development data: the starter corpus).
  it("answers how a panchayat's budget is made from the GPDP, not from the Meri Panchayat app", async () => {
    const a = await answer("meri panchayat ka budget kaise banta hai");
    expect(a.found).toBe(true);
    const quoted = a.text.split("\n").find((l) => l.startsWith("> "));
    expect(quoted).toContain("Gram Panchayat Development Plan (GPDP)");
    expect(a.text).toMatch(/\n— GPDP/);
  });

  it("answers what a 15th Finance Commission grant may be spent on with the tied grant's rules, not the national total", async () => {
    const a = await answer("15वें वित्त आयोग का अनुदान किस काम में लगा सकते हैं?", "hindi");
    expect(a.found).toBe(true);
    const [quoted] = a.text.split("इसके साथ:");
    expect(quoted).toContain("30% पेयजल");
    expect(quoted).toContain("30% स्वच्छता");
    expect(quoted).not.toContain("2,36,805");
  });

  it("frames the answer in Devanagari for Hindi", async () => {
    const a = await answer("ग्राम सभा साल में कितनी बार होती है", "hindi");
    expect(a.text).toMatch(/^जवाब: (?:यह नियम राज्य के क़ानून पर निर्भर है; [\u0900-\u097f ]+ में: )?\*\*/);
    expect(a.text).toContain("दस्तावेज़ में लिखा है:");
    expect(a.text).not.toMatch(/[a-z]{3,} [a-z]{3,} [a-z]{3,}/);
  });

  it("says a value the starter documents do not give is not stated, and whom to ask", async () => {
    const a = await answer("gram sabha ka quorum kitne sadasyon ka hota hai");
    expect(a.status).toBe("not_stated");
    expect(a.text).toContain("sankhya nahi di gayi hai");
    expect(a.text).toContain("Pakki jaankari ke liye");
  });

  it("says when nothing relevant was found and suggests questions", async () => {
    for (const q of ["cricket world cup final kisne jeeta", "आज मौसम कैसा रहेगा"]) {
      const a = await answer(q, q.startsWith("c") ? "hinglish" : "hindi");
      expect(a.found, q).toBe(false);
      expect(a.sources).toEqual([]);
    }
    const a = await answer("cricket world cup final kisne jeeta");
    expect(a.text).toContain("documents mein nahi mila");
    expect(a.text).toContain("VB-G RAM G mein kitne din ka kaam milta hai?");
  });

  it("streams the whole answer in word groups and stops when aborted", async () => {
    const question = "manrega job card kaise banega";
    const passages = await searchChunks(t.app.db, question, { limit: 8 });
    const provider = createOfflineChatProvider();
    const parts: string[] = [];
    for await (const p of provider.stream({
      messages: [{ role: "user", content: question }],
      passages,
      language: "hinglish",
      signal: new AbortController().signal,
    }))
      parts.push(p);
    expect(parts.length).toBeGreaterThan(5);
    expect(parts.join("")).toBe(composeOfflineAnswer(question, passages, "hinglish").text);

    const ac = new AbortController();
    const got: string[] = [];
    await expect(async () => {
      for await (const p of provider.stream({
        messages: [{ role: "user", content: question }],
        passages,
        language: "hinglish",
        signal: ac.signal,
      })) {
        got.push(p);
        if (got.length === 2) ac.abort();
      }
    }).rejects.toThrow();
    expect(got.length).toBe(2);
  });
});
