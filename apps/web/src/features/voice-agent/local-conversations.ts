// The voice screen's own history in localStorage (spec §3 "Local conversation"): oldest first,
// trimmed so the list never grows without end on a phone with little storage.
import { ZIsoDateTime } from "@sachiv/contracts";
import * as z from "zod";
import { readStorage, writeStorage } from "@/lib/storage";

/** localStorage key of the list of local voice conversations (oldest first). */
export const VOICE_CONVERSATIONS_STORAGE_KEY = "voice-conversations";
/** How many of the newest stored conversations the voice screen lists. */
export const VOICE_HISTORY_SHOWN = 5;
const KEEP = 50;

export const ZLocalConversation = z.object({
  timestamp: ZIsoDateTime,
  text: z.string(),
});
export type TLocalConversation = z.infer<typeof ZLocalConversation>;

/**
 * Reads the stored list, keeping only well-formed entries: storage may hold anything
 * (older versions, manual edits), and one bad entry must not hide the others.
 */
export function parseLocalConversations(raw: string | null): TLocalConversation[] {
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(json)) return [];
  return json.flatMap((entry: unknown) => {
    const parsed = ZLocalConversation.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The entries the voice screen shows: the newest VOICE_HISTORY_SHOWN, newest first. */
export function recentLocalConversations(list: readonly TLocalConversation[]): TLocalConversation[] {
  return list.slice(-VOICE_HISTORY_SHOWN).reverse();
}

export function readLocalConversations(): TLocalConversation[] {
  return parseLocalConversations(readStorage(VOICE_CONVERSATIONS_STORAGE_KEY));
}

export function saveLocalConversation(text: string, now = new Date()): TLocalConversation[] {
  const list = [...readLocalConversations(), { timestamp: now.toISOString(), text }].slice(-KEEP);
  writeStorage(VOICE_CONVERSATIONS_STORAGE_KEY, JSON.stringify(list));
  return list;
}
