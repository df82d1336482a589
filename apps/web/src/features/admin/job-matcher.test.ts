import type { TAdminNotification } from "@sachiv/contracts";
import { describe, expect, it } from "vitest";
import { JobMatcher } from "./job-matcher";

const JOB_A = "0b6a6f0e-1c1e-4a55-9b55-0f7b0d1c2a01";
const JOB_B = "0b6a6f0e-1c1e-4a55-9b55-0f7b0d1c2a02";

function event(type: TAdminNotification["type"], jobId?: string): TAdminNotification {
  return { type, message: type, timestamp: "2025-01-15T10:00:00.000+05:30", data: jobId ? { job_id: jobId } : {} };
}

describe("JobMatcher", () => {
  it("ends our job when its end arrives after the server's answer", () => {
    const m = new JobMatcher();
    m.start("upload");
    expect(m.accept("upload", JOB_A)).toBeNull();
    expect(m.claim(event("ingestion_progress", JOB_A))).toEqual([]);
    expect(m.claim(event("ingestion_completed", JOB_A))).toEqual(["upload"]);
    expect(m.isRunning("upload")).toBe(false);
  });

  it("keeps an end that arrives before the answer and hands it over with the answer", () => {
    const m = new JobMatcher();
    m.start("upload");
    const ended = event("ingestion_completed_with_errors", JOB_A);
    expect(m.claim(ended)).toEqual([]);
    expect(m.isRunning("upload")).toBe(true);
    expect(m.accept("upload", JOB_A)).toBe(ended);
    expect(m.isRunning("upload")).toBe(false);
  });

  it("ignores another admin's job while ours runs", () => {
    const m = new JobMatcher();
    m.start("directory");
    m.accept("directory", JOB_A);
    expect(m.claim(event("ingestion_error", JOB_B))).toEqual([]);
    expect(m.isRunning("directory")).toBe(true);
    expect(m.claim(event("ingestion_completed", JOB_A))).toEqual(["directory"]);
  });

  it("tells an upload and a directory ingestion apart", () => {
    const m = new JobMatcher();
    m.start("upload");
    m.start("directory");
    m.accept("upload", JOB_A);
    m.accept("directory", JOB_B);
    expect(m.claim(event("ingestion_completed", JOB_B))).toEqual(["directory"]);
    expect(m.isRunning("upload")).toBe(true);
  });

  it("an end naming no job ends everything running", () => {
    const m = new JobMatcher();
    m.start("upload");
    m.start("directory");
    m.accept("directory", JOB_B);
    expect(m.claim(event("ingestion_completed")).sort()).toEqual(["directory", "upload"]);
    expect(m.claim(event("ingestion_completed"))).toEqual([]);
  });

  it("does not keep ends when nothing of ours waits for an answer", () => {
    const m = new JobMatcher();
    expect(m.claim(event("ingestion_completed", JOB_A))).toEqual([]);
    m.start("upload");
    expect(m.accept("upload", JOB_A)).toBeNull();
  });

  it("an answer for a job already stopped is ignored", () => {
    const m = new JobMatcher();
    m.start("upload");
    m.stop("upload");
    expect(m.accept("upload", JOB_A)).toBeNull();
    expect(m.isRunning("upload")).toBe(false);
  });
});
