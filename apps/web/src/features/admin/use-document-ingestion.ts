// State of the Documents tab: the chosen files, and for the upload and the directory ingestion a
// busy flag, a simulated progress bar, an error and a result. The server answers 'started' with a
// job id and runs a job; its end arrives over the live channel (ingestion_completed /
// _with_errors / _error), matched to our job by job_id (JobMatcher).
import {
  ADMIN_UPLOAD_FIELD,
  ZIngestionResult,
  type TAdminNotification,
  type TFailedFile,
  type TIngestionResult,
  type TIngestionStatus,
} from "@sachiv/contracts";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest, isApiResponseError } from "@/lib/api";
import { JobMatcher, type TIngestionJob } from "./job-matcher";
import { useAdminT } from "@/lib/i18n/use-admin-t";
import {
  DIRECTORY_INGEST_MS,
  PROGRESS_DONE,
  PROGRESS_RESET_MS,
  simulateProgress,
  uploadDurationMs,
} from "./simulated-progress";

export type { TIngestionJob };

export type TIngestionOutcome = {
  status: TIngestionStatus;
  message: string;
  files: string[];
  failedFiles: TFailedFile[];
};

export type TJobState = {
  busy: boolean;
  progress: number;
  error: string | null;
  result: TIngestionOutcome | null;
};

const IDLE: TJobState = { busy: false, progress: 0, error: null, result: null };
const JOBS: TIngestionJob[] = ["upload", "directory"];

function outcomeOfResult(result: TIngestionResult): TIngestionOutcome {
  return { status: result.status, message: result.message, files: result.files, failedFiles: [] };
}

function outcomeOfNotification(notification: TAdminNotification, status: TIngestionStatus): TIngestionOutcome {
  return {
    status,
    message: notification.message,
    files: notification.data?.successful_files ?? [],
    failedFiles: notification.data?.failed_files ?? [],
  };
}

export function useDocumentIngestion() {
  const ta = useAdminT();
  const [files, setFiles] = useState<File[]>([]);
  const [jobs, setJobs] = useState<Record<TIngestionJob, TJobState>>({ upload: IDLE, directory: IDLE });
  // What callbacks from the live channel and from finished requests must read.
  const [matcher] = useState(() => new JobMatcher());
  const stopSimulation = useRef<Partial<Record<TIngestionJob, () => void>>>({});
  const resetTimers = useRef<Partial<Record<TIngestionJob, ReturnType<typeof setTimeout>>>>({});

  const update = useCallback((job: TIngestionJob, patch: Partial<TJobState>) => {
    setJobs((all) => ({ ...all, [job]: { ...all[job], ...patch } }));
  }, []);

  const halt = useCallback(
    (job: TIngestionJob) => {
      matcher.stop(job);
      stopSimulation.current[job]?.();
      delete stopSimulation.current[job];
      clearTimeout(resetTimers.current[job]);
    },
    [matcher],
  );

  const begin = useCallback(
    (job: TIngestionJob, durationMs: number) => {
      halt(job);
      matcher.start(job);
      update(job, { busy: true, error: null, result: null });
      stopSimulation.current[job] = simulateProgress(durationMs, (progress) => update(job, { progress }));
    },
    [halt, matcher, update],
  );

  const finish = useCallback(
    (job: TIngestionJob, outcome: TIngestionOutcome) => {
      halt(job);
      update(job, { busy: false, progress: PROGRESS_DONE, result: outcome, error: null });
      if (job === "upload" && (outcome.status === "completed" || outcome.status === "started")) setFiles([]);
      resetTimers.current[job] = setTimeout(() => update(job, { progress: 0 }), PROGRESS_RESET_MS);
    },
    [halt, update],
  );

  const fail = useCallback(
    (job: TIngestionJob, message: string) => {
      halt(job);
      update(job, { busy: false, progress: 0, error: message });
    },
    [halt, update],
  );

  useEffect(
    () => () => {
      for (const job of JOBS) halt(job);
    },
    [halt],
  );

  const end = useCallback(
    (job: TIngestionJob, notification: TAdminNotification) => {
      if (notification.type === "ingestion_error") fail(job, notification.message);
      else if (notification.type === "ingestion_completed")
        finish(job, outcomeOfNotification(notification, "completed"));
      else finish(job, outcomeOfNotification(notification, "completed_with_errors"));
    },
    [finish, fail],
  );

  /** The live channel says an ingestion ended: end the job of ours it names. */
  const onNotification = useCallback(
    (notification: TAdminNotification) => {
      for (const job of matcher.claim(notification)) end(job, notification);
    },
    [end, matcher],
  );

  /** The server took the job: follow it over the live channel, or end here when that cannot work. */
  const onAccepted = useCallback(
    (job: TIngestionJob, result: TIngestionResult, liveOpen: boolean) => {
      // The live channel may already have ended it (an end naming no job ends them all).
      if (!matcher.isRunning(job)) return;
      if (result.status === "error") return fail(job, result.message);
      if (result.status !== "started" || !liveOpen || !result.job_id) return finish(job, outcomeOfResult(result));
      const ended = matcher.accept(job, result.job_id);
      if (ended) end(job, ended);
    },
    [end, fail, finish, matcher],
  );

  /** Selected or dropped files are added to the list; the previous error and result go. */
  const addFiles = useCallback(
    (added: Iterable<File>) => {
      const list = Array.from(added);
      if (list.length === 0) return;
      setFiles((current) => [...current, ...list]);
      update("upload", { error: null, result: null });
    },
    [update],
  );

  const removeFile = useCallback((index: number) => {
    setFiles((current) => current.filter((_, i) => i !== index));
  }, []);

  // The requests that hand a job to the server. The job's own state (busy, progress, outcome)
  // lasts beyond the request, until the live channel reports its end, so it stays in `jobs`.
  const uploadRequest = useMutation({
    mutationFn: ({ files: chosen }: { files: File[]; liveOpen: boolean }) => {
      const form = new FormData();
      for (const file of chosen) form.append(ADMIN_UPLOAD_FIELD, file, file.name);
      return apiRequest("/admin/documents/upload", { method: "POST", body: form, schema: ZIngestionResult });
    },
    onSuccess: (result, { liveOpen }) => onAccepted("upload", result, liveOpen),
    onError: (error) => {
      console.error("Admin upload failed", error);
      fail(
        "upload",
        isApiResponseError(error)
          ? ta("admin.uploadHttpError", { status: error.status, body: error.message })
          : ta("admin.uploadFailed"),
      );
    },
    // Offline, the request fails at once with its message instead of waiting for the network.
    networkMode: "always",
  });

  const ingestRequest = useMutation({
    mutationFn: (_variables: { liveOpen: boolean }) =>
      apiRequest("/admin/documents/ingest", { method: "POST", schema: ZIngestionResult }),
    onSuccess: (result, { liveOpen }) => onAccepted("directory", result, liveOpen),
    onError: (error) => {
      console.error("Admin directory ingestion failed", error);
      fail("directory", ta("admin.ingestionFailed"));
    },
    networkMode: "always",
  });

  /**
   * `liveOpen`: whether the live channel can tell us how the job ends; without it the server's
   * answer ('started') is the last word.
   */
  const upload = async (liveOpen: boolean) => {
    if (files.length === 0) {
      update("upload", { error: ta("admin.selectFile") });
      return;
    }
    begin("upload", uploadDurationMs(files));
    await uploadRequest.mutateAsync({ files, liveOpen }).catch(() => undefined);
  };

  const ingestDirectory = async (liveOpen: boolean) => {
    begin("directory", DIRECTORY_INGEST_MS);
    await ingestRequest.mutateAsync({ liveOpen }).catch(() => undefined);
  };

  return { files, addFiles, removeFile, upload, ingestDirectory, jobs, onNotification };
}

export type TDocumentIngestion = ReturnType<typeof useDocumentIngestion>;
