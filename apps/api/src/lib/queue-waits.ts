// How long work waited in the process's queues (OCR pages, speech) before it started: reported by
// the queues, read by the metrics of each running app (plugins/metrics.ts).
type TListener = (queue: string, seconds: number) => void;

const listeners = new Set<TListener>();

export function reportQueueWait(queue: string, seconds: number): void {
  for (const listen of listeners) listen(queue, seconds);
}

/** Returns the function that stops listening. */
export function onQueueWait(listen: TListener): () => void {
  listeners.add(listen);
  return () => listeners.delete(listen);
}
