// The knowledge base and the ingestion history from the server, and the admins' changes to it:
// delete, replace with a new version, mark superseded. The lists refresh after each change and
// when an ingestion ends (live channel); while a job runs, the history polls as well, so it
// follows jobs even without the live channel.
import {
  ADMIN_UPLOAD_FIELD,
  ZIngestionJob,
  ZIngestionJobListResponse,
  ZIngestionResult,
  ZKbDeleteResponse,
  ZKbDocument,
  ZKbDocumentListResponse,
  type TAdminNotification,
  type TKbDocumentQuery,
} from "@sachiv/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { apiRequest } from "@/lib/api";
import { DEFAULT_KB_DOCUMENT_QUERY, FILTER_DEBOUNCE_MS } from "./admin-constants";
import { JOBS_KEY, KB_KEY, useRefreshKnowledge } from "./knowledge-keys";

/** How often the history is re-read while a job is queued or running. */
export const JOB_POLL_MS = 2000;

type TFilterPatch = Partial<Pick<TKbDocumentQuery, "q" | "language" | "file_type" | "status">>;

export function useKnowledgeFilters() {
  const [query, setQuery] = useState<TKbDocumentQuery>(DEFAULT_KB_DOCUMENT_QUERY);
  const [search, setSearch] = useState("");
  useEffect(() => {
    const text = search.trim() || undefined;
    const timer = setTimeout(
      () => setQuery((q) => (q.q === text ? q : { ...q, q: text, page: 1 })),
      FILTER_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search]);
  return {
    query,
    search,
    setSearch,
    setFilter: (patch: TFilterPatch) => setQuery((q) => ({ ...q, ...patch, page: 1 })),
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
  };
}

/** Query string of GET /admin/knowledge/documents; empty values are left out. */
export function kbSearchParams(query: TKbDocumentQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = value === undefined || value === null ? "" : String(value).trim();
    if (text !== "") params.set(key, text);
  }
  return params.toString();
}

export function useKnowledgeDocuments(query: TKbDocumentQuery) {
  return useQuery({
    queryKey: [...KB_KEY, query],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/knowledge/documents?${kbSearchParams(query)}`, { schema: ZKbDocumentListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useIngestionJobs() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...JOBS_KEY, "list"],
    queryFn: ({ signal }) =>
      apiRequest("/admin/ingestion/jobs?page_size=10", { schema: ZIngestionJobListResponse, signal }),
    refetchInterval: (q) => (q.state.data?.jobs.some(isRunning) ? JOB_POLL_MS : false),
  });
  // A job that finished changed the knowledge base: re-read it (also without the live channel).
  const running = query.data?.jobs.filter(isRunning).length ?? 0;
  const before = useRef(running);
  useEffect(() => {
    if (running < before.current) void client.invalidateQueries({ queryKey: KB_KEY });
    before.current = running;
  }, [client, running]);
  return query;
}

const isRunning = (job: { status: string }) => job.status === "queued" || job.status === "running";

export function useIngestionJob(id: string, enabled: boolean, running: boolean) {
  return useQuery({
    queryKey: [...JOBS_KEY, id],
    queryFn: ({ signal }) => apiRequest(`/admin/ingestion/jobs/${id}`, { schema: ZIngestionJob, signal }),
    enabled,
    refetchInterval: running ? JOB_POLL_MS : false,
  });
}

/** Re-reads the lists when an ingestion ends (a new document, or a replaced one). */
const ENDINGS = new Set<TAdminNotification["type"]>([
  "ingestion_started",
  "ingestion_completed",
  "ingestion_completed_with_errors",
  "ingestion_error",
]);

export function useRefreshOnIngestion(notifications: (TAdminNotification & { id: number })[]) {
  const client = useQueryClient();
  const latest = notifications[0];
  const ended = latest && ENDINGS.has(latest.type) ? latest.id : undefined;
  useEffect(() => {
    if (ended === undefined) return;
    void client.invalidateQueries({ queryKey: KB_KEY });
    void client.invalidateQueries({ queryKey: JOBS_KEY });
  }, [client, ended]);
}

export function useKnowledgeActions() {
  const refresh = useRefreshKnowledge();
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/knowledge/documents/${id}`, { method: "DELETE", schema: ZKbDeleteResponse }),
    onSettled: refresh,
  });
  const supersede = useMutation({
    mutationFn: ({ id, superseded }: { id: string; superseded: boolean }) =>
      apiRequest(`/admin/knowledge/documents/${id}`, { method: "PATCH", body: { superseded }, schema: ZKbDocument }),
    onSettled: refresh,
  });
  const replace = useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append(ADMIN_UPLOAD_FIELD, file, file.name);
      return apiRequest(`/admin/knowledge/documents/${id}/replace`, {
        method: "POST",
        body: form,
        schema: ZIngestionResult,
      });
    },
    onSettled: refresh,
  });
  return { remove, supersede, replace };
}
