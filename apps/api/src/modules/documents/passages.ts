// A document's text cut into the passages its follow-up questions search, each with its search
// form. Runs in a parser worker for uploads (a long text takes a noticeable time: ~140 ms for
// 256 KB on the 2-core reference machine, seconds for a big Office file).
import { chunkText } from "../../lib/text/chunk.ts";
import { normaliseForSearch } from "../../lib/text/normalise.ts";

export type TPassage = { content: string; searchText: string };

export async function cutPassages(text: string): Promise<TPassage[]> {
  return (await chunkText(text)).map((content) => ({ content, searchText: normaliseForSearch(content) }));
}
