// Runs a chat provider for one answer: under an idle timeout and the caller's abort signal, piece
// by piece or whole. Used by the chat and by follow-up questions on an analysed document.
import type { TChatHistoryItem, TLanguage } from "@sachiv/contracts";
import type { TChatInput, TChatProvider, TPassage } from "./types.ts";

export class ChatTimeoutError extends Error {
  constructor(ms: number) {
    super(`no reply from the chat model for ${ms} ms`);
    this.name = "ChatTimeoutError";
  }
}

export type TAnswerInput = {
  provider: TChatProvider;
  messages: TChatHistoryItem[];
  passages: TPassage[];
  language: TLanguage;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
  /** Longest wait for the next piece of text. */
  timeoutMs: number;
  homeState?: string;
  onStatus?: TChatInput["onStatus"];
  onCitations?: TChatInput["onCitations"];
};

/**
 * The provider's text, piece by piece. Throws ChatTimeoutError when the provider stays silent for
 * timeoutMs, and the abort reason when the caller aborts; either way the upstream call is aborted.
 * Waits are raced against the abort, so a provider that ignores its signal cannot hang us.
 */
export async function* streamAnswer(input: TAnswerInput): AsyncGenerator<string> {
  const upstream = new AbortController();
  const onAbort = () => upstream.abort(input.signal.reason);
  if (input.signal.aborted) onAbort();
  else input.signal.addEventListener("abort", onAbort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => upstream.abort(new ChatTimeoutError(input.timeoutMs)), input.timeoutMs);
  };
  const aborted = new Promise<never>((_, reject) => {
    const fail = () => reject(upstream.signal.reason instanceof Error ? upstream.signal.reason : new Error("aborted"));
    if (upstream.signal.aborted) fail();
    else upstream.signal.addEventListener("abort", fail, { once: true });
  });
  aborted.catch(() => {}); // observed below; never an unhandled rejection

  const pieces = input.provider.stream({
    messages: input.messages,
    passages: input.passages,
    language: input.language,
    signal: upstream.signal,
    ...(input.homeState ? { homeState: input.homeState } : {}),
    ...(input.onStatus ? { onStatus: input.onStatus } : {}),
    ...(input.onCitations ? { onCitations: input.onCitations } : {}),
  });
  const iterator = pieces[Symbol.asyncIterator]();
  try {
    arm();
    for (;;) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) return;
      arm();
      yield next.value;
    }
  } catch (err) {
    // The provider's own error for an abort says less than why we aborted.
    if (upstream.signal.aborted && upstream.signal.reason instanceof Error) throw upstream.signal.reason;
    throw err;
  } finally {
    clearTimeout(timer);
    input.signal.removeEventListener("abort", onAbort);
    if (!upstream.signal.aborted) upstream.abort(new Error("stream finished"));
    // Let the provider clean up (close its HTTP request) without waiting on a hung one.
    void iterator.return?.()?.catch(() => {});
  }
}

/** The whole answer, for the non-streaming call. */
export async function collectAnswer(input: TAnswerInput): Promise<string> {
  let text = "";
  for await (const piece of streamAnswer(input)) text += piece;
  return text;
}
