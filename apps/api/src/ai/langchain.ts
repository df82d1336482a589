// LangChain, loaded on first use. Importing @langchain/openai and @langchain/core costs the
// process ~70 MB of memory (measured: bench/memory.bench.ts, issue 13), which the offline default
// — no CHAT_MODEL, EMBEDDING_MODEL or IMAGE_MODEL — never needs.
import type * as Messages from "@langchain/core/messages";
import type * as OpenAI from "@langchain/openai";

let openai: Promise<typeof OpenAI> | undefined;
let messages: Promise<typeof Messages> | undefined;

export function loadOpenAI(): Promise<typeof OpenAI> {
  openai ??= import("@langchain/openai");
  return openai;
}

export function loadMessages(): Promise<typeof Messages> {
  messages ??= import("@langchain/core/messages");
  return messages;
}

/** Both at once, e.g. to build a model and its first request. */
export async function loadLangChain(): Promise<typeof OpenAI & typeof Messages> {
  const [o, m] = await Promise.all([loadOpenAI(), loadMessages()]);
  return { ...o, ...m };
}

export type TChatModelOptions = {
  model: string;
  baseUrl?: string;
  apiKey?: string;
  temperature: number;
  /** Stream tokens as they arrive (the chat); otherwise one reply per call. */
  streaming?: boolean;
};

/**
 * One OpenAI-compatible chat client, built once LangChain has loaded (started now, in the
 * background), with LangChain's messages beside it. The same settings for every use: any key
 * for local servers (Ollama, vLLM), no retries (a retry would restart a reply the user is
 * reading; callers time out instead), no usage statistics (not every server accepts
 * stream_options.include_usage). A failed load is reported by the first call that awaits it.
 */
export function loadChatModel(options: TChatModelOptions) {
  const ready = loadLangChain().then((lc) => ({
    lc,
    model: new lc.ChatOpenAI({
      model: options.model,
      apiKey: options.apiKey ?? "not-needed",
      configuration: options.baseUrl ? { baseURL: options.baseUrl } : undefined,
      streaming: options.streaming ?? false,
      streamUsage: false,
      maxRetries: 0,
      temperature: options.temperature,
    }),
  }));
  ready.catch(() => {});
  return ready;
}
