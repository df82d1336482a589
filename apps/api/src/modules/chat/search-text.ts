// The form a message is found by in the admin's conversation search: its words romanised and
// spelling-normalised (knowledge/normalise), padded with spaces so a query can match whole words
// from their start — "panchayat", "panchaayat" and पंचायत all become " pncyt ".
import { searchTokens } from "../../lib/text/normalise.ts";

export function messageSearchText(content: string): string {
  return ` ${searchTokens(content).join(" ")} `;
}

/**
 * LIKE pattern for a search query over messageSearchText: its words in order, the last one a
 * prefix ("panch" finds "panchayat"). Undefined when the query has no searchable word.
 */
export function searchTextPattern(query: string): string | undefined {
  const tokens = searchTokens(query);
  return tokens.length > 0 ? `% ${tokens.join(" ")}%` : undefined;
}
