// Markdown as one line of plain text, for previews (the conversation table): answers are written
// in markdown, and "**Resource envelope:**" or "**ग्राम सभा**" in a table cell reads as noise.
// Not a markdown parser: it drops the marks answers use and keeps every word.

const RULES: [RegExp, string][] = [
  [/```[^\n]*\n?/g, ""], // code fences (the code stays)
  [/!\[([^\]]*)\]\([^)]*\)/g, "$1"], // images: their alt text
  [/\[([^\]]+)\]\((?:[^()]|\([^)]*\))*\)/g, "$1"], // links: their text
  [/^\s{0,3}#{1,6}\s+/gm, ""], // headings
  [/^\s{0,3}>\s?/gm, ""], // block quotes
  [/^\s*(?:[-*_]\s*){3,}$/gm, ""], // horizontal rules
  [/^\s*\|?(?:\s*:?-{2,}:?\s*\|)+\s*:?-*:?\s*$/gm, ""], // table separator rows
  [/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/gm, ""], // list markers (and task boxes)
  [/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2"], // bold
  [/(^|[^\p{L}\p{N}*])\*(?=\S)([^*\n]*?\S)\*/gu, "$1$2"], // italic *x*
  [/(^|[^\p{L}\p{N}_])_(?=\S)([^_\n]*?\S)_(?![\p{L}\p{N}])/gu, "$1$2"], // italic _x_ (not snake_case)
  [/~~(?=\S)([\s\S]*?\S)~~/g, "$1"], // strike-through
  [/`([^`\n]+)`/g, "$1"], // inline code
  [/\s*\|\s*/g, " "], // table cell borders
];

/** `markdown` without its marks, on one line (runs of whitespace become one space). */
export function markdownToPlainText(markdown: string): string {
  let text = markdown;
  for (const [pattern, replacement] of RULES) text = text.replace(pattern, replacement);
  return text.replace(/\s+/g, " ").trim();
}
