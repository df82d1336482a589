// Word-level results of the text pipeline (a word's skeleton, its romanised form) are asked for
// again and again: every passage of a search is read for every question. A bounded memo keeps
// them; when full it starts afresh, so memory stays small (a language has only so many words).

/** `fn` remembered for up to `max` distinct arguments (then forgotten all at once). */
export function memoize<T>(fn: (key: string) => T, max = 50_000): (key: string) => T {
  const seen = new Map<string, T>();
  return (key) => {
    const hit = seen.get(key);
    if (hit !== undefined) return hit;
    const value = fn(key);
    if (seen.size >= max) seen.clear();
    seen.set(key, value);
    return value;
  };
}
