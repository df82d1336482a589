// The form a message is found by in the admin's conversation search: its words romanised and
// spelling-normalised (knowledge/normalise), padded with spaces so a query can match whole words
// from their start — "panchayat", "panchaayat" and पंचायत all become " pncyt ".
//
// Both the text and that form are trigram-indexed squashed, without the separators between
// words: pg_trgm takes trigrams within words only, so "sitapur-3" asked of an index of the text
// as written is "sitapur" and "3", each in thousands of messages; squashed, "sitapur3" holds "ur3",
// found almost only where the query is. A squashed match is necessary, not sufficient: the query
// then checks the text as written on the few messages the index returns.
import { searchTokens, searchWordTokens } from "../../lib/text/normalise.ts";

export function messageSearchText(content: string): string {
  return ` ${searchTokens(content).join(" ")} `;
}

/**
 * LIKE patterns for a search query over messageSearchText: `spaced` its words in order, the last
 * one a prefix ("panch" finds "panchayat"); `glued` the same without spaces, for the index;
 * `words` the words alone, without the canonical tokens of the query's phrases (a query inside a
 * longer phrase of the message: searchWordTokens). Undefined when the query has no searchable word.
 */
export function searchTextPatterns(query: string): { spaced: string; glued: string; words: string } | undefined {
  const tokens = searchTokens(query);
  if (tokens.length === 0) return undefined;
  const spaced = `% ${tokens.join(" ")}%`;
  const words = searchWordTokens(query);
  return { spaced, glued: `%${tokens.join("")}%`, words: words.length > 0 ? `% ${words.join(" ")}%` : spaced };
}

/**
 * Characters taken out of a message's text before it is trigram-indexed, and out of a query the
 * same way. Each costs a replace() per message the index returns, so only the usual separators
 * inside a search query. Changing this list changes the index: rename it (search-indexes.ts).
 */
const SQUASHED = [" ", "-", ",", ".", "/"] as const;

/** The query (or text) as the squashed index holds it. */
export function squashForSearch(text: string): string {
  let out = text;
  for (const c of SQUASHED) out = out.replaceAll(c, "");
  return out;
}

/** SQL of squashForSearch over a text column, exactly as the index expression is written. */
export function squashedSql(column: string): string {
  return SQUASHED.reduce((sql, c) => `replace(${sql}, '${c}', '')`, column);
}

/** SQL of the romanised form without its spaces (its tokens are [a-z0-9]: nothing else to drop). */
export function gluedSearchTextSql(column: string): string {
  return `replace(${column}, ' ', '')`;
}
