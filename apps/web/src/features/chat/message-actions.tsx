// A reply's actions: play/pause, copy and share on WhatsApp (plain WhatsApp text with the
// question), and 👍/👎 once the answer is on record. Loaded just after the chat's first paint.
import { DRAFT_SUGGESTION_LABEL, suggestDraft } from "@sachiv/content";
import { Link } from "@tanstack/react-router";
import { Copy, FilePen, Pause, Volume2 } from "lucide-react";
import { Suspense, lazy, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { useLanguage, useT } from "@/lib/i18n/use-language";
import { toast } from "@/lib/toast";
import { shareText, whatsappShareUrl } from "./share-text";
import type { TChatBubble } from "./use-chat";
import { WhatsAppIcon } from "./whatsapp-icon";

const COPY_TOAST_MS = 2000;

// 👍/👎 (with React Query's mutation) only once an answer is complete.
const AnswerFeedback = lazy(() => import("./answer-feedback").then((module) => ({ default: module.AnswerFeedback })));

export { whatsappShareUrl };

export function MessageActions({
  message,
  answer,
  question,
  answered,
  missed = false,
  speaking,
  onToggleAudio,
}: {
  message: TChatBubble;
  /** The bubble's text with its error, as shown. */
  answer: string;
  question?: string;
  /** A complete answer (not the greeting, not an error): it can be rated. */
  answered: boolean;
  /** The answer found nothing to say: no draft is offered from it. */
  missed?: boolean;
  speaking: boolean;
  onToggleAudio: () => void;
}) {
  const tr = useT();
  const [language] = useLanguage();
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

  // "इसका नोटिस बनाएँ": an answer about a meeting, an application or a reply opens its draft.
  const draft = useMemo(
    () =>
      answered && !missed && question
        ? suggestDraft({
            question,
            sources: message.sources,
            today: new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()),
          })
        : null,
    [answered, missed, question, message.sources],
  );

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(plainText);
      toast.success(tr("chat.copied"), { duration: COPY_TOAST_MS });
    } catch {
      toast.error(tr("chat.copyFailed"), { duration: COPY_TOAST_MS });
    }
  };

  return (
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
      {draft && (
        <Button variant="outline" size="sm" className="mx-1 h-10 rounded-full" asChild>
          <Link to="/drafts" search={{ template: draft.template, date: draft.date, topic: draft.topic }}>
            <FilePen aria-hidden />
            {DRAFT_SUGGESTION_LABEL[draft.template][language]}
          </Link>
        </Button>
      )}
      {answered && message.messageId && (
        <>
          <span aria-hidden className="mx-1 h-6 w-px bg-border" />
          <Suspense fallback={<span className="h-12 w-24" />}>
            <AnswerFeedback messageId={message.messageId} />
          </Suspense>
        </>
      )}
    </div>
  );
}
