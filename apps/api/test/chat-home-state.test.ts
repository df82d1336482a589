// Issue 25 item 3: the state chosen in Settings decides which state's rules the chat puts first.
// Real HTTP and database, against the fake OpenAI-compatible upstream: the model is told the
// official's state, the question is also searched with the state's name, and passages that name
// only other states move behind the rest. Without a state nothing changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TChatStreamEvent } from "@sachiv/contracts";
import { preferHomeState } from "../src/modules/knowledge/answer-passages.ts";
import { statesNamed } from "../src/lib/text/states.ts";
import { seedStarterCorpus } from "../src/modules/knowledge/starter.ts";
import { createTestApp, injectAs, signUp, type TTestApp } from "./helper.ts";
import { readEvents } from "./helpers/chat-stream.ts";
import { startFakeOpenAI, type TFakeOpenAI } from "./helpers/fake-openai.ts";

const QUESTION = "Gram Sabha ki baithak saal mein kitni baar bulani hoti hai?";

describe("the chat puts the official's state first", () => {
  let fake: TFakeOpenAI;
  let t: TTestApp;
  let base: string;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({
      CHAT_MODEL: "fake-model",
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: "sk-test",
      CHAT_TIMEOUT_MS: "2000",
    });
    await seedStarterCorpus(t.app.db);
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A user with `state` in Settings (or none) asks; the system prompt the model got. */
  async function promptFor(state: string | null): Promise<string> {
    const token = (await signUp(t.app)).access_token;
    if (state) {
      const res = await injectAs(t.app, token, {
        method: "PATCH",
        url: "/api/users/me/preferences",
        payload: { home_state: state },
      });
      expect(res.statusCode).toBe(200);
    }
    const before = fake.requests.length;
    const res = await fetch(`${base}/api/chat/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ message: QUESTION, language: "hinglish" }),
    });
    const events: TChatStreamEvent[] = await readEvents(res);
    expect(events.at(-1)?.type).toBe("done");
    const answerCall = fake.requests
      .slice(before)
      .find((r) => r.body.stream && r.body.messages?.some((m) => m.role === "system"));
    return answerCall!.body.messages!.find((m) => m.role === "system")!.content;
  }

  /** The states each numbered passage of the prompt names, in the prompt's order. */
  const passageStates = (prompt: string) =>
    prompt
      .split("Knowledge-base passages:")[1]!
      .split(/\n(?=\[\d+\] )/)
      .map((block) => statesNamed(block));

  it("tells the model the official's state and lists that state's passages before other states'", async () => {
    const haryana = await promptFor("haryana");
    expect(haryana).toContain("The official works in Haryana.");
    const named = passageStates(haryana).filter((states) => states.length > 0);
    expect(named.length).toBeGreaterThan(0);
    expect(named[0]).toContain("haryana");
    // No passage about other states only comes before one that is about Haryana.
    const lastHaryana = named.findLastIndex((states) => states.includes("haryana"));
    const firstElsewhere = named.findIndex((states) => !states.includes("haryana"));
    if (firstElsewhere !== -1) expect(firstElsewhere).toBeGreaterThan(lastHaryana);

    const bihar = await promptFor("bihar");
    expect(bihar).toContain("The official works in Bihar.");
    expect(passageStates(bihar).filter((s) => s.length > 0)[0]).toContain("bihar");
  });

  it("without a state in Settings, says nothing about one", async () => {
    expect(await promptFor(null)).not.toContain("The official works in");
  });
});

describe("preferHomeState", () => {
  const passage = (title: string, content: string) => ({
    title,
    content,
    snippet: content,
    sourceUrl: null,
    relevance: 1,
  });
  const bihar = passage("Gram Sabha — Bihar", "बिहार में ग्राम सभा साल में कम से कम चार बार बैठती है।");
  const general = passage("Gram Sabha", "Gram Sabha mein gaon ke sabhi voter hote hain.");
  const haryana = passage("Gram Sabha — Haryana", "Haryana mein Gram Sabha ki do baithakein hoti hain.");
  const all = [bihar, general, haryana];

  it("moves passages about other states only behind the rest, dropping none", () => {
    expect(preferHomeState(all, "Gram Sabha kitni baar?", "haryana")).toEqual([general, haryana, bihar]);
    expect(preferHomeState(all, "ग्राम सभा कितनी बार?", "bihar")).toEqual([bihar, general, haryana]);
  });

  it("leaves the order alone without a state, in Settings or in the question", () => {
    expect(preferHomeState(all, "Gram Sabha kitni baar?")).toEqual(all);
  });

  it("puts the state the question names first, over the official's own state", () => {
    expect(preferHomeState(all, "Haryana mein Gram Sabha kitni baar?", "bihar")).toEqual([general, haryana, bihar]);
    expect(preferHomeState(all, "हरियाणा में ग्राम सभा?")).toEqual([general, haryana, bihar]);
    expect(preferHomeState(all, "Bihar mein Gram Sabha kitni baar?", "haryana")).toEqual([bihar, general, haryana]);
  });
});

describe("statesNamed", () => {
  it("knows a state by its full name in either script and by the short names officials write", () => {
    expect(statesNamed("UP mein Gram Sabha ki baithak kitni baar?")).toEqual(["uttar_pradesh"]);
    expect(statesNamed("यूपी में प्रधान का चुनाव")).toEqual(["uttar_pradesh"]);
    expect(statesNamed("MP mein gram sabha ka quorum kya hai")).toEqual(["madhya_pradesh"]);
    expect(statesNamed("मध्यप्रदेश में सरपंच")).toEqual(["madhya_pradesh"]);
    expect(statesNamed("rajasthan mein sarpanch ki shakti")).toEqual(["rajasthan"]);
  });

  it("does not take English words or units for a state", () => {
    expect(statesNamed("follow up kaise karein, 5 mp camera")).toEqual([]);
    expect(statesNamed("Gram Sabha ki baithak kitni baar?")).toEqual([]);
  });
});
