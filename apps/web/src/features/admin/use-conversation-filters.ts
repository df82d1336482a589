// The filters of the conversation list. Text boxes reach the query 500 ms after the last key;
// any filter change goes back to page 1; Clear Filters restores the defaults.
import type { TConversationQuery, TSortOrder } from "@sachiv/contracts";
import { useEffect, useState } from "react";
import type { DateRange } from "react-day-picker";
import { DEFAULT_CONVERSATION_QUERY, FILTER_DEBOUNCE_MS } from "./admin-constants";

/** The day as the API's date filters read it (yyyy-MM-dd, local time), without date-fns in /admin's first load. */
export function filterDay(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type TFilterPatch = Partial<
  Pick<TConversationQuery, "user_email" | "search_query" | "date_from" | "date_to" | "sort_order" | "channel">
>;

/** The query with `patch` applied and page 1 — or the same query when nothing changes. */
export function applyFilter(query: TConversationQuery, patch: TFilterPatch): TConversationQuery {
  const changed = (Object.keys(patch) as (keyof TFilterPatch)[]).some((key) => patch[key] !== query[key]);
  return changed ? { ...query, ...patch, page: 1 } : query;
}

function dayOf(date: Date | undefined): string | undefined {
  return date ? filterDay(date) : undefined;
}

export function useConversationFilters() {
  const [query, setQuery] = useState<TConversationQuery>(DEFAULT_CONVERSATION_QUERY);
  const [email, setEmail] = useState("");
  const [search, setSearch] = useState("");
  const [range, setRangeState] = useState<DateRange | undefined>(undefined);

  useEffect(() => {
    const timer = setTimeout(
      () => setQuery((q) => applyFilter(q, { user_email: email.trim() || undefined })),
      FILTER_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [email]);

  useEffect(() => {
    const timer = setTimeout(
      () => setQuery((q) => applyFilter(q, { search_query: search.trim() || undefined })),
      FILTER_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search]);

  const setRange = (next: DateRange | undefined) => {
    setRangeState(next);
    setQuery((q) => applyFilter(q, { date_from: dayOf(next?.from), date_to: dayOf(next?.to) }));
  };

  const setSortOrder = (sortOrder: TSortOrder) => setQuery((q) => applyFilter(q, { sort_order: sortOrder }));

  const setChannel = (channel: TConversationQuery["channel"]) => setQuery((q) => applyFilter(q, { channel }));

  const setPage = (page: number) => setQuery((q) => ({ ...q, page }));

  const clear = () => {
    setEmail("");
    setSearch("");
    setRangeState(undefined);
    setQuery(DEFAULT_CONVERSATION_QUERY);
  };

  return { query, email, setEmail, search, setSearch, range, setRange, setSortOrder, setChannel, setPage, clear };
}

export type TConversationFilters = ReturnType<typeof useConversationFilters>;
