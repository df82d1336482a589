// One chat bubble: markdown text (chat-markdown.tsx, loaded on first use), the
// reply's sources, the actions play/pause, copy and share on WhatsApp (plain WhatsApp text with
// the question), 👍/👎, and under it the questions to tap next.
import { Copy, ExternalLink, Pause, Volume2 } from "lucide-react";
import { Link } from "@tanstack/react-router";
import { Suspense, lazy, memo } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/use-language";
import { StarterChips, answerMissed } from "./question-chips";
import { shareText } from "./share-text";
import type { TChatBubble } from "./use-chat";
import { WhatsAppIcon } from "./whatsapp-icon";

const COPY_TOAST_MS = 2000;

// The markdown renderer (markdown-to-jsx) with the first reply text: the greeting shows as text at once.
const MarkdownText = lazy(() => import("./chat-markdown").then((module) => ({ default: module.MarkdownText })));
// 👍/👎 (with React Query's mutation) only once an answer is complete: not in the screen's first load.
const FollowUpChips = lazy(() => import("./follow-up-chips").then((module) => ({ default: module.FollowUpChips })));
const AnswerFeedback = lazy(() => import("./answer-feedback").then((module) => ({ default: module.AnswerFeedback })));

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

export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

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
  const plainText = shareText({
    question,
    answer,
    sources: message.sources,
    labels: {
      question: tr("share.question"),
      answer: tr("share.answer"),
      sources: tr("chat.sources"),
      from: tr("share.from"),
    },
  });
  const showActions = !isUser && !message.streaming && answer !== "";
  const answered = showActions && !message.welcome && !error;
  const missed = answered && answerMissed(message.status, text);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(plainText);
      toast.success(tr("chat.copied"), { duration: COPY_TOAST_MS });
    } catch {
      toast.error(tr("chat.copyFailed"), { duration: COPY_TOAST_MS });
    }
  };

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
          <section className="flex flex-col gap-1.5 border-t border-border pt-2">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {tr("chat.sources")}
            </h3>
            <ol className="flex flex-col gap-1.5">
              {message.sources.map((source, index) => (
                <li key={`${source.title}-${index}`} className="text-sm">
                  {source.passage_id ? (
                    <>
                      <Link
                        to="/source/$passageId"
                        params={{ passageId: source.passage_id }}
                        aria-label={tr("source.open", { title: source.title })}
                        className="flex min-h-12 flex-col justify-center rounded-lg py-1 text-base font-medium text-primary"
                      >
                        <span className="underline underline-offset-2">{source.title}</span>
                        {(source.section || source.page) && (
                          <span className="text-sm font-normal text-muted-foreground">
                            {[source.section, source.page ? tr("source.page", { page: source.page }) : ""]
                              .filter(Boolean)
                              .join(" · ")}
                          </span>
                        )}
                      </Link>
                      {source.url && (
                        <a
                          href={source.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex min-h-12 items-center gap-1 text-sm text-muted-foreground underline underline-offset-2"
                        >
                          <span>{tr("source.official")}</span>
                          <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                          <span className="sr-only">({tr("chat.opensInNewTab")})</span>
                        </a>
                      )}
                    </>
                  ) : source.url ? (
                    <a
                      href={source.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-start gap-1 font-medium text-primary underline underline-offset-2"
                    >
                      <span>{source.title}</span>
                      <ExternalLink className="mt-1 size-3.5 shrink-0" aria-hidden />
                      <span className="sr-only">({tr("chat.opensInNewTab")})</span>
                    </a>
                  ) : (
                    <span className="font-medium">{source.title}</span>
                  )}
                  {source.snippet && <p className="line-clamp-2 text-xs text-muted-foreground">{source.snippet}</p>}
                </li>
              ))}
            </ol>
          </section>
        )}

        {message.offline && <p className="text-xs text-muted-foreground">{tr("chat.offline")}</p>}

        {showActions && (
          <div className="-mb-1 -ml-2 flex flex-wrap items-center gap-0.5">
            <Button
              variant="ghost"
              size="icon"
              className="size-12 rounded-full text-muted-foreground [&_svg]:size-5"
              onClick={onToggleAudio}
              aria-label={speaking ? tr("chat.pause") : tr("chat.play")}
              aria-pressed={speaking}
              title={speaking ? tr("chat.pause") : tr("chat.play")}
            >
              {speaking ? <Pause aria-hidden /> : <Volume2 aria-hidden />}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-12 rounded-full text-muted-foreground [&_svg]:size-5"
              onClick={() => void onCopy()}
              aria-label={tr("chat.copy")}
              title={tr("chat.copy")}
            >
              <Copy aria-hidden />
            </Button>
            <Button variant="ghost" size="icon" className="size-12 rounded-full [&_svg]:size-6" asChild>
              <a
                href={whatsappShareUrl(plainText)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={tr("chat.share")}
                title={tr("chat.share")}
              >
                <WhatsAppIcon />
              </a>
            </Button>
            {answered && message.messageId && (
              <>
                <span aria-hidden className="mx-1 h-6 w-px bg-border" />
                <Suspense fallback={<span className="h-12 w-24" />}>
                  <AnswerFeedback messageId={message.messageId} />
                </Suspense>
              </>
            )}
          </div>
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
