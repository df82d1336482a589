// Loaded on demand by lib/chat/stream.ts: checking each event against ZChatStreamEvent brings zod,
// which is not part of the chat screen's first load. (A dynamic import of "@sachiv/contracts"
// itself would turn the whole barrel, zod included, into one chunk that static importers share.)
export { parseChatStreamLine } from "@sachiv/contracts";
