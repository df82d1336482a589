// The chat about the analysed document (shown only after analysis): questions typed or spoken,
// answers rendered as sanitised markdown like the main chat's.
import { DOCUMENT_QUESTION_MAX_LENGTH } from "@sachiv/contracts";
import { MessageSquareText } from "lucide-react";
import { QuestionForm } from "@/components/question-form";
import { useState, type FormEvent } from "react";
import { Card } from "@/components/ui/card";
import { ActivityIndicator, ChatMarkdown } from "@/features/chat/message-bubble";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/use-language";
import { useSpeechInput } from "@/lib/speech/use-speech-input";
import type { TDocumentChat } from "./use-document-chat";

export function DocumentChat({ chat }: { chat: TDocumentChat }) {
  const tr = useT();
  const [input, setInput] = useState("");
  const mic = useSpeechInput({ autoRestart: false, onText: (text) => setInput(text) });
  const canSend = input.trim() !== "" && !chat.isAnswering;

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    mic.stop();
    const question = input;
    setInput("");
    void chat.ask(question);
  };

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6" aria-labelledby="document-chat-title">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <MessageSquareText className="size-5" aria-hidden />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id="document-chat-title" className="text-lg font-semibold leading-snug">
            {tr("document.chatTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">{tr("document.chatHint")}</p>
        </div>
      </div>

      {(chat.messages.length > 0 || chat.isAnswering) && (
        <ol
          aria-label={tr("document.chatLabel")}
          aria-live="polite"
          aria-busy={chat.isAnswering}
          className="flex flex-col gap-3"
        >
          {chat.messages.map((message) => {
            const isUser = message.role === "user";
            return (
              <li key={message.id} className={cn("flex w-full", isUser ? "justify-end" : "justify-start")}>
                <article
                  aria-label={isUser ? tr("chat.you") : tr("chat.assistant")}
                  className={cn(
                    "max-w-[88%] rounded-2xl px-4 py-3 text-base leading-relaxed shadow-xs sm:max-w-[80%]",
                    isUser
                      ? "rounded-br-md bg-primary text-primary-foreground"
                      : "rounded-bl-md border border-border bg-background",
                    message.error && "border-destructive/25 bg-destructive-soft text-destructive",
                  )}
                >
                  {isUser ? (
                    <p className="whitespace-pre-wrap break-words">{message.content}</p>
                  ) : message.error ? (
                    <p role="alert">{tr(message.error)}</p>
                  ) : (
                    <ChatMarkdown text={message.content} />
                  )}
                </article>
              </li>
            );
          })}
          {chat.isAnswering && <ActivityIndicator label={tr("document.answering")} />}
        </ol>
      )}
      <p className="sr-only" role="status">
        {chat.isAnswering ? tr("document.answering") : mic.listening ? tr("chat.listening") : ""}
      </p>

      <QuestionForm
        id="document-question"
        label={tr("document.questionLabel")}
        placeholder={tr("document.questionPlaceholder")}
        sendLabel={tr("document.ask")}
        maxLength={DOCUMENT_QUESTION_MAX_LENGTH}
        value={input}
        onChange={setInput}
        onSubmit={onSubmit}
        canSend={canSend}
        mic={mic}
        className="bg-background"
      />
    </Card>
  );
}
