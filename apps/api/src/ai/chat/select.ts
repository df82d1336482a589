// Chooses the chat answerer from the configuration: a model when CHAT_MODEL is set, else offline.
// The model's search-query rewrite never waits longer than the model's own answer would.
import type { TConfig } from "../../config.ts";
import { createOfflineChatProvider } from "./offline.ts";
import { createOpenAIChatProvider } from "./openai.ts";
import type { TChatProvider } from "./types.ts";

export function selectChatProvider(ai: TConfig["ai"]): TChatProvider {
  if (!ai.chatModel) return createOfflineChatProvider();
  return createOpenAIChatProvider({
    model: ai.chatModel,
    baseUrl: ai.baseUrl,
    apiKey: ai.apiKey,
    rewriteTimeoutMs: Math.min(ai.queryRewriteTimeoutMs, ai.chatTimeoutMs),
  });
}
