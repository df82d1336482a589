// What retrieval and ingestion need of an embeddings provider.
/** An embeddings provider: one vector per text, all of one length. */
export type TEmbedder = {
  /** Stored beside each vector, so vectors of another model are never compared with these. */
  model?: string;
  embed(texts: string[]): Promise<number[][]>;
};
