// Statistics and the conversation list from the server. Their errors are only logged (spec §8).
import {
  ZAdminScopeOut,
  ZAdminStatistics,
  ZConversationListResponse,
  type TConversationQuery,
} from "@sachiv/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "@/lib/api";
import { conversationSearchParams } from "./conversation-view";

export const ADMIN_QUERY_KEY = "admin";

function useLoggedError(error: Error | null, what: string) {
  useEffect(() => {
    if (error) console.error(`Admin dashboard: could not load ${what}`, error);
  }, [error, what]);
}

export function useStatistics() {
  const query = useQuery({
    queryKey: [ADMIN_QUERY_KEY, "statistics"],
    queryFn: ({ signal }) => apiRequest("/admin/statistics", { schema: ZAdminStatistics, signal }),
  });
  useLoggedError(query.error, "statistics");
  return query;
}

export function useConversations(filters: TConversationQuery) {
  const query = useQuery({
    queryKey: [ADMIN_QUERY_KEY, "conversations", filters],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/conversations?${conversationSearchParams(filters)}`, {
        schema: ZConversationListResponse,
        signal,
      }),
    // The count and the pages stay while the next page loads; the rows show skeletons meanwhile.
    placeholderData: keepPreviousData,
  });
  useLoggedError(query.error, "conversations");
  return query;
}

/**
 * The signed-in admin's scope (issue 24): a full admin, or the states and districts they see.
 * Until it is known, nothing that only full admins may use is shown (it would answer 403).
 */
export function useAdminScope() {
  const query = useQuery({
    queryKey: [ADMIN_QUERY_KEY, "scope"],
    queryFn: ({ signal }) => apiRequest("/admin/scopes/me", { schema: ZAdminScopeOut, signal }),
    staleTime: 60_000,
  });
  useLoggedError(query.error, "scope");
  return { full: query.data?.full === true, areas: query.data?.areas ?? [], known: query.data !== undefined };
}
