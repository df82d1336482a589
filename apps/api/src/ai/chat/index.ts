// The chat answerers, as the chat module uses them.
export { selectChatProvider } from "./select.ts";
export { composeOfflineAnswer, createOfflineChatProvider, wordGroups, type TOfflineAnswer } from "./offline.ts";
export { createOpenAIChatProvider } from "./openai.ts";
export { selectPassages, matchGlossary, glossarySource, passageSource, MIN_COVERAGE } from "./sources.ts";
export { currentQuestion, type TChatInput, type TChatProvider, type TPassage } from "./types.ts";
export { ChatTimeoutError, collectAnswer, streamAnswer, type TAnswerInput } from "./run.ts";
export { parseSearchQueries, createQueryRewriter, type TSearchQueries, type TQueryRewriter } from "./rewrite.ts";
export { createMarkerStripper, groundingOf, stripMarkers, type TMarkerCitations } from "./citations.ts";
export { promptPassages } from "./prompt.ts";
