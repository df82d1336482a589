// Tasks for worker-pool.test.ts: answer, fail, loop forever, or eat memory until the heap cap.
export async function handle(task: { op: string; value?: unknown; ms?: number }): Promise<unknown> {
  switch (task.op) {
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
