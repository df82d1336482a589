// An answer as WhatsApp shows it: WhatsApp's own marks (*bold*, _italic_) instead of markdown,
// links written out, sources as short lines with their links, and a long answer split at section
// or paragraph breaks into messages WhatsApp accepts (4096 characters at most; we keep well under).
import type { TChatSource } from "@sachiv/contracts";

/** Characters per message: far below WhatsApp's 4096, so a phone shows each part without "Read more" walls. */
export const PART_CHARS = 1500;

/** Markdown (as the chat writes it) → WhatsApp text. */
export function toWhatsappText(markdown: string): string {
  return (
    markdown
      .replace(/\r\n/g, "\n")
      // Headings become a bold line.
      .replace(/^#{1,6}\s+(.+?)\s*#*$/gm, (_m, title: string) => `\uE000${title.replace(/\*+/g, "")}\uE000`)
      // **bold** / __bold__ → *bold*; *italic* stays WhatsApp's bold-free italic as _italic_.
      .replace(/\*\*(.+?)\*\*/g, "\uE000$1\uE000")
      .replace(/__(.+?)__/g, "\uE000$1\uE000")
      .replace(/(^|[^*\w])\*(?!\s)([^*\n]+?)\*(?!\w)/g, "$1_$2_")
      .replace(/\uE000/g, "*")
      // [text](url) → text (url); a bare link stays as it is.
      .replace(/\[([^\]]+)\]\((https?:[^)\s]+)\)/g, (_m, text: string, url: string) =>
        text === url ? url : `${text} (${url})`,
      )
      // Bullets: WhatsApp shows "- " as typed; "• " reads better on a phone.
      .replace(/^\s*[-*+]\s+/gm, "• ")
      // `code` → ```code``` is WhatsApp's monospace; inline backticks are just dropped.
      .replace(/`([^`\n]+)`/g, "$1")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

/** Sources as short lines: "1. Title — section, p. 4" and the link on its own line when there is one. */
export function sourceLines(sources: TChatSource[], heading: string, max = 3): string {
  if (sources.length === 0) return "";
  const lines = sources.slice(0, max).map((s, i) => {
    const where = [s.section, s.page ? `p. ${s.page}` : undefined].filter(Boolean).join(", ");
    const line = `${i + 1}. ${s.title}${where ? ` — ${where}` : ""}`;
    return s.url ? `${line}\n${s.url}` : line;
  });
  return `*${heading}:*\n${lines.join("\n")}`;
}

/** Splits text into parts of at most `max` characters, at section, paragraph, line or sentence breaks. */
export function splitMessage(text: string, max = PART_CHARS): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    const cut = [/\n\*[^\n]+\*\n/g, /\n\n/g, /\n/g, /[.!?।]\s/g, /\s/g]
      .map((re) => {
        let last = -1;
        for (const m of window.matchAll(re))
          if (m.index > max / 3) last = m.index + (re.source.startsWith("[") ? 1 : 0);
        return last;
      })
      .find((i) => i > 0);
    const at = cut ?? max;
    parts.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

/** The whole reply: the answer in WhatsApp marks, then its sources, in parts ready to send. */
export function formatAnswer(answer: string, sources: TChatSource[], sourcesHeading: string): string[] {
  return withSources(splitMessage(toWhatsappText(answer)), sourceLines(sources, sourcesHeading));
}

/** A part of the answer as it is read aloud: no marks, no links, no bullets. */
export function spokenText(part: string): string {
  return part
    .replace(/https?:\/\/\S+/g, "")
    .replace(/[*_~]/g, "")
    .replace(/^• /gm, "")
    .replace(/\(\s*\)/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** The sources' lines after the last part, in it when they fit. */
export function withSources(body: string[], tail: string): string[] {
  const parts = [...body];
  if (!tail) return parts;
  const last = parts.at(-1);
  if (last !== undefined && last.length + tail.length + 2 <= PART_CHARS) parts[parts.length - 1] = `${last}\n\n${tail}`;
  else parts.push(tail);
  return parts;
}

/**
 * "स्रोत दिखाएँ": every source of an answer in full — its title, where in it (section, page), the
 * passage the answer drew on and the link — where the answer itself carries only short lines.
 */
export function sourceDetails(sources: TChatSource[], heading: string, page: (n: number) => string): string {
  const blocks = sources.map((s, i) => {
    const where = [s.section, s.page ? page(s.page) : undefined].filter(Boolean).join(", ");
    const snippet = s.snippet.replace(/[*_~]/g, "").replace(/\s+/g, " ").trim();
    return [
      `${i + 1}. *${s.title.replace(/[*_~]/g, "")}*${where ? ` (${where})` : ""}`,
      ...(snippet ? [`“${snippet.length > 400 ? `${snippet.slice(0, 399)}…` : snippet}”`] : []),
      ...(s.url ? [s.url] : []),
    ].join("\n");
  });
  return [`*${heading}:*`, ...blocks].join("\n\n");
}
