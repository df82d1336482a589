// The progress bar of an upload or a directory ingestion moves on its own while the server works
// (the server reports per file, not per byte): from 10 up to 95 in 10 steps, then 100 on completion.

export const PROGRESS_START = 10;
export const PROGRESS_CAP = 95;
export const PROGRESS_STEPS = 10;
export const PROGRESS_DONE = 100;
/** After completion the bar returns to 0 this much later. */
export const PROGRESS_RESET_MS = 2000;
export const DIRECTORY_INGEST_MS = 8000;
const UPLOAD_BASE_MS = 2000;
const UPLOAD_PER_FILE_MS = 1000;
const UPLOAD_PER_10_MB_MS = 1000;
const UPLOAD_MAX_MS = 15000;
const TEN_MB = 10 * 1024 * 1024;

/** min(2 s + 1 s per file + 1 s per 10 MB of total size, 15 s). */
export function uploadDurationMs(files: readonly { size: number }[]): number {
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const ms = UPLOAD_BASE_MS + UPLOAD_PER_FILE_MS * files.length + (UPLOAD_PER_10_MB_MS * totalBytes) / TEN_MB;
  return Math.min(Math.round(ms), UPLOAD_MAX_MS);
}

/**
 * Calls `onProgress` with 10 at once, then 10 more times over `durationMs` up to 95, and stays
 * there. Returns a function that stops it.
 */
export function simulateProgress(durationMs: number, onProgress: (value: number) => void): () => void {
  const step = (PROGRESS_CAP - PROGRESS_START) / PROGRESS_STEPS;
  let value = PROGRESS_START;
  let count = 0;
  onProgress(value);
  const timer = setInterval(() => {
    count += 1;
    value = count >= PROGRESS_STEPS ? PROGRESS_CAP : PROGRESS_START + step * count;
    onProgress(Math.round(value));
    if (count >= PROGRESS_STEPS) clearInterval(timer);
  }, durationMs / PROGRESS_STEPS);
  return () => clearInterval(timer);
}
