// Which of our running ingestions a live-channel "ended" event belongs to. Every admin hears every
// job; ours are known by the job id the server answered with. A small file's job can end before
// that answer arrives, so an end nobody claims yet is kept for a while.
import type { TAdminNotification, TAdminNotificationType } from "@sachiv/contracts";

export type TIngestionJob = "upload" | "directory";

const END_TYPES: ReadonlySet<TAdminNotificationType> = new Set([
  "ingestion_completed",
  "ingestion_completed_with_errors",
  "ingestion_error",
]);
/** Unclaimed ends kept (ours whose answer is on its way, or other admins' jobs). */
export const UNCLAIMED_ENDS_KEPT = 20;

export function isIngestionEnd(notification: TAdminNotification): boolean {
  return END_TYPES.has(notification.type);
}

export class JobMatcher {
  /** Running jobs: the server's job id, or null while the HTTP answer is on its way. */
  private readonly running = new Map<TIngestionJob, string | null>();
  private readonly unclaimed = new Map<string, TAdminNotification>();

  start(job: TIngestionJob): void {
    this.running.set(job, null);
  }

  stop(job: TIngestionJob): void {
    this.running.delete(job);
  }

  isRunning(job: TIngestionJob): boolean {
    return this.running.has(job);
  }

  /**
   * The server answered with the job's id. Returns the end that already arrived for it (the job
   * then stops being tracked), or null to wait for it.
   */
  accept(job: TIngestionJob, jobId: string): TAdminNotification | null {
    if (!this.running.has(job)) return null;
    const ended = this.unclaimed.get(jobId);
    if (ended) {
      this.unclaimed.delete(jobId);
      this.running.delete(job);
      return ended;
    }
    this.running.set(job, jobId);
    return null;
  }

  /** The jobs an ended event finishes (they stop being tracked); [] for other events. */
  claim(notification: TAdminNotification): TIngestionJob[] {
    if (!isIngestionEnd(notification)) return [];
    const jobId = notification.data?.job_id;
    if (!jobId) {
      // A server that names no job: the event ends whatever is running (the original behaviour).
      const all = [...this.running.keys()];
      this.running.clear();
      return all;
    }
    for (const [job, id] of this.running) {
      if (id === jobId) {
        this.running.delete(job);
        return [job];
      }
    }
    if ([...this.running.values()].includes(null)) {
      this.unclaimed.set(jobId, notification);
      if (this.unclaimed.size > UNCLAIMED_ENDS_KEPT) this.unclaimed.delete(this.unclaimed.keys().next().value!);
    }
    return [];
  }
}
