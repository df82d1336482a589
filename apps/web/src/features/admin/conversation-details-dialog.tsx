// 'Conversation Details': the user's email and date, every message under its role heading
// (sanitised markdown, as in the chat) with an answer's sources — a knowledge-base one opens its
// cited passage in a new tab — a model's answer flagged when its source markers name a passage it
// was not given or none at all, the rating as n/5 and any feedback.
import type { TAdminConversation } from "@sachiv/contracts";
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { ChatMarkdown } from "@/features/chat/message-bubble";
import { cn } from "@/lib/cn";
import { useAdminT } from "@/lib/i18n/use-admin-t";
import { formatDisplayDate, formatDisplayTime, useAdminLanguage } from "./admin-dates";
import { GroundingFlag } from "./grounding-flag";

export function ConversationDetailsDialog({
  conversation,
  onClose,
  answerAction,
}: {
  conversation: TAdminConversation | null;
  onClose: () => void;
  /** Under each answer, given the question it answers: "write approved answer" (issue 24). */
  answerAction?: (question: string) => ReactNode;
}) {
  const ta = useAdminT();
  const language = useAdminLanguage();
  return (
    <Dialog open={conversation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[88dvh] grid-rows-[auto_1fr_auto] overflow-hidden sm:max-w-2xl">
        {conversation && (
          <>
            <div className="flex flex-col gap-1">
              <DialogTitle>{ta("admin.detailsTitle")}</DialogTitle>
              <DialogDescription className="break-all">
                {conversation.user_email} · {formatDisplayDate(conversation.created_at, language)},{" "}
                {formatDisplayTime(conversation.created_at, language)}
              </DialogDescription>
            </div>
            <div className="-mx-1 flex min-h-0 flex-col gap-3 overflow-y-auto px-1">
              {conversation.messages.map((message, index) => (
                <section
                  key={index}
                  className={cn(
                    "flex flex-col gap-1 rounded-xl border px-3.5 py-2.5 text-sm",
                    message.role === "user" ? "border-primary/20 bg-primary-soft" : "border-border bg-card",
                  )}
                >
                  <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    {message.role === "user" ? ta("admin.roleUser") : ta("admin.roleAssistant")}
                  </h3>
                  <GroundingFlag message={message} />
                  <ChatMarkdown text={message.content} />
                  {message.sources && message.sources.length > 0 && (
                    <div className="mt-1 flex flex-col gap-0.5 border-t border-border pt-1.5">
                      <h4 className="text-xs font-semibold text-muted-foreground">{ta("admin.sources")}</h4>
                      <ul className="flex flex-col">
                        {message.sources.map((source, i) => (
                          <li key={`${source.title}-${i}`}>
                            {source.passage_id ? (
                              <Link
                                to="/source/$passageId"
                                params={{ passageId: source.passage_id }}
                                target="_blank"
                                rel="noopener"
                                aria-label={ta("admin.openPassage", { title: source.title })}
                                className="inline-flex min-h-10 items-center text-primary underline underline-offset-2"
                              >
                                {[source.title, source.section, source.page ? `p. ${source.page}` : ""]
                                  .filter(Boolean)
                                  .join(" · ")}
                              </Link>
                            ) : (
                              <span className="inline-flex min-h-10 items-center">{source.title}</span>
                            )}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {message.role === "assistant" &&
                    answerAction?.(
                      conversation.messages[index - 1]?.role === "user"
                        ? conversation.messages[index - 1]!.content
                        : "",
                    )}
                </section>
              ))}
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-muted px-3.5 py-2.5 text-sm">
                <dt className="font-medium">{ta("admin.rating")}</dt>
                <dd>
                  {conversation.rating
                    ? ta("admin.ratingOutOfFive", { rating: conversation.rating })
                    : ta("admin.notRated")}
                </dd>
                {conversation.feedback && (
                  <>
                    <dt className="font-medium">{ta("admin.feedback")}</dt>
                    <dd className="break-words whitespace-pre-wrap">{conversation.feedback}</dd>
                  </>
                )}
              </dl>
            </div>
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button variant="outline">{ta("admin.close")}</Button>
              </DialogClose>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
