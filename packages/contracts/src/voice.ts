// Voice agent screen: the conversations it keeps in browser storage.
import * as z from "zod";
import { ZIsoDateTime } from "./common.ts";

/** localStorage key of the list of local voice conversations (oldest first). */
export const VOICE_CONVERSATIONS_STORAGE_KEY = "voice-conversations";
/** How many of the newest stored conversations the voice screen lists. */
export const VOICE_HISTORY_SHOWN = 5;

export const ZLocalConversation = z.object({
  timestamp: ZIsoDateTime,
  text: z.string(),
});
export type TLocalConversation = z.infer<typeof ZLocalConversation>;

export const ZLocalConversations = z.array(ZLocalConversation);
export type TLocalConversations = z.infer<typeof ZLocalConversations>;

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
