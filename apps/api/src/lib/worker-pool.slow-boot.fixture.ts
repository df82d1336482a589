// A task module that takes 1.5 s to load (as tsx does on a busy machine): worker-pool.test.ts.
await new Promise((resolve) => setTimeout(resolve, 1500));

export function handle(task: { value?: unknown }): Promise<unknown> {
  return Promise.resolve(task.value);
}
