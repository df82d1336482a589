// Runs ingestion jobs in this API instance: looks for queued jobs every pollMs (at once when this
// instance enqueued one), ingests their files one by one through the knowledge library, renews
// the job's lock meanwhile and tells the admins how it goes. A file that fails is recorded and the
// next one goes on; a job this worker cannot finish is retried by whichever worker comes next.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import type { TIngestOptions, TKnowledgeService } from "../knowledge/service.ts";
import { checkFileContent } from "./file-types.ts";
import type { TClaimedJob, TJobQueue } from "./jobs.ts";
import type { TAdminEvent, TNotificationBus } from "./notifications.ts";

export type TWorkerOptions = {
  pollMs: number;
  lockSeconds: number;
  /**
   * Embedded database: this is the only process that can use it, so there is no other worker to
   * hand a job to. Then the worker neither polls nor renews locks (each would be one more query
   * racing the ingestion's own on PGlite's single backend); it wakes when a job is queued, and
   * at start takes back every job left running.
   */
  singleProcess: boolean;
  log: (msg: string, err?: unknown) => void;
  /** Reads a file in the app's parser workers (heap cap, time limit). */
  extract?: TIngestOptions["extract"];
  /** A job changed the knowledge base (issue 24: the check after every change). */
  onKnowledgeChanged?: (jobId: string) => void;
};

const now = () => new Date().toISOString();
const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

export function createJobWorker(
  knowledge: TKnowledgeService,
  queue: TJobQueue,
  bus: TNotificationBus,
  options: TWorkerOptions,
) {
  const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopping = false;
  let started = false;
  let unsubscribe = () => {};

  const publish = (event: Omit<TAdminEvent, "timestamp">) =>
    bus
      .publish({ timestamp: now(), ...event })
      .catch((err: unknown) => options.log("admin: could not publish a notification", err));

  async function runJob(job: TClaimedJob): Promise<void> {
    let lost = false;
    const beat = options.singleProcess
      ? undefined
      : setInterval(
          () => {
            queue.heartbeat(job.id, workerId).then(
              (mine) => (lost ||= !mine),
              (err: unknown) => options.log("admin: job heartbeat failed", err),
            );
          },
          Math.max(200, (options.lockSeconds * 1000) / 3),
        );
    try {
      const files = await queue.files(job.id);
      const total = files.length;
      let changed = false;
      await publish({
        type: "ingestion_started",
        data: { job_id: job.id, total_files: total },
        ...(job.attempts > 1 ? { resumed: true } : {}),
      });
      for (const [i, file] of files.entries()) {
        if (file.status !== "pending") continue; // done before an interruption, or refused on upload
        if (lost || stopping) break;
        await publish({
          type: "ingestion_progress",
          data: { job_id: job.id, current_file: i + 1, total_files: total, filename: file.fileName },
        });
        try {
          const bytes = file.path ? new Uint8Array(await fs.readFile(file.path)) : await queue.fileBytes(file.id);
          if (!bytes) throw new Error("The uploaded bytes are missing");
          if (file.path) {
            const refused = await checkFileContent(file.fileName, bytes);
            if (refused) throw new Error(refused);
          }
          const result = await knowledge.ingest(
            { bytes, fileName: file.fileName, mimeType: file.mimeType ?? undefined },
            {
              log: (m) => options.log(m),
              extract: options.extract,
            },
          );
          // A new version takes the old one's place: the old document, its passages and vectors go.
          const replaces = await queue.replacementOf(file.id);
          if (replaces && replaces !== result.documentId) await knowledge.deleteDocument(replaces);
          await queue.settleFile(file.id, { documentId: result.documentId });
          if (result.status !== "unchanged" || replaces) changed = true;
          options.log(`admin: ingestion job ${job.id}: file ${i + 1}/${total} ingested`);
        } catch (err) {
          await queue.settleFile(file.id, { error: describe(err) });
          options.log(`admin: ingestion job ${job.id}: file ${i + 1}/${total} failed: ${describe(err)}`);
        }
      }
      // Other instances forget their remembered searches too (this one did as it ingested).
      if (changed)
        void bus
          .announceKnowledgeChange()
          .catch((err: unknown) => options.log("admin: could not announce a knowledge change", err));
      if (lost) return; // another worker has it now
      if (stopping) {
        await queue.requeue(job.id, workerId);
        return;
      }
      const { successful, failed } = await queue.outcome(job.id);
      const status = failed.length > 0 ? "completed_with_errors" : "completed";
      if (changed) options.onKnowledgeChanged?.(job.id);
      if (await queue.finish(job.id, workerId, status)) {
        options.log(
          `admin: ingestion job ${job.id} ${status} (${successful.length} ingested, ${failed.length} failed)`,
        );
        await publish({
          type: status === "completed" ? "ingestion_completed" : "ingestion_completed_with_errors",
          data: { job_id: job.id, total_files: total, successful_files: successful, failed_files: failed },
        });
      }
    } catch (err) {
      // The database itself failed: leave the job locked; when the lock expires it is retried
      // (or ends as an error after its last attempt) by whichever worker runs next.
      options.log(`admin: ingestion job ${job.id} stopped`, err);
    } finally {
      clearInterval(beat);
    }
  }

  async function tick(): Promise<void> {
    try {
      const first = !started;
      started = true;
      const recovered = !options.singleProcess
        ? await queue.recoverExpired()
        : first
          ? await queue.recoverExpired(true)
          : [];
      for (const failed of recovered) {
        await publish({
          type: "ingestion_error",
          data: { job_id: failed.id },
          error: `interrupted ${failed.attempts} times`,
        });
      }
      while (!stopping) {
        const job = await queue.claim(workerId);
        if (!job) break;
        await runJob(job);
      }
    } catch (err) {
      if (!stopping) options.log("admin: job worker could not reach the queue", err);
    }
  }

  function schedule(delay: number) {
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(() => void kick(), delay);
    timer.unref();
  }

  /** Looks for work now (or right after the current round, when one is running). */
  function kick(): Promise<void> {
    if (stopping) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = tick().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void kick();
      } else if (!options.singleProcess) schedule(options.pollMs);
    });
    return running;
  }

  return {
    workerId,
    start() {
      unsubscribe = bus.onJobAnnounced(() => void kick());
      schedule(0);
    },
    kick,
    /** Stops taking jobs; a job in progress finishes its current file and goes back to the queue. */
    async stop() {
      stopping = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
    },
  };
}

export type TJobWorker = ReturnType<typeof createJobWorker>;
