// The analysed document this phone last showed, per signed-in user, in localStorage: a reload, a
// tab the phone killed or an app restart is not "leaving the screen", so /document reopens it
// while the server keeps it (DOCUMENT_SESSION_TTL_HOURS). A new file, Reset or leaving the screen
// inside the app forgets it (spec §4), as its server session is cleaned up.
import { signedInUserId } from "@/lib/chat/current";
import { readStorage, removeStorage, writeStorage } from "@/lib/storage";
import type { TDocumentSession } from "./document-state";

const key = () => `ai-sachiv.document.current.${signedInUserId()}`;

export function readRememberedDocument(): TDocumentSession | null {
  const raw = readStorage(key());
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TDocumentSession>;
    if (typeof value.assistantId === "string" && typeof value.threadId === "string" && typeof value.fileId === "string")
      return { assistantId: value.assistantId, threadId: value.threadId, fileId: value.fileId };
  } catch {
    // Not ours: forgotten below.
  }
  removeStorage(key());
  return null;
}

export function rememberDocument(session: TDocumentSession): void {
  writeStorage(key(), JSON.stringify(session));
}

/** Forgets `session` (or whatever is remembered, without one) unless another has taken its place. */
export function forgetDocument(session?: TDocumentSession): void {
  const remembered = readRememberedDocument();
  if (!remembered) return;
  if (session && remembered.assistantId !== session.assistantId) return;
  removeStorage(key());
}
