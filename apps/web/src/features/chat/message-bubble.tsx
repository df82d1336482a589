// One chat bubble: markdown text (chat-markdown.tsx, loaded on first use), the
// reply's sources, the actions play/pause, copy and share on WhatsApp (plain WhatsApp text with
// the question), 👍/👎, and under it the questions to tap next.
import { Suspense, lazy, memo } from "react";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/use-language";
import { StarterChips, answerMissed } from "./question-chips";
import type { TChatBubble } from "./use-chat";

// The markdown renderer (markdown-to-jsx) with the first reply text: the greeting shows as text at once.
const MarkdownText = lazy(() => import("./chat-markdown").then((module) => ({ default: module.MarkdownText })));
// 👍/👎 (with React Query's mutation) only once an answer is complete: not in the screen's first load.
const FollowUpChips = lazy(() => import("./follow-up-chips").then((module) => ({ default: module.FollowUpChips })));
// A reply's sources come with it, never with the first paint (the greeting has none).
const AnswerSources = lazy(() => import("./answer-sources").then((module) => ({ default: module.AnswerSources })));
// Play, copy, share and 👍/👎 come a moment after the first paint: a placeholder holds their row.
const MessageActions = lazy(() => import("./message-actions").then((module) => ({ default: module.MessageActions })));

/** A rough plain text of the markdown, shown for the moment the markdown renderer is on its way. */
function roughText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}#{1,6}\s+/gm, "")
    .replace(/[*_`~]+/g, "");
}

/** A reply's markdown, rendered by chat-markdown.tsx once it has loaded; plain text until then. */
export const ChatMarkdown = memo(function ChatMarkdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<div className="chat-markdown whitespace-pre-wrap break-words">{roughText(text)}</div>}>
      <MarkdownText text={text} />
    </Suspense>
  );
});

export function MessageBubble({
  message,
  text,
  speaking,
  onToggleAudio,
  question,
  isLast = false,
  busy = false,
  onAsk,
}: {
  message: TChatBubble;
  /** What the bubble says (the welcome text follows the language). */
  text: string;
  speaking: boolean;
  onToggleAudio: () => void;
  /** The question this answer answers: copied and shared with it, and followed up. */
  question?: string;
  /** The newest message: only it offers follow-ups. */
  isLast?: boolean;
  /** A reply is on its way: the chips wait. */
  busy?: boolean;
  onAsk?: (question: string) => void;
}) {
  const tr = useT();
  const isUser = message.role === "user";
  const error = message.error;
  const errorText = error ? ("key" in error.text ? tr(error.text.key) : error.text.message) : "";
  const answer = [text, errorText].filter(Boolean).join("\n\n");
  const showActions = !isUser && !message.streaming && answer !== "";
  const answered = showActions && !message.welcome && !error;
  const missed = answered && answerMissed(message.status, text);

  return (
    <li className={cn("flex w-full flex-col gap-3", isUser ? "items-end" : "items-start")}>
      <article
        aria-label={isUser ? tr("chat.you") : tr("chat.assistant")}
        className={cn(
          "flex max-w-[88%] flex-col gap-2 rounded-2xl px-4 py-3 text-base leading-relaxed shadow-xs sm:max-w-[75%]",
          isUser
            ? "rounded-br-md bg-primary text-primary-foreground"
            : "rounded-bl-md border border-border bg-card text-card-foreground",
        )}
      >
        {isUser ? <p className="whitespace-pre-wrap break-words">{text}</p> : text && <ChatMarkdown text={text} />}

        {error && (
          <div
            role="alert"
            className="flex flex-col gap-1.5 rounded-xl bg-destructive-soft px-3 py-2 text-sm text-destructive"
          >
            <p className="font-medium">{errorText}</p>
            <p className="font-semibold">{tr("chatError.suggestionsTitle")}</p>
            <ul className="list-disc pl-5">
              {error.suggestions.map((key) => (
                <li key={key}>{tr(key)}</li>
              ))}
            </ul>
          </div>
        )}

        {message.sources && message.sources.length > 0 && (
          <Suspense fallback={null}>
            <AnswerSources sources={message.sources} />
          </Suspense>
        )}

        {message.offline && <p className="text-xs text-muted-foreground">{tr("chat.offline")}</p>}

        {showActions && (
          <Suspense fallback={<div className="h-12" />}>
            <MessageActions
              message={message}
              answer={answer}
              question={question}
              answered={answered}
              missed={missed}
              speaking={speaking}
              onToggleAudio={onToggleAudio}
            />
          </Suspense>
        )}
      </article>
      {isLast && onAsk && missed && <StarterChips disabled={busy} onAsk={onAsk} className="w-full" />}
      {isLast && onAsk && answered && !missed && question && (
        <Suspense fallback={null}>
          <FollowUpChips question={question} disabled={busy} onAsk={onAsk} />
        </Suspense>
      )}
    </li>
  );
}

/** The 'listening' / 'thinking' line under the messages. */
export function ActivityIndicator({ label }: { label: string }) {
  return (
    <li className="flex justify-start" aria-hidden>
      <span className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-3 py-1.5 text-sm font-medium text-primary">
        <span className="flex gap-1">
          {[0, 1, 2].map((i) => (
            <span
              key={i}
              className="size-1.5 animate-bounce rounded-full bg-primary motion-reduce:animate-none"
              style={{ animationDelay: `${i * 150}ms` }}
            />
          ))}
        </span>
        {label}
      </span>
    </li>
  );
}
