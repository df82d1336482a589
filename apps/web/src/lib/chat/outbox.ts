// The offline outbox: a question asked without a network is kept in IndexedDB and sent by itself
// once the phone is back online — on the service worker's Background Sync where the browser has
// it, else on the `online` event or the next open of the app. Each question carries its own
// idempotency key (client_message_id): however often it is sent (two tabs, a lost reply), the
// server records one question and one answer.
import type { TChatSource } from "@sachiv/contracts";
import type { TUiLanguage } from "@sachiv/content";
import { isApiResponseError } from "@/lib/api";
import { readIdb, userScopedKey, writeIdb } from "./local-store";
import { ChatStreamError, streamChat } from "./stream";

export type TOutboxEntry = {
  clientMessageId: string;
  message: string;
  language: TUiLanguage;
  /** The conversation to continue; null for a new one (see `thread`). */
  conversationId: string | null;
  /** Questions asked in one new conversation go to the conversation the first of them starts. */
  thread: string;
  createdAt: number;
};

export type TOutboxAnswer = { content: string; sources: TChatSource[]; offline: boolean };

export type TOutboxEvent =
  | { type: "sending"; entry: TOutboxEntry }
  | { type: "chunk"; entry: TOutboxEntry; content: string }
  | { type: "sent"; entry: TOutboxEntry; conversationId: string; answer: TOutboxAnswer }
  /** Not sent (the network went again): it waits in the outbox. */
  | { type: "waiting"; entry: TOutboxEntry }
  /** Refused by the server (e.g. its conversation was deleted): taken out of the outbox. */
  | { type: "failed"; entry: TOutboxEntry; error: unknown };

export const OUTBOX_SYNC_TAG = "chat-outbox";
const outboxKey = () => userScopedKey("outbox");

export async function readOutbox(): Promise<TOutboxEntry[]> {
  return (await readIdb<TOutboxEntry[]>(outboxKey())) ?? [];
}

/** Every change of the outbox goes through here, one at a time (two screens may write to it). */
let writing: Promise<unknown> = Promise.resolve();
function changeOutbox(change: (entries: TOutboxEntry[]) => TOutboxEntry[]): Promise<void> {
  const next = writing.then(async () => writeIdb(outboxKey(), change(await readOutbox())));
  writing = next.catch(() => undefined);
  return next;
}

const listeners = new Set<(event: TOutboxEvent) => void>();
export function subscribeOutbox(listener: (event: TOutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const emit = (event: TOutboxEvent) => {
  for (const listener of listeners) listener(event);
};

export async function enqueueQuestion(entry: TOutboxEntry): Promise<void> {
  await changeOutbox((entries) => [...entries.filter((e) => e.clientMessageId !== entry.clientMessageId), entry]);
  void registerBackgroundSync();
}

/** Asks the service worker to wake the app when the network is back (Chrome's Background Sync). */
async function registerBackgroundSync(): Promise<void> {
  try {
    if (!("serviceWorker" in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    // SyncManager is not in TypeScript's DOM types yet.
    const sync =
      registration && "sync" in registration
        ? (registration.sync as { register: (tag: string) => Promise<void> })
        : undefined;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Without Background Sync the `online` event and the next open send it.
  }
}

/** A failure after which the question should wait for the network, not be dropped. */
function isTransient(error: unknown): boolean {
  if (error instanceof ChatStreamError) return false;
  if (isApiResponseError(error)) return error.status === 429 || error.status >= 500;
  return true;
}

async function sendEntry(entry: TOutboxEntry): Promise<boolean> {
  emit({ type: "sending", entry });
  let content = "";
  let conversationId = entry.conversationId;
  try {
    const result = await streamChat(
      {
        message: entry.message,
        conversationId: entry.conversationId,
        language: entry.language,
        clientMessageId: entry.clientMessageId,
      },
      {
        onConversation: (id) => {
          conversationId = id;
        },
        onChunk: (chunk) => {
          content += chunk;
          emit({ type: "chunk", entry, content });
        },
      },
    );
    if (!conversationId) throw new Error("no conversation");
    const started = conversationId;
    // The other questions of the same new conversation follow it there.
    await changeOutbox((entries) =>
      entries
        .filter((e) => e.clientMessageId !== entry.clientMessageId)
        .map((e) => (e.thread === entry.thread && e.conversationId === null ? { ...e, conversationId: started } : e)),
    );
    emit({
      type: "sent",
      entry,
      conversationId: started,
      answer: { content, sources: result.sources, offline: result.offline },
    });
    return true;
  } catch (error) {
    if (isTransient(error)) {
      emit({ type: "waiting", entry });
      return false;
    }
    await changeOutbox((entries) => entries.filter((e) => e.clientMessageId !== entry.clientMessageId));
    emit({ type: "failed", entry, error });
    return true;
  }
}

let flushing: Promise<void> | null = null;
const RETRIES = 6;

/** Sends what waits, oldest first, one at a time; stops when the network stays away. */
export function flushOutbox(): Promise<void> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return Promise.resolve();
  flushing ??= (async () => {
    try {
      const run = async () => {
        // The first requests after the network returns often fail (the radio is still waking
        // up): a few tries with backoff while the browser says it is online.
        for (let tries = 0; ;) {
          const [next] = await readOutbox();
          if (!next) return;
          if (await sendEntry(next)) {
            tries = 0;
            continue;
          }
          if (!navigator.onLine || tries >= RETRIES) return;
          await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** tries, 30_000)));
          tries += 1;
        }
      };
      // One tab at a time where the browser can say so (the server's key covers the rest).
      const locks = (navigator as Navigator & { locks?: LockManager }).locks;
      if (locks) await locks.request("ai-sachiv-chat-outbox", run);
      else await run();
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/**
 * Sends the outbox now, when the phone comes back online, and when the service worker's
 * Background Sync fires. Returns the clean-up.
 */
export function startOutbox(): () => void {
  const flush = () => void flushOutbox().catch(() => undefined);
  const onMessage = (event: MessageEvent<unknown>) => {
    if ((event.data as { type?: string } | null)?.type === OUTBOX_SYNC_TAG) flush();
  };
  window.addEventListener("online", flush);
  navigator.serviceWorker?.addEventListener("message", onMessage);
  flush();
  return () => {
    window.removeEventListener("online", flush);
    navigator.serviceWorker?.removeEventListener("message", onMessage);
  };
}
