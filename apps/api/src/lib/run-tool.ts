// Runs a command-line tool (pdftotext, pdftoppm, pdfinfo) on bytes and collects its output.
// Inside a worker of lib/worker-pool.ts the child's pid is reported to the pool, so that a worker
// terminated for its time or heap limit does not leave its child running on: a worker's timers
// die with it, and a child spawned from a thread is not ended when the thread is.
import { spawn } from "node:child_process";
import { isMainThread, parentPort } from "node:worker_threads";

/** Message a worker sends the pool about a child process it started or that ended. */
export type TChildReport = { child: number; running: boolean };

function report(message: TChildReport) {
  if (!isMainThread) parentPort?.postMessage(message);
}

/** `command args` with `input` on stdin; resolves to stdout, rejects on a non-zero exit or after `timeoutMs`. */
export function runTool(
  command: string,
  args: string[],
  input: Uint8Array | undefined,
  timeoutMs: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { timeout: timeoutMs, killSignal: "SIGKILL" });
    const pid = child.pid;
    if (pid !== undefined) report({ child: pid, running: true });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (d: Buffer) => out.push(d));
    child.stderr.on("data", (d: Buffer) => err.push(d));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (pid !== undefined) report({ child: pid, running: false });
      if (code === 0) resolve(Buffer.concat(out));
      else
        reject(
          new Error(
            `${command} failed (${signal ?? code}): ${Buffer.concat(err).toString("utf8").trim().slice(0, 300)}`,
          ),
        );
    });
    child.stdin.on("error", () => {}); // an early exit is reported by "close"
    child.stdin.end(input ? Buffer.from(input) : undefined);
  });
}
