// The knowledge base as a library: the seed command, and later the admin upload and the chat
// answerer, use it through these exports only.
export { ingestDocument, hashBytes, type TIngestInput, type TIngestOptions, type TIngestResult } from "./ingest.ts";
export { searchChunks, fuseByReciprocalRank, RRF_K, type TSearchHit, type TSearchOptions } from "./retrieve.ts";
export { extractText, ExtractionError, type TExtracted, type TFormat } from "../../lib/extract-text.ts";
export { normaliseForSearch, queryTokens } from "../../lib/text/normalise.ts";
export { forgetSearches } from "./search-cache.ts";
export { embedPendingChunks, vectorStoreReady, type TEmbedder } from "./vector-store.ts";
export { deleteKnowledgeDocument, setSuperseded, recordCitations } from "./curation.ts";
export { bilingualDictionary, DEFAULT_DICTIONARY_PATH, translateWord } from "../../lib/text/bilingual.ts";
export { queryConcepts, type TConcept } from "../../lib/text/expand.ts";
