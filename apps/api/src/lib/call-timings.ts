// How long the calls to paid or remote services took, and how they ended: the chat model (its
// streamed answer, the search-query rewrite, structured answers), the embeddings model, and the
// knowledge search of a chat turn. Reported where the calls are made, read by the metrics of each
// running app (plugins/metrics.ts), like the queue waits (queue-waits.ts).

export type TCallKind = "model" | "embedding" | "retrieval";
export type TCallOutcome = "ok" | "error" | "timeout" | "aborted";
export type TCallTiming = { kind: TCallKind; use: string; seconds: number; outcome: TCallOutcome };
type TListener = (call: TCallTiming) => void;

const listeners = new Set<TListener>();

export function reportCall(call: TCallTiming): void {
  for (const listen of listeners) listen(call);
}

/** Returns the function that stops listening. */
export function onCall(listen: TListener): () => void {
  listeners.add(listen);
  return () => listeners.delete(listen);
}

/** How a failed call ended: a timeout, the caller giving up, or an error of the service. */
export function outcomeOf(error: unknown): TCallOutcome {
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError" || /timed? ?out/i.test(error instanceof Error ? error.message : "")) return "timeout";
  if (name === "AbortError") return "aborted";
  return "error";
}

/** Runs `call`, reporting its duration and outcome under `kind` and `use`. */
export async function timeCall<T>(kind: TCallKind, use: string, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await call();
    reportCall({ kind, use, seconds: (performance.now() - started) / 1000, outcome: "ok" });
    return result;
  } catch (err) {
    reportCall({ kind, use, seconds: (performance.now() - started) / 1000, outcome: outcomeOf(err) });
    throw err;
  }
}
