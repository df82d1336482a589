// Turns a chat answer into what a voice should say: no markdown marks, links or emoji, then
// pieces of whole sentences short enough to synthesise one at a time.

const MAX_PIECE_LENGTH = 400;

/** Drops what should not be read aloud: markdown syntax, URLs, citation marks, emoji. */
export function cleanForSpeech(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // [label](url) → label
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, " ")
    .replace(/\s*\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]/g, "") // citation marks [1], [2, 3]
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/[*_`~]+/g, "")
    .replace(/^\s{0,3}(?:#{1,6}|>|[-+•])\s+/gm, "")
    .replace(/\p{Extended_Pictographic}|\uFE0F/gu, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** Whole sentences (। . ! ? or a line break end one), packed into pieces of at most ~400 characters. */
export function splitIntoPieces(text: string, maxLength = MAX_PIECE_LENGTH): string[] {
  const sentences = text
    .split(/(?<=[।॥!?]|\.(?!\d))\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
  const pieces: string[] = [];
  for (const sentence of sentences.flatMap((s) => splitLong(s, maxLength))) {
    const last = pieces[pieces.length - 1];
    if (last !== undefined && last.length + 1 + sentence.length <= maxLength)
      pieces[pieces.length - 1] = `${last} ${sentence}`;
    else pieces.push(sentence);
  }
  return pieces;
}

/** A sentence longer than the limit is cut at commas, else at spaces, else anywhere. */
function splitLong(sentence: string, maxLength: number): string[] {
  const out: string[] = [];
  let rest = sentence;
  while (rest.length > maxLength) {
    const window = rest.slice(0, maxLength);
    const cut = Math.max(window.lastIndexOf(","), window.lastIndexOf("،"));
    const at =
      cut > maxLength / 3 ? cut + 1 : window.lastIndexOf(" ") > maxLength / 3 ? window.lastIndexOf(" ") : maxLength;
    out.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) out.push(rest);
  return out;
}
