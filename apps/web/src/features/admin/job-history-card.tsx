// Ingestion history: the newest jobs (upload, knowledge folder, new version) with their status
// and file counts; each opens to its files' results, read from GET /admin/ingestion/jobs/:id.
import type { TAdminTabKey } from "@sachiv/content";
import type { TIngestionFileStatus, TIngestionJobStatus, TIngestionJobSummary } from "@sachiv/contracts";
import { ChevronDown, ListChecks, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useAdminTabT } from "@/lib/i18n/use-admin-tab-t";
import { formatDisplayDate, formatDisplayTime, useAdminLanguage } from "./admin-dates";
import { useIngestionJob, useIngestionJobs } from "./use-knowledge-base";

const STATUS_TONE: Record<TIngestionJobStatus | TIngestionFileStatus, string> = {
  queued: "bg-muted text-foreground",
  running: "bg-primary-soft text-primary",
  pending: "bg-muted text-foreground",
  completed: "bg-success-soft text-success",
  done: "bg-success-soft text-success",
  completed_with_errors: "bg-accent-soft text-accent-foreground",
  error: "bg-destructive-soft text-destructive",
  failed: "bg-destructive-soft text-destructive",
};

function Badge({ tone, children }: { tone: TIngestionJobStatus | TIngestionFileStatus; children: string }) {
  return (
    <span className={cn("shrink-0 rounded-full px-2 py-0.5 text-xs font-medium", STATUS_TONE[tone])}>{children}</span>
  );
}

const running = (job: TIngestionJobSummary) => job.status === "queued" || job.status === "running";

function JobFiles({ job }: { job: TIngestionJobSummary }) {
  const ta = useAdminTabT();
  const detail = useIngestionJob(job.id, true, running(job));
  if (!detail.data)
    return <LoaderCircle className="size-4 animate-spin text-muted-foreground" aria-label={ta("admin.jobs.loading")} />;
  return (
    <ul className="flex flex-col gap-1.5 border-t border-border pt-2" data-testid="job-files">
      {detail.data.files.map((file, i) => (
        <li key={i} className="flex flex-col gap-0.5">
          <span className="flex items-start justify-between gap-2">
            <span className="min-w-0 break-all">{file.file_name}</span>
            <Badge tone={file.status}>{ta(`admin.jobs.file.${file.status}` as TAdminTabKey)}</Badge>
          </span>
          {file.replaces_document_id && (
            <span className="text-xs text-muted-foreground">{ta("admin.jobs.replaces")}</span>
          )}
          {file.error && <span className="text-xs break-words text-destructive">{file.error}</span>}
        </li>
      ))}
    </ul>
  );
}

/** What the check of the answers after this job's change found (issue 24); details in the overview. */
function JobCheck({ check }: { check: NonNullable<TIngestionJobSummary["check"]> }) {
  const ta = useAdminTabT();
  const broken = check.lost_source + check.now_not_found;
  return (
    <span
      data-testid="job-check"
      className={cn(
        "rounded-xl px-3 py-2 text-xs",
        check.status === "done" && broken > 0 ? "bg-destructive-soft text-destructive" : "bg-muted",
      )}
    >
      <span className="font-semibold">{ta("admin.checks.jobTitle")}: </span>
      {check.status === "done"
        ? ta("admin.checks.summary", {
            checked: check.checked,
            lost: check.lost_source,
            notFound: check.now_not_found,
            changed: check.changed,
          })
        : ta(check.status === "error" ? "admin.checks.failed" : "admin.checks.running")}
    </span>
  );
}

function JobItem({ job }: { job: TIngestionJobSummary }) {
  const ta = useAdminTabT();
  const language = useAdminLanguage();
  const [open, setOpen] = useState(false);
  const when = `${formatDisplayDate(job.created_at, language)} ${formatDisplayTime(job.created_at, language)}`;
  return (
    <li
      data-testid="ingestion-job"
      data-status={job.status}
      className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4 text-sm"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="font-semibold">{ta(`admin.jobs.kind.${job.kind}` as TAdminTabKey)}</span>
        <Badge tone={job.status}>{ta(`admin.jobs.status.${job.status}` as TAdminTabKey)}</Badge>
      </span>
      <span>
        {ta("admin.jobs.summary", { total: job.total_files, done: job.done_files, failed: job.failed_files })}
      </span>
      <span className="text-xs break-all text-muted-foreground">
        {ta("admin.jobs.startedBy", { date: when, email: job.admin_email })}
      </span>
      {job.error && <span className="text-xs break-words text-destructive">{job.error}</span>}
      {job.check && <JobCheck check={job.check} />}
      <Button
        variant="ghost"
        size="sm"
        className="w-fit px-2"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden />
        {open ? ta("admin.jobs.hideFiles") : ta("admin.jobs.showFiles")}
      </Button>
      {open && <JobFiles job={job} />}
    </li>
  );
}

export function JobHistoryCard() {
  const ta = useAdminTabT();
  const jobs = useIngestionJobs();
  return (
    <Card data-testid="ingestion-history" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ListChecks className="size-5 text-primary" aria-hidden />
          {ta("admin.jobs.title")}
        </CardTitle>
        <CardDescription>{ta("admin.jobs.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {jobs.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {ta("admin.jobs.loading")}
          </p>
        ) : !jobs.data || jobs.data.jobs.length === 0 ? (
          <p role="status" className="text-sm text-muted-foreground">
            {ta("admin.jobs.empty")}
          </p>
        ) : (
          <ul className="grid gap-2.5 md:grid-cols-2">
            {jobs.data.jobs.map((job) => (
              <JobItem key={job.id} job={job} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
