// The text an answer is copied or shared as: plain text for WhatsApp — the question first, *bold*
// as WhatsApp writes it, no markdown links or headers, and the sources as short lines.
import type { TChatSource } from "@sachiv/contracts";

export type TShareLabels = { question: string; answer: string; sources: string; from: string };

const BOLD = "\u0001"; // stands for WhatsApp's * while single * (markdown italic) become _

/** One line of answer markdown as WhatsApp text. */
function inlineToWhatsApp(line: string): string {
  return (
    line
      // [text](url) → text (url); images the same; <https://…> → the address.
      .replace(/!?\[([^\]]*)\]\(\s*<?([^)\s>]+)>?[^)]*\)/g, (_m, text: string, url: string) =>
        text.trim() && text.trim() !== url ? `${text.trim()} (${url})` : url,
      )
      .replace(/<(https?:\/\/[^>\s]+)>/g, "$1")
      .replace(/`([^`]+)`/g, "$1")
      // **bold** / __bold__ → *bold* (WhatsApp wants the marks against the words).
      .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, `${BOLD}$2${BOLD}`)
      // *italic* → _italic_ (WhatsApp's italic); _italic_ stays.
      .replace(/(?<![\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])/g, "_$1_")
      .replace(/~~(.+?)~~/g, "~$1~")
      .replaceAll(BOLD, "*")
  );
}

/** Answer markdown as WhatsApp text: headings bold, bullets •, numbered lists kept, quotes plain. */
export function markdownToWhatsApp(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const out: string[] = [];
  for (const raw of lines) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(raw);
    if (heading) {
      const text = inlineToWhatsApp(heading[1]!).replace(/^\*(.*)\*$/, "$1");
      out.push(text ? `*${text}*` : "");
      continue;
    }
    if (/^\s{0,3}([-*_])(\s*\1){2,}\s*$/.test(raw)) continue; // a horizontal rule
    const line = raw.replace(/^(\s*)[-*+]\s+/, (_m, indent: string) => `${indent}• `).replace(/^\s{0,3}>\s?/, "");
    out.push(inlineToWhatsApp(line).trimEnd());
  }
  return out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The answer's own "Sources:" block (a bold label, then numbered lines), dropped when the sources are listed below it. */
function withoutSourcesBlock(markdown: string, label: string): string {
  const lines = markdown.split("\n");
  const start = lines.findIndex((l) => l.replace(/[*_:\s]/g, "") === label.replace(/[*_:\s]/g, ""));
  if (start < 0) return markdown;
  let end = start + 1;
  while (end < lines.length && /^\s*(\d+[.)]|[-*•])\s+/.test(lines[end]!)) end += 1;
  return [...lines.slice(0, start), ...lines.slice(end)].join("\n");
}

/** A source as one short line: its title, and its address when it has one. */
function sourceLine(source: TChatSource): string {
  const title = source.title.replace(/\s+/g, " ").trim();
  const short = title.length > 80 ? `${title.slice(0, 79)}…` : title;
  return source.url ? `• ${short} — ${source.url}` : `• ${short}`;
}

/** What Copy puts on the clipboard and Share sends: question, answer, sources, who wrote it. */
export function shareText({
  question,
  answer,
  sources,
  labels,
}: {
  question?: string;
  answer: string;
  sources?: TChatSource[];
  labels: TShareLabels;
}): string {
  const listed = sources && sources.length > 0;
  const body = markdownToWhatsApp(listed ? withoutSourcesBlock(answer, labels.sources) : answer);
  const parts: string[] = [];
  if (question?.trim()) parts.push(`*${labels.question}:* ${question.trim().replace(/\s+/g, " ")}`);
  parts.push(question?.trim() ? `*${labels.answer}:*\n${body}` : body);
  if (listed) parts.push([`*${labels.sources}:*`, ...sources.map(sourceLine)].join("\n"));
  parts.push(`— ${labels.from}`);
  return parts.join("\n\n");
}

/** A WhatsApp link that opens the app with `text` ready to send (a reply, a paperwork draft). */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
