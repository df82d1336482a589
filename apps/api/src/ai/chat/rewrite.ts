// Multi-query retrieval with a model: before searching, the chat model rewrites the question into
// one Hindi (Devanagari) and one English search query, searched beside the question as asked.
// A slow, failing or nonsensical rewrite is dropped: the question alone is searched, as offline.
import { timeCall } from "../../lib/call-timings.ts";
import { loadChatModel } from "../langchain.ts";

export type TSearchQueries = { hindi?: string; english?: string };
export type TQueryRewriter = (question: string) => Promise<TSearchQueries | null>;

const MAX_QUERY_CHARS = 200;
const REMEMBER_MS = 60_000;
const REMEMBER_MAX = 1000;

const INSTRUCTIONS = [
  "You turn a question from a Gram Panchayat official into search queries for a document search.",
  "Reply with exactly two lines and nothing else:",
  "HI: the question as a short Hindi search query in Devanagari script",
  "EN: the question as a short English search query",
  "Keep scheme names, acronyms and numbers. Do not answer the question.",
].join("\n");

/** The two queries of a reply, or null when it is not two plausible queries. */
export function parseSearchQueries(reply: string): TSearchQueries | null {
  const line = (tag: string) => new RegExp(`^\\s*${tag}\\s*[:：-]\\s*(.+)$`, "im").exec(reply)?.[1]?.trim();
  const hindi = line("HI");
  const english = line("EN");
  const ok = (q: string | undefined, script: RegExp) =>
    q !== undefined && q.length <= MAX_QUERY_CHARS && script.test(q);
  const out: TSearchQueries = {};
  if (ok(hindi, /[\u0900-\u097f]/)) out.hindi = hindi;
  if (ok(english, /[a-z]{2}/i) && !/[\u0900-\u097f]/.test(english!)) out.english = english;
  return out.hindi || out.english ? out : null;
}

export function createQueryRewriter(options: {
  model: string;
  baseUrl?: string;
  apiKey?: string;
  timeoutMs: number;
  log?: (msg: string) => void;
}): TQueryRewriter {
  const ready = loadChatModel({ ...options, temperature: 0 });
  // A question asked again within a minute reuses its queries: no second model call before the
  // answer (the searches themselves are remembered as long).
  const remembered = new Map<string, { until: number; queries: Promise<TSearchQueries | null> }>();
  /** The model's queries, null for an unusable reply; undefined when the call failed or timed out. */
  const rewrite = async (question: string): Promise<TSearchQueries | null | undefined> => {
    try {
      const { lc, model } = await ready;
      const { SystemMessage, HumanMessage } = lc;
      const reply = await timeCall("model", "rewrite", () =>
        model.invoke([new SystemMessage(INSTRUCTIONS), new HumanMessage(question.slice(0, 1000))], {
          signal: AbortSignal.timeout(options.timeoutMs),
        }),
      );
      const queries = parseSearchQueries(typeof reply.content === "string" ? reply.content : reply.text);
      if (!queries) options.log?.("chat: query rewrite unusable, searching with the question alone");
      return queries;
    } catch (err) {
      options.log?.(`chat: query rewrite skipped: ${(err as Error).message}`);
      return undefined;
    }
  };
  return (question) => {
    const now = Date.now();
    const hit = remembered.get(question);
    if (hit && hit.until > now) return hit.queries;
    if (remembered.size >= REMEMBER_MAX) remembered.clear();
    const attempt = rewrite(question);
    const queries = attempt.then((q) => q ?? null);
    // A reply is kept, usable or not (the model at temperature 0 would say the same again); a
    // timeout or a failure is tried again next time.
    remembered.set(question, { until: now + REMEMBER_MS, queries });
    void attempt.then((q) => q === undefined && remembered.delete(question));
    return queries;
  };
}
