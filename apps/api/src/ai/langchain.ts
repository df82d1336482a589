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
