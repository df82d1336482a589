// The voice screen's own history in localStorage (spec §3 "Local conversation"): oldest first,
// trimmed so the list never grows without end on a phone with little storage.
import { VOICE_CONVERSATIONS_STORAGE_KEY, parseLocalConversations, type TLocalConversation } from "@sachiv/contracts";
import { readStorage, writeStorage } from "@/lib/storage";

const KEEP = 50;

export function readLocalConversations(): TLocalConversation[] {
  return parseLocalConversations(readStorage(VOICE_CONVERSATIONS_STORAGE_KEY));
}

export function saveLocalConversation(text: string, now = new Date()): TLocalConversation[] {
  const list = [...readLocalConversations(), { timestamp: now.toISOString(), text }].slice(-KEEP);
  writeStorage(VOICE_CONVERSATIONS_STORAGE_KEY, JSON.stringify(list));
  return list;
}
