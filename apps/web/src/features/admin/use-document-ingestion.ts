// State of the Documents tab: the chosen files, and for the upload and the directory ingestion a
// busy flag, a simulated progress bar, an error and a result. The server answers 'started' with a
// job id and runs a job; its end arrives over the live channel (ingestion_completed /
// _with_errors / _error), matched to our job by job_id. The end may even arrive before the HTTP
// answer (a small file): it is kept until the answer names the job.
import {
  ADMIN_UPLOAD_FIELD,
  ZIngestionResult,
  type TAdminNotification,
  type TFailedFile,
  type TIngestionResult,
  type TIngestionStatus,
} from "@sachiv/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest, isApiError } from "@/lib/api";
import { useAdminT } from "@/lib/i18n/use-language";
import {
  DIRECTORY_INGEST_MS,
  PROGRESS_DONE,
  PROGRESS_RESET_MS,
  simulateProgress,
  uploadDurationMs,
} from "./simulated-progress";

export type TIngestionJob = "upload" | "directory";

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
const END_TYPES = new Set(["ingestion_completed", "ingestion_completed_with_errors", "ingestion_error"]);
/** Ends of jobs not claimed yet (ours whose HTTP answer is on its way, or another admin's). */
const EARLY_ENDS_KEPT = 20;

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
  // Mirrors of what callbacks from the live channel and from finished requests must read.
  const busy = useRef<Record<TIngestionJob, boolean>>({ upload: false, directory: false });
  const jobIds = useRef<Partial<Record<TIngestionJob, string>>>({});
  const earlyEnds = useRef(new Map<string, TAdminNotification>());
  const stopSimulation = useRef<Partial<Record<TIngestionJob, () => void>>>({});
  const resetTimers = useRef<Partial<Record<TIngestionJob, ReturnType<typeof setTimeout>>>>({});

  const update = useCallback((job: TIngestionJob, patch: Partial<TJobState>) => {
    setJobs((all) => ({ ...all, [job]: { ...all[job], ...patch } }));
  }, []);

  const halt = useCallback((job: TIngestionJob) => {
    delete jobIds.current[job];
    stopSimulation.current[job]?.();
    delete stopSimulation.current[job];
    clearTimeout(resetTimers.current[job]);
    busy.current[job] = false;
  }, []);

  const begin = useCallback(
    (job: TIngestionJob, durationMs: number) => {
      halt(job);
      busy.current[job] = true;
      update(job, { busy: true, error: null, result: null });
      stopSimulation.current[job] = simulateProgress(durationMs, (progress) => update(job, { progress }));
    },
    [halt, update],
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
      else if (notification.type === "ingestion_completed") finish(job, outcomeOfNotification(notification, "completed"));
      else finish(job, outcomeOfNotification(notification, "completed_with_errors"));
    },
    [finish, fail],
  );

  /** The live channel says an ingestion ended: end the job it names (or, unnamed, every busy one). */
  const onNotification = useCallback(
    (notification: TAdminNotification) => {
      if (!END_TYPES.has(notification.type)) return;
      const jobId = notification.data?.job_id;
      const running = JOBS.filter((job) => busy.current[job]);
      if (!jobId) {
        for (const job of running) end(job, notification);
        return;
      }
      const mine = running.find((job) => jobIds.current[job] === jobId);
      if (mine) {
        end(mine, notification);
      } else if (running.some((job) => jobIds.current[job] === undefined)) {
        earlyEnds.current.set(jobId, notification);
        if (earlyEnds.current.size > EARLY_ENDS_KEPT) {
          earlyEnds.current.delete(earlyEnds.current.keys().next().value!);
        }
      }
    },
    [end],
  );

  /** The server took the job: follow it over the live channel, or end here when that cannot work. */
  const onAccepted = useCallback(
    (job: TIngestionJob, result: TIngestionResult, liveOpen: boolean) => {
      // The live channel may already have reported the end of this job (no id: it ended them all).
      if (!busy.current[job]) return;
      if (result.status === "error") return fail(job, result.message);
      if (result.status !== "started" || !liveOpen || !result.job_id) return finish(job, outcomeOfResult(result));
      const ended = earlyEnds.current.get(result.job_id);
      if (ended) {
        earlyEnds.current.delete(result.job_id);
        return end(job, ended);
      }
      jobIds.current[job] = result.job_id;
    },
    [end, fail, finish],
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
    const form = new FormData();
    for (const file of files) form.append(ADMIN_UPLOAD_FIELD, file, file.name);
    try {
      const result = await apiRequest("/admin/documents/upload", { method: "POST", body: form, schema: ZIngestionResult });
      onAccepted("upload", result, liveOpen);
    } catch (error) {
      console.error("Admin upload failed", error);
      fail(
        "upload",
        isApiError(error)
          ? ta("admin.uploadHttpError", { status: error.status, body: error.message })
          : ta("admin.uploadFailed"),
      );
    }
  };

  const ingestDirectory = async (liveOpen: boolean) => {
    begin("directory", DIRECTORY_INGEST_MS);
    try {
      const result = await apiRequest("/admin/documents/ingest", { method: "POST", schema: ZIngestionResult });
      onAccepted("directory", result, liveOpen);
    } catch (error) {
      console.error("Admin directory ingestion failed", error);
      fail("directory", ta("admin.ingestionFailed"));
    }
  };

  return { files, addFiles, removeFile, upload, ingestDirectory, jobs, onNotification };
}

export type TDocumentIngestion = ReturnType<typeof useDocumentIngestion>;
