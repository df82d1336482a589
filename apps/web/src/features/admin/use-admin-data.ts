// Statistics and the admin's scope from the server (the conversation list: use-conversations.ts). Their errors are only logged (spec §8).
import { ZAdminScopeOut, ZAdminStatistics } from "@sachiv/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "@/lib/api";

export const ADMIN_QUERY_KEY = "admin";

export function useLoggedError(error: Error | null, what: string) {
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
