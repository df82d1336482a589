// Knowledge gaps and approved answers from the server (issue 24), and the admin's changes to them.
import {
  ZApprovedAnswer,
  ZApprovedAnswerHistory,
  ZApprovedAnswerList,
  ZGapListResponse,
  ZKnowledgeCheckList,
  ZRomaniseResponse,
  type TApprovedAnswerInput,
  type TGapQueryInput,
} from "@sachiv/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as z from "zod";
import { apiRequest } from "@/lib/api";
import { ADMIN_QUERY_KEY } from "./use-admin-data";

export const GAPS_KEY = [ADMIN_QUERY_KEY, "gaps"] as const;
export const APPROVED_KEY = [ADMIN_QUERY_KEY, "approved-answers"] as const;

function gapSearchParams(query: TGapQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  return params.toString();
}

export function useGaps(query: TGapQueryInput) {
  return useQuery({
    queryKey: [...GAPS_KEY, query],
    queryFn: ({ signal }) => apiRequest(`/admin/gaps?${gapSearchParams(query)}`, { schema: ZGapListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useApprovedAnswers() {
  return useQuery({
    queryKey: APPROVED_KEY,
    queryFn: ({ signal }) => apiRequest("/admin/approved-answers", { schema: ZApprovedAnswerList, signal }),
  });
}

export function useApprovedHistory(id: string | null) {
  return useQuery({
    queryKey: [...APPROVED_KEY, "history", id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiRequest(`/admin/approved-answers/${id}/history`, { schema: ZApprovedAnswerHistory, signal }),
  });
}

/** Re-reads the gaps and the approved answers after a change. */
function useInvalidate() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: GAPS_KEY });
    void client.invalidateQueries({ queryKey: APPROVED_KEY });
  };
}

export function useSetHandled() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { key: string; handled: boolean }) =>
      apiRequest("/admin/gaps/handled", { method: "PUT", body: input }),
    onSuccess: invalidate,
  });
}

export function useSaveApproved() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TApprovedAnswerInput }) =>
      apiRequest(id ? `/admin/approved-answers/${id}` : "/admin/approved-answers", {
        method: id ? "PUT" : "POST",
        body: input,
        schema: ZApprovedAnswer,
      }),
    onSuccess: invalidate,
  });
}

export function useRetireApproved() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, retired }: { id: string; retired: boolean }) =>
      apiRequest(`/admin/approved-answers/${id}/retired`, {
        method: "PUT",
        body: { retired },
        schema: ZApprovedAnswer,
      }),
    onSuccess: invalidate,
  });
}

export const romanise = (text: string) =>
  apiRequest("/admin/approved-answers/romanise", { method: "POST", body: { text }, schema: ZRomaniseResponse });

const ZPassageHits = z.object({
  passages: z.array(
    z.object({ id: z.string(), title: z.string(), snippet: z.string(), source_url: z.string().nullable() }),
  ),
});
export type TPassageHit = z.infer<typeof ZPassageHits>["passages"][number];

export const findPassages = (q: string) =>
  apiRequest(`/admin/approved-answers/passages?q=${encodeURIComponent(q)}`, { schema: ZPassageHits });

/** The checks after knowledge-base changes, re-read while one is running. */
export function useKnowledgeChecks() {
  return useQuery({
    queryKey: [ADMIN_QUERY_KEY, "checks"],
    queryFn: ({ signal }) => apiRequest("/admin/checks", { schema: ZKnowledgeCheckList, signal }),
    refetchInterval: (query) =>
      query.state.data?.checks.some((c) => c.status === "queued" || c.status === "running") ? 2000 : false,
  });
}
