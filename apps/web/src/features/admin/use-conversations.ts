// The conversation list from the server, asked for while the conversations tab is open (its code
// and the list's schema load with the tab, not with /admin's first screen). Errors are only
// logged (spec §8).
import { ZConversationListResponse, type TConversationQuery } from "@sachiv/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { conversationSearchParams } from "./conversation-view";
import { ADMIN_QUERY_KEY, useLoggedError } from "./use-admin-data";

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
