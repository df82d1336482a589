// With a chat model, the offline answer's contract (issue 21 item 11), against the fake
// OpenAI-compatible upstream: what the prompt carries, how the reply's source markers become the
// answer's passage links (in the stream, on record, in the admin view), and what happens to an
// invented marker and to a reply that cites nothing — flagged in the admins' conversation details.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZKnowledgePassage, type TAdminConversation, type TChatSource, type TChatStreamEvent } from "@sachiv/contracts";
import { seedStarterCorpus } from "../src/modules/knowledge/starter.ts";
import { injectAs } from "./helper.ts";
import { createAdminTestApp, listConversationsAs, type TAdminTestApp } from "./helpers/admin.ts";
import { readEvents } from "./helpers/chat-stream.ts";
import { startFakeOpenAI, type TFakeOpenAI } from "./helpers/fake-openai.ts";

let fake: TFakeOpenAI;
let t: TAdminTestApp;
let base: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createAdminTestApp({
    CHAT_MODEL: "fake-model",
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: "sk-test",
    CHAT_TIMEOUT_MS: "3000",
    CHAT_RATE_LIMIT_PER_MINUTE: "1000",
  });
  await seedStarterCorpus(t.app.db);
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type TAnswer = {
  conversationId: string;
  text: string;
  chunks: string[];
  sources: TChatSource[];
  done: Extract<TChatStreamEvent, { type: "done" }>;
  /** The system prompt the model was sent. */
  prompt: string;
};

/** Asks over the real SSE stream while the fake model streams `pieces`. */
async function ask(message: string, pieces: string[], language = "hinglish"): Promise<TAnswer> {
  fake.chunks = pieces;
  const res = await fetch(`${base}/api/chat/`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${t.userToken}` },
    body: JSON.stringify({ message, language }),
  });
  expect(res.status).toBe(200);
  const events = await readEvents(res);
  const chunks = events.flatMap((e) => (e.type === "chunk" ? [e.chunk] : []));
  const sources = events.find((e) => e.type === "sources");
  const done = events.at(-1);
  if (events[0]?.type !== "conversation" || sources?.type !== "sources" || done?.type !== "done")
    throw new Error(`unexpected events: ${JSON.stringify(events)}`);
  const prompt = fake.requests.at(-1)!.body.messages![0]!.content;
  return {
    conversationId: events[0].conversationId,
    text: chunks.join(""),
    chunks,
    sources: sources.sources,
    done,
    prompt,
  };
}

/** The prompt's passage [n]: its heading line and text. */
function promptPassage(prompt: string, n: number): string {
  const start = prompt.indexOf(`\n[${n}] `);
  expect(start, `passage [${n}] in the prompt`).toBeGreaterThan(-1);
  const end = prompt.indexOf(`\n\n[${n + 1}] `, start);
  return prompt.slice(start + 1, end === -1 ? undefined : end);
}

async function passage(id: string) {
  const res = await injectAs(t.app, t.userToken, { method: "GET", url: `/api/knowledge/passages/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return ZKnowledgePassage.parse(res.json());
}

/** The answer as the admins' conversation details show it. */
async function adminAnswer(conversationId: string): Promise<TAdminConversation["messages"][number]> {
  const page = await listConversationsAs(t, "page_size=100");
  const conversation = page.conversations.find((c) => c.id === conversationId);
  expect(conversation).toBeDefined();
  return conversation!.messages.findLast((m) => m.role === "assistant")!;
}

const storedAnswer = (conversationId: string) =>
  t.app.db.message.findFirstOrThrow({
    where: { conversationId, role: "assistant" },
    select: { content: true, sources: true, answerStatus: true },
  });

describe("a model answer under the offline answer's contract", () => {
  it("the prompt numbers the passages with title, section and page, and asks for answer, quote and 'not stated'", async () => {
    const { prompt } = await ask("gram sabha saal mein kitni baar hoti hai", ["Gram sabha do baar hoti hai [1]."]);
    // Numbered from [1], each headed by its document's title (and section and page when known).
    const first = promptPassage(prompt, 1);
    expect(first).toMatch(/^\[1\] (ग्राम सभा|Gram Sabha) —/);
    expect(prompt).toMatch(/\n\n\[2\] /);
    // "[4] Samajik ankekshan (social audit): … · Kitni baar (https://nrega.dord.gov.in/)": title · section (url).
    expect(prompt).toMatch(/\n\[\d\] [^\n]+ · [^\n]+ \(https:\/\/[^\n]+\)\n/);
    expect(prompt).toMatch(/Only the numbers \[1\] to \[\d\] exist/);
    // The reader's script, the direct answer first, the quote with its marker, "not stated" and "not found" in our words.
    expect(prompt).toContain("Latin (Roman) script");
    expect(prompt).toContain("The direct answer first");
    expect(prompt).toContain('"Document mein likha hai:"');
    expect(prompt).toContain("followed by its source marker");
    expect(prompt).toContain("Documents mein <vishay> ki <rashi / sankhya");
    expect(prompt).toContain("Maaf kijiye, is sawaal ka jawab mere documents mein nahi mila.");

    const hindi = await ask("ग्राम सभा साल में कितनी बार होती है?", ["ग्राम सभा साल में दो बार होती है [१]।"], "hindi");
    expect(hindi.prompt).toContain("Devanagari");
    expect(hindi.prompt).toContain('"दस्तावेज़ में लिखा है:"');
    expect(hindi.prompt).toContain("दस्तावेज़ों में <विषय> की <राशि / संख्या");
    expect(hindi.text).toBe("ग्राम सभा साल में दो बार होती है।");
  });

  it("markers split across chunks become the answer's passage links, in the stream's last events and on record; the reader sees none", async () => {
    const a = await ask("gram sabha saal mein kitni baar hoti hai", [
      "Gram sabha saal mein kam se kam do baar hoti hai",
      " [",
      "2",
      "].\n\nDocument mein likha hai:\n> Gram Sabha ki baithak saal mein do baar [1",
      ", 2]",
    ]);
    expect(a.text).toBe(
      "Gram sabha saal mein kam se kam do baar hoti hai.\n\nDocument mein likha hai:\n> Gram Sabha ki baithak saal mein do baar",
    );
    for (const chunk of a.chunks) expect(chunk).not.toMatch(/[[\]]/);
    expect(a.done).toMatchObject({ offline: false, status: "answered" });

    // The cited passages in the order first cited, [2] then [1], each opening that passage.
    const linked = a.sources.filter((s) => s.passage_id);
    expect(linked).toHaveLength(2);
    for (const [source, n] of [
      [linked[0]!, 2],
      [linked[1]!, 1],
    ] as const) {
      const opened = await passage(source.passage_id!);
      expect(promptPassage(a.prompt, n)).toContain(opened.content.slice(0, 60));
      expect(promptPassage(a.prompt, n)).toContain(source.title);
    }

    const stored = await storedAnswer(a.conversationId);
    expect(stored.content).toBe(a.text);
    expect(stored.sources).toEqual(a.sources);
    expect(stored.answerStatus).toBe("answered");
    const admin = await adminAnswer(a.conversationId);
    expect(admin.sources).toEqual(a.sources);
    expect(admin.grounding).toMatchObject({ verdict: "cited", cited: [2, 1], invented: [] });
  });

  it("an invented marker is no link: the reader never sees it, the admins see the answer flagged with the number", async () => {
    const a = await ask("gram sabha saal mein kitni baar hoti hai", [
      "Gram sabha saal mein 12 baar hoti hai [9]. Aur [1][0].",
    ]);
    expect(a.text).toBe("Gram sabha saal mein 12 baar hoti hai. Aur.");
    const admin = await adminAnswer(a.conversationId);
    expect(admin.grounding).toMatchObject({ verdict: "invented", cited: [1], invented: [9, 0] });
    // Only the retrieved passage [1] is linked; nothing stands for [9].
    const linked = a.sources.filter((s) => s.passage_id);
    expect(linked).toHaveLength(1);
    expect(promptPassage(a.prompt, 1)).toContain(linked[0]!.title);
    expect(a.prompt).not.toMatch(/\n\[9\] /);
  });

  it("a reply citing no passage is flagged; its sources are the relevant documents as for any answer", async () => {
    const a = await ask("gram sabha saal mein kitni baar hoti hai", ["Gram sabha ", "saal mein do baar ", "hoti hai."]);
    expect(a.text).toBe("Gram sabha saal mein do baar hoti hai.");
    expect(a.sources[0]?.title).toMatch(/^(ग्राम सभा|Gram Sabha) —/);
    const admin = await adminAnswer(a.conversationId);
    expect(admin.grounding).toMatchObject({ verdict: "uncited", cited: [], invented: [] });
  });

  it("'not stated' and 'not found' in the offline answer's words are the done event's status; an honest 'not found' is not flagged", async () => {
    const notStated = await ask("PMAY-G ka form bharne ki fees kitni hai", [
      "Documents mein PMAY-G form ki rashi nahi di gayi hai.\n\nSabse nazdeeki baat:\n> … [1]",
    ]);
    expect(notStated.done.status).toBe("not_stated");
    expect((await adminAnswer(notStated.conversationId)).grounding?.verdict).toBe("cited");

    const notFound = await ask("mangal grah par kitne log rehte hain", [
      "Maaf kijiye, is sawaal ka jawab mere documents mein nahi mila. Main andaaze se schemes ke niyam nahi batata.",
    ]);
    expect(notFound.done.status).toBe("not_found");
    expect((await adminAnswer(notFound.conversationId)).grounding?.verdict).toBe("not_found");
  });

  it("the whole answer at once (POST /chat) has its markers read the same way", async () => {
    fake.chunks = ["Gram sabha do baar hoti hai [1]."];
    const res = await injectAs(t.app, t.userToken, {
      method: "POST",
      url: "/api/chat",
      payload: { message: "gram sabha saal mein kitni baar hoti hai", language: "hinglish" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ response: string; sources: TChatSource[] }>();
    expect(body.response).toBe("Gram sabha do baar hoti hai.");
    const prompt = fake.requests.at(-1)!.body.messages![0]!.content;
    expect(body.sources.filter((s) => s.passage_id)).toHaveLength(1);
    expect(promptPassage(prompt, 1)).toContain(body.sources[0]!.title);
  });
});
