// Progress bar, error and result of an upload or a directory ingestion.
import type { TIngestionStatus } from "@sachiv/contracts";
import type { TAdminUiKey } from "@sachiv/content";
import { Alert } from "@/components/ui/alert";
import { useAdminT } from "@/lib/i18n/use-admin-t";
import type { TJobState } from "./use-document-ingestion";

const RESULT_TITLE: Record<TIngestionStatus, TAdminUiKey> = {
  started: "admin.resultStarted",
  completed: "admin.resultCompleted",
  completed_with_errors: "admin.resultCompletedWithErrors",
  error: "admin.resultError",
};

const RESULT_TONE = {
  started: "info",
  completed: "success",
  completed_with_errors: "warning",
  error: "error",
} as const satisfies Record<TIngestionStatus, string>;

export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${value}%` }} />
    </div>
  );
}

export function JobStatus({ job, progressLabel }: { job: TJobState; progressLabel: string }) {
  const ta = useAdminT();
  const { result } = job;
  return (
    <>
      {job.progress > 0 && (
        <div className="flex items-center gap-3">
          <ProgressBar value={job.progress} label={progressLabel} />
          <span className="w-10 text-right text-sm tabular-nums text-muted-foreground">{job.progress}%</span>
        </div>
      )}
      {job.error && <Alert tone="error">{job.error}</Alert>}
      {result && (
        <Alert tone={RESULT_TONE[result.status]} data-testid="ingestion-result" data-status={result.status}>
          {/* The server's message already says how it ended; the status title stands in when it is empty. */}
          <p className="font-semibold">{result.message || ta(RESULT_TITLE[result.status])}</p>
          {result.files.length > 0 && (
            <p className="break-words">{ta("admin.successfulFiles", { files: result.files.join(", ") })}</p>
          )}
          {result.failedFiles.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {result.failedFiles.map((failed) => (
                <li key={failed.filename} className="break-words">
                  {ta("admin.failedFile", { filename: failed.filename, error: failed.error })}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </>
  );
}
