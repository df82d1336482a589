// Whether a conversation still owes its rating prompt (spec §4: leaving the chat or closing the tab
// with more than one message asks for a rating; after Submit or Cancel, no more). The answer is
// kept per conversation id on the phone, so a conversation that was rated or already asked never
// asks again — after navigating away and back, a reload, or a restart — and a conversation rated
// elsewhere is found by GET /chat/rating/:id.
import type { TGetRatingResponse } from "@sachiv/contracts";
import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "@/lib/api";
import { readStorage, writeStorage } from "@/lib/storage";

export const RATING_ASKED_KEY = "ai-sachiv.rating-asked";
/** Enough for years of conversations on one phone; the oldest are forgotten first. */
const REMEMBERED = 500;

function askedIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(RATING_ASKED_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function wasRatingAsked(conversationId: string): boolean {
  return askedIds().includes(conversationId);
}

export function rememberRatingAsked(conversationId: string): void {
  const ids = askedIds().filter((id) => id !== conversationId);
  ids.push(conversationId);
  writeStorage(RATING_ASKED_KEY, JSON.stringify(ids.slice(-REMEMBERED)));
}

/**
 * `owed`: the conversation has more than one message and was neither rated nor asked. `settled`
 * (no answer streaming) is when the server is asked whether it was rated elsewhere: by then a
 * new conversation is on record.
 */
export function useRatingOwed(conversationId: string | null, hasConversation: boolean, settled: boolean) {
  // Asked in this screen: the conversation's id then, or null when it had none yet (its first
  // answer failed) — that one is remembered for the id once it comes.
  const [askedHere, setAskedHere] = useState<string | null | undefined>(undefined);
  const [, setVersion] = useState(0);

  useEffect(() => {
    if (conversationId && askedHere === null) rememberRatingAsked(conversationId);
  }, [conversationId, askedHere]);

  useEffect(() => {
    if (!conversationId || !settled || wasRatingAsked(conversationId)) return;
    let current = true;
    // Read without zod, which the chat screen's first load does without.
    apiRequest<TGetRatingResponse | undefined>(`/chat/rating/${conversationId}`)
      .then((answer) => {
        if (answer?.rating && current) {
          rememberRatingAsked(conversationId);
          setVersion((v) => v + 1);
        }
      })
      // Offline or not yet on record: the prompt stays owed, as the spec has it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [conversationId, settled]);

  const asked =
    askedHere === null ||
    (askedHere !== undefined && askedHere === conversationId) ||
    (conversationId !== null && wasRatingAsked(conversationId));
  const markAsked = useCallback(() => {
    if (conversationId) rememberRatingAsked(conversationId);
    setAskedHere(conversationId);
  }, [conversationId]);
  return { owed: hasConversation && !asked, markAsked };
}
