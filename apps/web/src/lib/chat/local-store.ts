// What the chat keeps on the phone in IndexedDB, per signed-in user: the conversations already
// read, the history list, and the outbox of questions asked offline (the current conversation's id
// is in localStorage: current.ts). Never throws: a phone without
// IndexedDB (private mode) simply keeps nothing.
import type { TChatConversationDetail, TChatHistoryResponse } from "@sachiv/contracts";
import { createStore, del, get, set, type UseStore } from "idb-keyval";
import { signedInUserId as userId } from "./current";

let store: UseStore | null | undefined;
function idb(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === "undefined" ? null : createStore("ai-sachiv-chat", "keyval");
    } catch {
      store = null;
    }
  }
  return store;
}

export async function readIdb<T>(key: string): Promise<T | undefined> {
  const s = idb();
  if (!s) return undefined;
  try {
    return await get<T>(key, s);
  } catch {
    return undefined;
  }
}
export async function writeIdb(key: string, value: unknown): Promise<void> {
  const s = idb();
  if (!s) return;
  try {
    await set(key, value, s);
  } catch {
    // A full quota: the answer is still on the server.
  }
}
async function deleteIdb(key: string): Promise<void> {
  const s = idb();
  if (!s) return;
  try {
    await del(key, s);
  } catch {
    // As above.
  }
}

const conversationKey = (id: string) => `conversation:${userId()}:${id}`;
export const userScopedKey = (name: string) => `${name}:${userId()}`;

/** Keeps a conversation for reading offline, and puts it first in the history kept offline. */
export async function cacheConversation(c: TChatConversationDetail): Promise<void> {
  await writeIdb(conversationKey(c.id), c);
  const list = await cachedHistory();
  const { messages: _messages, ...summary } = c;
  const others = (list?.conversations ?? []).filter((s) => s.id !== c.id);
  await cacheHistory({
    conversations: [summary, ...others],
    total: others.length + 1,
    page: 1,
    page_size: list?.page_size ?? 20,
  });
}
export const cachedConversation = (id: string) => readIdb<TChatConversationDetail>(conversationKey(id));
export const forgetConversation = (id: string) => deleteIdb(conversationKey(id));
export const cacheHistory = (list: TChatHistoryResponse) => writeIdb(userScopedKey("history"), list);
export const cachedHistory = () => readIdb<TChatHistoryResponse>(userScopedKey("history"));
