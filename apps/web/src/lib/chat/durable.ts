// The chat screen's durable parts (history, the phone's copy, the outbox), loaded just after the
// screen rather than with it: they bring IndexedDB code the first answer does not need.
export { getConversation, listConversations } from "./history-api";
export { cacheConversation, cachedConversation } from "./local-store";
export { enqueueQuestion, flushOutbox, readOutbox, subscribeOutbox } from "./outbox";
