// Navigation and boilerplate that must never become a knowledge passage: link-only lines, image
// markdown, markdown-link headings ("[### Benefits](https://…)"), site menus, the header lines a
// page-to-markdown scraper writes ("Title:", "URL Source:", "Markdown Content:"), and the lines a
// PDF repeats at the top or foot of most of its pages (running headers, footers, page numbers).

/** `![alt](src)`, also inside a link: `[![Image 1: …](src)](href)` (the whole link goes). */
const LINKED_IMAGE = /\[\s*!\[[^\]]*\]\([^)]*\)\s*\]\([^)]*\)/g;
const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
/** `[text](href)` and `<https://…>`; the text may hold a heading's hashes or emphasis. */
const LINK = /\[[^\]]*\]\([^)\s]*(?:\s+"[^"]*")?\)/g;
const AUTOLINK = /<(?:https?:|mailto:)[^>\s]*>/gi;
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s)]+/gi;
/** Written by page-to-markdown scrapers above the page itself. */
const SCRAPE_HEADER = /^\s*(?:Title|URL Source|Markdown Content|Published Time|Number of Pages|Warning):/;
/** Shows that a text came from such a scraper, so a leading "Title:" is its header, not content. */
const SCRAPE_MARK = /^\s*(?:URL Source|Markdown Content):/m;
/** Site chrome that says nothing: a menu entry, a share or print button. */
const NAV_WORDS =
  /^(?:skip to (?:main )?content|main menu|menu|home|share|print|back to top|go to top|close|search|login|sign in|read more|more|next|previous|सामग्री पर जाएं|मुख्य पृष्ठ|होम|ऊपर जाएं)$/i;
/** Markdown emphasis, list and heading marks, quote marks and punctuation: no words of their own. */
const MARKUP = /[\s#>*_`~|•·»«\-–—:;,.!?()[\]{}"'/\\]+/g;

/** The line without its images (an image says nothing a passage can quote). */
export function stripImages(line: string): string {
  return line.includes("![") ? line.replace(LINKED_IMAGE, " ").replace(IMAGE, " ") : line;
}

/** Whether a line holds links and nothing else (a menu entry, a "[### Benefits](…)" heading). */
export function isLinkOnly(line: string): boolean {
  const withoutImages = stripImages(line);
  const withoutLinks = withoutImages.replace(LINK, " ").replace(AUTOLINK, " ").replace(BARE_URL, " ");
  return withoutLinks !== withoutImages && withoutLinks.replace(MARKUP, "").length === 0;
}

/**
 * A line made mostly of links (three or more, their text at least 4/5 of the line's words): a
 * menu or a breadcrumb written on one line ("Home | Schemes | Contact").
 */
export function isMenuLine(line: string): boolean {
  const links = stripImages(line).match(LINK) ?? [];
  if (links.length < 3) return false;
  const linkText = links.map((l) => l.replace(/\]\([^)]*\)$/, "").slice(1)).join(" ");
  const words = (s: string) => s.replace(MARKUP, " ").trim().split(/\s+/).filter(Boolean).length;
  const rest = stripImages(line).replace(LINK, " ");
  return words(rest) <= words(linkText) / 4;
}

export function isScrapeHeader(line: string): boolean {
  return SCRAPE_HEADER.test(line);
}

export function looksScraped(text: string): boolean {
  return SCRAPE_MARK.test(text.slice(0, 4000));
}

/**
 * A line that must not reach a passage: empty once images are gone, link-only, a menu, a bare
 * navigation word, or a horizontal rule. (Scrape headers are dropped by the caller, which knows
 * whether the text was scraped; see looksScraped.)
 */
export function isBoilerplateLine(line: string): boolean {
  const text = stripImages(line).trim();
  if (text === "") return line.trim() !== "";
  if (/^(?:[-*_=]\s*){3,}$/.test(text)) return true;
  // Cheap tests first: most lines hold no link and are longer than any menu word.
  if (/\]\(|https?:|www\.|<mailto:/i.test(text) && (isLinkOnly(text) || isMenuLine(text))) return true;
  return text.length <= 40 && NAV_WORDS.test(text.replace(/^[-*•>#\s]+|[\s*_]+$/g, "").replace(/^\*\*|\*\*$/g, ""));
}

/** Digits and spaces folded, so "Page 3 of 12" and "Page 4 of 12" are the same running line. */
function runningKey(line: string): string {
  return line
    .trim()
    .toLowerCase()
    .replace(/[0-9\u0966-\u096f]+/g, "#")
    .replace(/\s+/g, " ");
}

/** Lines at a page's top or foot that can be running headers or footers. */
const EDGE_LINES = 3;
/** A running header or footer is a line, not a paragraph. */
const MAX_RUNNING_LINE = 120;

/**
 * The lines a PDF repeats at the top or foot of most of its pages (at least half, and at least 3
 * pages): running headers and footers, "Page 3 of 12", a letterhead printed on every page. Returns
 * their keys; `isRunningLine` tells a line of a page by it. A line alone made of a number at a
 * page's edge (a page number) is always one.
 */
export function runningLines(pages: string[]): Set<string> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const lines = page.split("\n").filter((l) => l.trim() !== "");
    const edges = new Set(
      [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)]
        .filter((l) => l.trim().length <= MAX_RUNNING_LINE)
        .map(runningKey),
    );
    for (const key of edges) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const keys = new Set<string>();
  if (pages.length < 3) return keys;
  for (const [key, n] of counts) if (key !== "" && n >= Math.max(3, pages.length / 2)) keys.add(key);
  return keys;
}

/** Whether a page's line (at index `at` of its non-empty lines, of `count`) is a running line or page number. */
export function isRunningLine(line: string, at: number, count: number, running: Set<string>): boolean {
  const onEdge = at < EDGE_LINES || at >= count - EDGE_LINES;
  if (!onEdge) return false;
  const key = runningKey(line);
  return running.has(key) || /^(?:-\s*)?(?:page\s*|पृष्ठ\s*)?#(?:\s*(?:of|\/|का)\s*#)?(?:\s*-)?$/.test(key);
}
