// The query keys of the knowledge base and the ingestion history, and the dashboard's Refresh of
// them: apart from use-knowledge-base.ts, so that the Documents tab's code loads with that tab.
import { useQueryClient } from "@tanstack/react-query";
import { ADMIN_QUERY_KEY } from "./use-admin-data";

export const KB_KEY = [ADMIN_QUERY_KEY, "knowledge"] as const;
export const JOBS_KEY = [ADMIN_QUERY_KEY, "ingestion-jobs"] as const;

/** Re-reads the knowledge base and the history (the dashboard's Refresh button). */
export function useRefreshKnowledge(): () => void {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: KB_KEY });
    void client.invalidateQueries({ queryKey: JOBS_KEY });
  };
}
