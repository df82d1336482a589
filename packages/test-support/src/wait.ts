// Waiting on a condition, not a clock: polls until `check` returns a value other than
// undefined/false, and fails with `what` only after a deadline far above any normal wait.
export async function waitUntil<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  { timeoutMs = 30_000, everyMs = 25 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`, { cause: lastError });
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
