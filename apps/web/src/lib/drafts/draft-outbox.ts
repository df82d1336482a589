// Drafts saved without a network: kept on the phone (localStorage) and sent to the account when the
// phone is online again (on the drafts screen, or the browser's "online" event). A draft the server
// refuses (4xx) stays out of the outbox: the screen shows the server's message instead.
import type { TDraft, TDraftInput } from "@sachiv/contracts";
import { apiRequest, isApiResponseError } from "@/lib/api";
import { readStorage, writeStorage } from "@/lib/storage";

export const DRAFT_OUTBOX_KEY = "drafts-pending";

export type TPendingDraft = { localId: string; id: string | null; input: TDraftInput; savedAt: string };

export function readPendingDrafts(): TPendingDraft[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(DRAFT_OUTBOX_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as TPendingDraft[]) : [];
  } catch {
    return [];
  }
}

function writePending(list: TPendingDraft[]) {
  writeStorage(DRAFT_OUTBOX_KEY, JSON.stringify(list));
}

function send(id: string | null, input: TDraftInput): Promise<TDraft> {
  return apiRequest<TDraft>(id ? `/drafts/${id}` : "/drafts", { method: id ? "PUT" : "POST", body: input });
}

/**
 * Saves to the account, or — when the network is not there — on the phone for later.
 * `localId` names the phone's copy, so that saving it again replaces it.
 */
export async function saveDraft(
  id: string | null,
  input: TDraftInput,
  localId: string,
): Promise<{ saved: TDraft } | { pending: TPendingDraft }> {
  try {
    const saved = await send(id, input);
    writePending(readPendingDrafts().filter((p) => p.localId !== localId));
    return { saved };
  } catch (error) {
    if (isApiResponseError(error)) throw error;
    const pending: TPendingDraft = { localId, id, input, savedAt: new Date().toISOString() };
    writePending([...readPendingDrafts().filter((p) => p.localId !== localId), pending]);
    return { pending };
  }
}

/** Sends what waits on the phone; answers how many reached the account. */
export async function flushPendingDrafts(): Promise<number> {
  let sent = 0;
  for (const pending of readPendingDrafts()) {
    try {
      await send(pending.id, pending.input);
      writePending(readPendingDrafts().filter((p) => p.localId !== pending.localId));
      sent += 1;
    } catch (error) {
      // Refused for good: drop it rather than retry forever. Offline: keep it and stop.
      if (isApiResponseError(error) && error.status < 500 && error.status !== 401) {
        writePending(readPendingDrafts().filter((p) => p.localId !== pending.localId));
      } else break;
    }
  }
  return sent;
}
