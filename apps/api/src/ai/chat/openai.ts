// Answers with a chat model on any OpenAI-compatible server (OpenAI, Azure, vLLM, Ollama…)
// through LangChain's ChatOpenAI, streaming tokens as they arrive.
import type { BaseMessage } from "@langchain/core/messages";
import { loadLangChain } from "../langchain.ts";
import { buildSystemPrompt } from "./prompt.ts";
import { createQueryRewriter } from "./rewrite.ts";
import type { TChatInput, TChatProvider } from "./types.ts";

export type TOpenAIChatOptions = {
  model: string;
  baseUrl?: string;
  apiKey?: string;
  /** Longest wait for the search-query rewrite; 0 or unset = no rewrite. */
  rewriteTimeoutMs?: number;
};

export function createOpenAIChatProvider(options: TOpenAIChatOptions): TChatProvider {
  // One client for every request, built when LangChain has loaded (started now, in the background).
  const ready = loadLangChain().then((lc) => ({
    lc,
    model: new lc.ChatOpenAI({
      model: options.model,
      // Local servers (Ollama, vLLM) take any key; the client refuses to start without one.
      apiKey: options.apiKey ?? "not-needed",
      configuration: options.baseUrl ? { baseURL: options.baseUrl } : undefined,
      streaming: true,
      // Not every OpenAI-compatible server accepts stream_options.include_usage.
      streamUsage: false,
      // A retry would restart a reply the user is already reading; the caller times out instead.
      maxRetries: 0,
      temperature: 0.2,
    }),
  }));
  ready.catch(() => {}); // a failed load is reported by the first request that needs it

  const rewriteTimeoutMs = options.rewriteTimeoutMs ?? 0;
  return {
    name: `openai:${options.model}`,
    offline: false,
    ...(rewriteTimeoutMs > 0 ? { rewriteQuery: createQueryRewriter({ ...options, timeoutMs: rewriteTimeoutMs }) } : {}),
    async *stream(input: TChatInput) {
      const { lc, model } = await ready;
      const { SystemMessage, HumanMessage, AIMessage } = lc;
      const messages: BaseMessage[] = [
        new SystemMessage(buildSystemPrompt(input.language, input.passages)),
        ...input.messages.map((m) => (m.role === "user" ? new HumanMessage(m.content) : new AIMessage(m.content))),
      ];
      const stream = await model.stream(messages, { signal: input.signal });
      for await (const chunk of stream) {
        const text = chunk.text;
        if (text) yield text;
      }
    },
  };
}
