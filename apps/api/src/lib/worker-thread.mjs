// The start of every worker of lib/worker-pool.ts: TypeScript through tsx (the app runs from
// source, and hooks registered in the main thread do not reach workers), then the task module;
// each message is one task, answered with its result or its error (name, message, code).
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
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
