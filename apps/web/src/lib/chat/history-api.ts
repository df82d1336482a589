// The user's own conversations on the server (GET/DELETE /chat/conversations…), each answer kept
// on the phone as well (local-store.ts), so that history and answers already received open offline.
import type { TChatConversationDetail, TChatHistoryResponse } from "@sachiv/contracts";
import { apiRequest, isApiResponseError } from "@/lib/api";
import { cacheConversation, cachedConversation, cachedHistory, cacheHistory, forgetConversation } from "./local-store";

export type TLoaded<T> = { data: T; fromCache: boolean };

/** A fetch that failed without an HTTP answer (offline, a dropped connection). */
export function isNetworkError(error: unknown): boolean {
  return !isApiResponseError(error) && !(error instanceof DOMException && error.name === "AbortError");
}

export async function listConversations(search = "", page = 1, pageSize = 20): Promise<TLoaded<TChatHistoryResponse>> {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (search.trim()) query.set("search", search.trim());
  try {
    const data = await apiRequest<TChatHistoryResponse>(`/chat/conversations?${query.toString()}`);
    // The first page without a search is what the phone shows when it is offline.
    if (!search.trim() && page === 1) void cacheHistory(data);
    return { data, fromCache: false };
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const cached = await cachedHistory();
    if (!cached) throw error;
    return { data: filterCached(cached, search), fromCache: true };
  }
}

/** Offline, a search looks only at the cached titles (as typed, any case). */
function filterCached(list: TChatHistoryResponse, search: string): TChatHistoryResponse {
  const q = search.trim().toLowerCase();
  if (!q) return list;
  const conversations = list.conversations.filter((c) => c.title.toLowerCase().includes(q));
  return { ...list, conversations, total: conversations.length };
}

export async function getConversation(id: string): Promise<TLoaded<TChatConversationDetail>> {
  try {
    const data = await apiRequest<TChatConversationDetail>(`/chat/conversations/${id}`);
    void cacheConversation(data);
    return { data, fromCache: false };
  } catch (error) {
    if (isApiResponseError(error) && error.status === 404) void forgetConversation(id);
    if (!isNetworkError(error)) throw error;
    const cached = await cachedConversation(id);
    if (!cached) throw error;
    return { data: cached, fromCache: true };
  }
}

export async function deleteConversation(id: string): Promise<void> {
  await apiRequest(`/chat/conversations/${id}`, { method: "DELETE" });
  await forgetConversation(id);
}
