// The /chat URL: ?ask=<question> opens the chat with that question already typed in (the
// circulars screen's "इस पर सवाल पूछें"), for the official to send as it is or change first.
// A plain parser, not a zod schema: it runs in the route tree, in every screen's first load.

/** Longest question the link may carry (the input itself takes up to 4000 characters). */
export const ASK_MAX_LENGTH = 1000;

export type TChatSearch = { ask?: string };

export function parseChatSearch(search: Record<string, unknown>): TChatSearch {
  const ask = search.ask;
  if (typeof ask !== "string") return {};
  const question = ask.trim().slice(0, ASK_MAX_LENGTH);
  return question === "" ? {} : { ask: question };
}
