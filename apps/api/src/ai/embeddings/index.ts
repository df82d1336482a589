// Embeddings on any OpenAI-compatible server (OpenAI, Azure, vLLM, Ollama…) through LangChain's
// OpenAIEmbeddings, used when EMBEDDING_MODEL is set: for the vector half of retrieval and to
// embed passages at ingestion. Without it retrieval is full-text only (still cross-script).
import { timeCall } from "../../lib/call-timings.ts";
import { loadOpenAI } from "../langchain.ts";
import type { TConfig } from "../../config.ts";
import type { TEmbedder } from "./types.ts";

/** A question must not wait long on the vector half of search: full-text answers alone. */
const QUERY_TIMEOUT_MS = 5000;

export function createOpenAIEmbedder(options: {
  model: string;
  baseUrl?: string;
  apiKey?: string;
  timeoutMs?: number;
}): TEmbedder {
  const ready = loadOpenAI().then(
    ({ OpenAIEmbeddings }) =>
      new OpenAIEmbeddings({
        model: options.model,
        apiKey: options.apiKey ?? "not-needed",
        configuration: options.baseUrl ? { baseURL: options.baseUrl } : undefined,
        timeout: options.timeoutMs ?? QUERY_TIMEOUT_MS,
        maxRetries: 1,
        batchSize: 64,
      }),
  );
  ready.catch(() => {});
  return {
    model: options.model,
    async embed(texts) {
      if (texts.length === 0) return [];
      const client = await ready;
      // One text is a question being searched; more are passages being stored.
      return texts.length === 1
        ? [await timeCall("embedding", "query", () => client.embedQuery(texts[0]!))]
        : timeCall("embedding", "passages", () => client.embedDocuments(texts));
    },
  };
}

/** The configured embeddings provider, or undefined for full-text retrieval only. */
export function selectEmbedder(ai: TConfig["ai"]): TEmbedder | undefined {
  if (!ai.embeddingModel) return undefined;
  return createOpenAIEmbedder({ model: ai.embeddingModel, baseUrl: ai.baseUrl, apiKey: ai.apiKey });
}
