// The conversation the chat screen shows, per signed-in user, in localStorage (read at once on open).
import { sessionManager } from "@/lib/auth";
import { readStorage, removeStorage, writeStorage } from "@/lib/storage";

/** Stored as the current conversation when the official chose "new conversation". */
export const NEW_CONVERSATION = "new";

export const signedInUserId = () => sessionManager.getState().session?.user.id ?? "anonymous";
const currentKey = () => `ai-sachiv.chat.current.${signedInUserId()}`;

/** An id, NEW_CONVERSATION, or null (this browser never chose one). */
export function readCurrentConversation(): string | null {
  return readStorage(currentKey());
}
export function writeCurrentConversation(id: string): void {
  writeStorage(currentKey(), id);
}
export function clearCurrentConversation(): void {
  removeStorage(currentKey());
}
