// The start of every worker of lib/worker-pool.ts: a TypeScript task module (the app run from
// source, in development and tests) goes through tsx, since hooks registered in the main thread
// do not reach workers; the built app's (dist/, scripts/build.mjs) is plain JavaScript. Then each
// message is one task, answered with its result or its error (name, message, code).
import { parentPort, workerData } from "node:worker_threads";

if (workerData.entry.endsWith(".ts")) {
  const { register } = await import("tsx/esm/api");
  register();
}
const { handle } = await import(workerData.entry);
parentPort.postMessage({ ready: true });

parentPort.on("message", async ({ seq, payload }) => {
  try {
    parentPort.postMessage({ seq, ok: true, value: await handle(payload) });
  } catch (err) {
    const error =
      err instanceof Error
        ? { name: err.name, message: err.message, code: typeof err.code === "string" ? err.code : undefined }
        : { name: "Error", message: String(err) };
    parentPort.postMessage({ seq, ok: false, error });
  }
});
