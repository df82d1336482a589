// Tasks for worker-pool.test.ts: answer, fail, loop forever, eat memory until the heap cap, or
// start a long-running tool (its pid written to the file named by `value`) and never finish.
import fs from "node:fs";
import { runTool } from "./run-tool.ts";

export async function handle(task: { op: string; value?: unknown; ms?: number }): Promise<unknown> {
  switch (task.op) {
    case "tool": {
      const running = runTool("sleep", ["600"], undefined, 600_000);
      running.catch(() => {});
      const { execFileSync } = await import("node:child_process");
      // The newest `sleep 600` child of this process: its pid, for the test to watch.
      const pid = execFileSync("pgrep", ["-n", "-P", String(process.pid), "sleep"])
        .toString()
        .trim();
      fs.writeFileSync(String(task.value), pid);
      return running;
    }
    case "echo":
      if (task.ms) await new Promise((r) => setTimeout(r, task.ms));
      return task.value;
    case "fail":
      throw Object.assign(new Error("refused"), { name: "DocumentError", code: "UNREADABLE_DOCUMENT" });
    case "spin":
      for (;;);
    case "allocate": {
      const hoard: string[][] = [];
      for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => `row ${i} ${hoard.length}`));
    }
    default:
      throw new Error(`unknown op ${task.op}`);
  }
}
