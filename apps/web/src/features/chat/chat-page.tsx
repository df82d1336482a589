// /chat: the message list with the welcome message, listening/thinking indicators, the input with
// mic and send, the Rate button and the rating dialog, which also opens when the official leaves
// the screen (another route, or closing the tab) with more than one message.
import { Link, useBlocker, useNavigate, useSearch } from "@tanstack/react-router";
import { CloudOff, History, Star } from "lucide-react";
import { QuestionForm } from "@/components/question-form";
import { Fragment, Suspense, lazy, useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/use-language";
import { useSpeechInput } from "@/lib/speech/use-speech-input";
import { ActivityIndicator, MessageBubble } from "./message-bubble";
import { StarterChips } from "./question-chips";
import { useRatingOwed } from "./rating-memory";
import { useChat } from "./use-chat";

// The rating dialog (Radix Dialog, zod's check of the answer) is not part of the screen's first
// load: it is fetched once there is something to rate and the answer has arrived (not while the
// answer streams, sharing a slow link with it), and mounted the first time it opens.
const loadRatingDialog = () => import("./rating-dialog");
const RatingDialog = lazy(() => loadRatingDialog().then((module) => ({ default: module.RatingDialog })));

export function ChatPage() {
  const tr = useT();
  const chat = useChat();
  const [input, setInput] = useState("");
  // A question brought by a link (?ask=, e.g. from a circular) waits in the input, to be sent or
  // changed; the URL drops it, so a reload or the back button does not type it in again.
  const { ask: askedByLink } = useSearch({ from: "/_protected/chat" });
  const navigate = useNavigate({ from: "/chat" });
  const [takenAsk, setTakenAsk] = useState<string | undefined>(undefined);
  if (askedByLink && askedByLink !== takenAsk) {
    setTakenAsk(askedByLink);
    setInput(askedByLink);
  }
  useEffect(() => {
    if (askedByLink) void navigate({ search: {}, replace: true });
  }, [askedByLink, navigate]);
  const [ratingOpen, setRatingOpen] = useState(false);
  const mic = useSpeechInput({ autoRestart: true, onText: (text) => setInput(text) });

  const canRate = chat.messages.length > 1;
  // Spec §4: after the rating is submitted or cancelled, leaving no longer asks — remembered per
  // conversation, so a rated or already-asked conversation never asks again (rating-memory.ts).
  const rating = useRatingOwed(chat.conversationId, canRate, !chat.isLoading);
  const guardActive = rating.owed;
  useEffect(() => {
    if (canRate && !chat.isLoading) void loadRatingDialog().catch(() => undefined);
  }, [canRate, chat.isLoading]);

  const blocker = useBlocker({
    // Opening an answer's cited passage is not leaving the conversation: its back button returns.
    shouldBlockFn: ({ next }) => guardActive && !next.pathname.startsWith("/source/"),
    enableBeforeUnload: false,
    withResolver: true,
  });
  // A blocked navigation asks for the rating first.
  const dialogOpen = ratingOpen || blocker.status === "blocked";
  // Once mounted, the dialog stays mounted, so that it can play its closing animation.
  const [ratingMounted, setRatingMounted] = useState(false);
  if (dialogOpen && !ratingMounted) setRatingMounted(true);

  // Closing the tab: the browser asks to stay; staying shows the rating dialog.
  useEffect(() => {
    if (!guardActive) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      setRatingOpen(true);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [guardActive]);

  // Follow the reply as it streams, but stop once its first line reaches the header, so a long
  // answer is read from its start; an official who scrolls by hand is left where they are.
  // The page scrolls (not an inner box) and the input sticks to its bottom.
  const last = chat.messages[chat.messages.length - 1];
  const count = chat.messages.length;
  const seenCount = useRef(count);
  const following = useRef(false);
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const stopFollowing = () => {
      following.current = false;
    };
    const options = { passive: true } as const;
    window.addEventListener("wheel", stopFollowing, options);
    window.addEventListener("touchmove", stopFollowing, options);
    return () => {
      window.removeEventListener("wheel", stopFollowing);
      window.removeEventListener("touchmove", stopFollowing);
    };
  }, []);
  useEffect(() => {
    const page = document.scrollingElement;
    if (!page) return;
    if (count !== seenCount.current) {
      seenCount.current = count;
      following.current = true;
    }
    if (!following.current) return;
    const toBottom = page.scrollHeight - page.clientHeight - page.scrollTop;
    const bubbles = document.querySelectorAll("#chat-messages > li");
    const reply = bubbles[bubbles.length - 1];
    const headerBottom = headerRef.current?.getBoundingClientRect().bottom ?? 0;
    const room = reply ? reply.getBoundingClientRect().top - headerBottom - 8 : toBottom;
    const delta = Math.min(toBottom, Math.max(0, room));
    if (delta > 0) window.scrollBy({ top: delta });
  }, [count, last?.content, last?.sources, mic.listening, chat.isLoading]);

  const canSend = input.trim() !== "" && !chat.isLoading;
  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    mic.stop();
    const text = input;
    setInput("");
    void chat.send(text);
  };

  // Cancel only closes the dialog: the conversation stays as it is.
  const closeRating = () => {
    setRatingOpen(false);
    rating.markAsked();
    if (blocker.status === "blocked") blocker.proceed();
  };

  const lastIsEmptyReply = last?.role === "assistant" && last.streaming && last.content === "";
  const ask = (question: string) => {
    if (chat.isLoading) return;
    mic.stop();
    void chat.send(question);
  };

  return (
    <section className="flex flex-1 flex-col gap-4">
      {/* Sticky, so Rate stays in reach on a phone however long the conversation gets. */}
      <header
        ref={headerRef}
        className="sticky top-14 z-20 -mx-4 -mt-5 flex items-start justify-between gap-3 border-b border-border/60 bg-background px-4 py-3 sm:-mx-6 sm:px-6 lg:top-0 lg:-mx-10 lg:-mt-8 lg:px-10 lg:py-5"
      >
        <div className="flex min-w-0 flex-col gap-0.5">
          <h1 className="text-xl font-bold leading-snug sm:text-3xl">{tr("page.chat.title")}</h1>
          {/* On a phone the line gives way to the conversation once it starts. */}
          <p className={cn("text-sm text-muted-foreground sm:block sm:text-base", canRate && "hidden")}>
            {tr("chat.subtitle")}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Button variant="outline" size="icon" asChild className="size-12">
            <Link to="/history" aria-label={tr("nav.history")} title={tr("nav.history")}>
              <History aria-hidden />
            </Link>
          </Button>
          <Button variant="outline" size="sm" disabled={!canRate} onClick={() => setRatingOpen(true)}>
            <Star aria-hidden />
            {tr("chat.rate")}
          </Button>
        </div>
      </header>

      <ol
        id="chat-messages"
        aria-label={tr("chat.messagesLabel")}
        aria-live="polite"
        aria-busy={chat.isLoading}
        className="flex flex-1 flex-col gap-3"
      >
        {chat.messages.map((message, index) =>
          message === last && lastIsEmptyReply ? null : (
            <Fragment key={message.id}>
              <MessageBubble
                message={message}
                text={message.welcome ? tr("chat.welcome") : message.content}
                speaking={chat.speakingId === message.id}
                onToggleAudio={() => chat.toggleAudio(message.id)}
                question={chat.messages[index - 1]?.role === "user" ? chat.messages[index - 1]!.content : undefined}
                isLast={message === last}
                busy={chat.isLoading}
                onAsk={ask}
              />
              {(message.queued || message.reconnecting) && (
                <li
                  className={cn(
                    "flex items-center gap-2 text-base text-muted-foreground",
                    message.role === "user" && "self-end",
                  )}
                >
                  <CloudOff className="size-4 shrink-0" aria-hidden />
                  {tr(message.queued ? "chat.queued" : "chat.reconnecting")}
                </li>
              )}
            </Fragment>
          ),
        )}
        {lastIsEmptyReply && <ActivityIndicator label={tr("chat.thinking")} />}
        {mic.listening && <ActivityIndicator label={tr("chat.listening")} />}
      </ol>
      {count === 1 && !chat.isLoading && <StarterChips disabled={chat.isLoading} onAsk={ask} />}
      <p className="sr-only" role="status">
        {mic.listening ? tr("chat.listening") : lastIsEmptyReply ? tr("chat.thinking") : ""}
      </p>

      <QuestionForm
        id="chat-input"
        label={tr("chat.inputLabel")}
        placeholder={tr("chat.placeholder")}
        sendLabel={tr("chat.send")}
        maxLength={4000}
        value={input}
        onChange={setInput}
        onSubmit={onSubmit}
        canSend={canSend}
        mic={mic}
        className="sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-20 -mx-1 bg-card shadow-md lg:bottom-4"
      />

      {ratingMounted && (
        <Suspense fallback={null}>
          <RatingDialog
            open={dialogOpen}
            conversationId={chat.conversationId}
            onSubmitted={closeRating}
            onCancel={closeRating}
          />
        </Suspense>
      )}
    </section>
  );
}
