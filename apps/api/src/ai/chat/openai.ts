// Answers with a chat model on any OpenAI-compatible server (OpenAI, Azure, vLLM, Ollama…)
// through LangChain's ChatOpenAI, streaming tokens as they arrive — without the source markers
// ([1]) the prompt asks for, which become the answer's sources (citations.ts).
import type { BaseMessage } from "@langchain/core/messages";
import { outcomeOf, reportCall, type TCallOutcome } from "../../lib/call-timings.ts";
import { loadChatModel } from "../langchain.ts";
import { createMarkerStripper } from "./citations.ts";
import { buildSystemPrompt, promptPassages, replyStatus } from "./prompt.ts";
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
  // One client for every request.
  const ready = loadChatModel({ ...options, streaming: true, temperature: 0.2 });

  const rewriteTimeoutMs = options.rewriteTimeoutMs ?? 0;
  return {
    name: `openai:${options.model}`,
    offline: false,
    ...(rewriteTimeoutMs > 0 ? { rewriteQuery: createQueryRewriter({ ...options, timeoutMs: rewriteTimeoutMs }) } : {}),
    async *stream(input: TChatInput) {
      const { lc, model } = await ready;
      const { SystemMessage, HumanMessage, AIMessage } = lc;
      const messages: BaseMessage[] = [
        new SystemMessage(buildSystemPrompt(input.language, input.passages, input.homeState)),
        ...input.messages.map((m) => (m.role === "user" ? new HumanMessage(m.content) : new AIMessage(m.content))),
      ];
      // The model call's latency, from the request to the stream's end (the metrics).
      const started = performance.now();
      let outcome: TCallOutcome = "aborted"; // the reader stopped before the end
      // Markers are taken out only for a caller that turns them into sources (the chat).
      const markers = input.onCitations ? createMarkerStripper(promptPassages(input.passages).length) : null;
      let reply = "";
      try {
        const stream = await model.stream(messages, { signal: input.signal });
        for await (const chunk of stream) {
          const text = chunk.text;
          if (!text) continue;
          reply += text;
          const shown = markers ? markers.push(text) : text;
          if (shown) yield shown;
        }
        outcome = "ok";
      } catch (err) {
        outcome = input.signal?.aborted ? "aborted" : outcomeOf(err);
        throw err;
      } finally {
        reportCall({ kind: "model", use: "chat", seconds: (performance.now() - started) / 1000, outcome });
      }
      if (markers) {
        const rest = markers.end();
        if (rest) yield rest;
        input.onCitations?.(markers.citations());
      }
      input.onStatus?.(replyStatus(reply));
    },
  };
}
