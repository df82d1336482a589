// The knowledge base as a library: the seed command, and later the admin upload and the chat
// answerer, use it through these exports only.
export {
  ingestDocument,
  hashBytes,
  type TIngestInput,
  type TIngestOptions,
  type TIngestProgress,
  type TIngestResult,
} from "./ingest.ts";
export {
  searchChunks,
  forgetSearches,
  fuseByReciprocalRank,
  RRF_K,
  type TSearchHit,
  type TSearchOptions,
} from "./retrieve.ts";
export { extractText, ExtractionError, type TExtracted, type TFormat } from "./extract.ts";
export { normaliseForSearch, queryTokens } from "./normalise.ts";
export { embedPendingChunks, vectorStoreReady, type TEmbedder } from "./vector-store.ts";
export { deleteKnowledgeDocument, setSuperseded, recordCitations } from "./curation.ts";
export { bilingualDictionary, DEFAULT_DICTIONARY_PATH, translateWord } from "./bilingual.ts";
export { queryConcepts, type TConcept } from "./expand.ts";
