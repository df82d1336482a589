// State of the Documents tab: the chosen files, and for the upload and the directory ingestion a
// busy flag, a simulated progress bar, an error and a result. The server answers 'started' and
// runs a job; its end arrives over the live channel (ingestion_completed / _with_errors / _error).
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
  const stopSimulation = useRef<Partial<Record<TIngestionJob, () => void>>>({});
  const resetTimers = useRef<Partial<Record<TIngestionJob, ReturnType<typeof setTimeout>>>>({});

  const update = useCallback((job: TIngestionJob, patch: Partial<TJobState>) => {
    setJobs((all) => ({ ...all, [job]: { ...all[job], ...patch } }));
  }, []);

  const halt = useCallback((job: TIngestionJob) => {
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

  /** Ends every busy job when the live channel says the ingestion ended. */
  const onNotification = useCallback(
    (notification: TAdminNotification) => {
      const running = JOBS.filter((job) => busy.current[job]);
      switch (notification.type) {
        case "ingestion_completed":
          for (const job of running) finish(job, outcomeOfNotification(notification, "completed"));
          break;
        case "ingestion_completed_with_errors":
          for (const job of running) finish(job, outcomeOfNotification(notification, "completed_with_errors"));
          break;
        case "ingestion_error":
          for (const job of running) fail(job, notification.message);
          break;
        default:
          break;
      }
    },
    [finish, fail],
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
      // The live channel may already have reported the end of this job.
      if (!busy.current.upload) return;
      if (result.status === "error") fail("upload", result.message);
      else if (result.status !== "started" || !liveOpen) finish("upload", outcomeOfResult(result));
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
      if (!busy.current.directory) return;
      if (result.status === "error") fail("directory", result.message);
      else if (result.status !== "started" || !liveOpen) finish("directory", outcomeOfResult(result));
    } catch (error) {
      console.error("Admin directory ingestion failed", error);
      fail("directory", ta("admin.ingestionFailed"));
    }
  };

  return { files, addFiles, removeFile, upload, ingestDirectory, jobs, onNotification };
}

export type TDocumentIngestion = ReturnType<typeof useDocumentIngestion>;
