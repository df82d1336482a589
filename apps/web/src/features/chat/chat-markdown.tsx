// A reply's markdown as React elements (markdown-to-jsx, GFM: lists, tables, autolinks), sanitised:
// raw HTML shows as text, links go only to the web or mail and open in a new tab without an opener.
// Loaded on first use (message-bubble.tsx's ChatMarkdown), not with the chat screen.
import Markdown, { type MarkdownToJSX } from "markdown-to-jsx";
import { Fragment, type ComponentProps } from "react";

/** Links and images only to the web (http/https) and mail; anything else (javascript:, data:, relative) is dropped. */
export function safeMarkdownUrl(value: string, _tag: string, attribute: string): string | null {
  if (attribute !== "href" && attribute !== "src") return value;
  try {
    const url = new URL(value.trim());
    const allowed = attribute === "href" ? ["http:", "https:", "mailto:"] : ["http:", "https:"];
    return allowed.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function MarkdownLink({ children, href, title }: ComponentProps<"a">) {
  // A link whose address was refused keeps its text, without being a link.
  if (!href) return <span>{children}</span>;
  return (
    <a
      href={href}
      title={title}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary underline underline-offset-2"
    >
      {children}
    </a>
  );
}

/** Headings without the slug id: many bubbles on one page would repeat ids (Devanagari slugs to "-"). */
function heading(Tag: "h1" | "h2" | "h3" | "h4") {
  return { component: ({ children }: ComponentProps<"h1">) => <Tag>{children}</Tag> };
}

const markdownOptions: MarkdownToJSX.Options = {
  // Replies are text: raw HTML in them shows as text, never as elements.
  disableParsingRawHTML: true,
  forceBlock: true,
  wrapper: Fragment,
  sanitizer: safeMarkdownUrl,
  overrides: {
    a: { component: MarkdownLink },
    h1: heading("h1"),
    h2: heading("h2"),
    h3: heading("h3"),
    h4: heading("h4"),
  },
};

/** Markdown with GFM (lists, tables, autolinks) built as React elements: a reply can never inject HTML. */
export function MarkdownText({ text }: { text: string }) {
  return (
    <div className="chat-markdown">
      <Markdown options={markdownOptions}>{text}</Markdown>
    </div>
  );
}
