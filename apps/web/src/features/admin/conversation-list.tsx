// The conversation list: a table on wider screens, one card per conversation on phones (a table of
// five columns does not fit 390 px). Ten skeleton rows while loading, 'No conversations found'
// when empty. A row or card opens the conversation's details.
import type { TAdminConversation } from "@sachiv/contracts";
import { MessageSquareOff, Star } from "lucide-react";
import type { KeyboardEvent } from "react";
import { useAdminTabT } from "@/lib/i18n/use-admin-tab-t";
import { formatDisplayDate, formatDisplayTime, useAdminLanguage } from "./admin-dates";
import { answerOf, previewText, questionOf } from "./conversation-view";

const SKELETON_ROWS = 10;
const skeletonRows = Array.from({ length: SKELETON_ROWS }, (_, i) => i);

function Bar({ className }: { className: string }) {
  return <span className={`block h-4 animate-pulse rounded bg-muted ${className}`} />;
}

/** How many messages, whether an answer said "not found", and the channel (issue 24). */
function TurnsText({ conversation }: { conversation: TAdminConversation }) {
  const ta = useAdminTabT();
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className="whitespace-nowrap tabular-nums">
        {ta("admin.list.messageCount", { count: conversation.messages.length })}
      </span>
      {conversation.not_found && (
        <span
          className="rounded-full bg-destructive-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-destructive"
          title={ta("admin.list.notFoundTitle")}
          data-testid="not-found-flag"
        >
          {ta("admin.list.notFound")}
        </span>
      )}
      <span className="rounded-full border border-border px-2 py-0.5 text-xs whitespace-nowrap text-muted-foreground">
        {conversation.channel === "whatsapp" ? ta("admin.gaps.channel.whatsapp") : ta("admin.gaps.channel.web")}
      </span>
    </span>
  );
}

function RatingText({ rating }: { rating: number | null | undefined }) {
  const ta = useAdminTabT();
  if (!rating) return <span className="text-muted-foreground">{ta("admin.notRated")}</span>;
  return (
    <span className="inline-flex items-center gap-1 font-medium whitespace-nowrap">
      <Star className="size-3.5 fill-accent text-accent" aria-hidden />
      {ta("admin.ratingOutOfFive", { rating })}
    </span>
  );
}

export function ConversationList({
  conversations,
  loading,
  onOpen,
}: {
  conversations: TAdminConversation[];
  loading: boolean;
  onOpen: (conversation: TAdminConversation) => void;
}) {
  const ta = useAdminTabT();
  const language = useAdminLanguage();

  if (!loading && conversations.length === 0) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border bg-card px-5 py-10 text-center"
      >
        <MessageSquareOff className="size-9 text-muted-foreground" aria-hidden />
        <p className="text-lg font-semibold">{ta("admin.noConversations")}</p>
      </div>
    );
  }

  const onRowKey = (event: KeyboardEvent, conversation: TAdminConversation) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onOpen(conversation);
    }
  };

  return (
    <div aria-busy={loading}>
      {loading && (
        <span className="sr-only" role="status">
          {ta("admin.loadingConversations")}
        </span>
      )}

      {/* Tablets and desktops: the table. */}
      <div className="hidden overflow-x-auto rounded-2xl border border-border bg-card md:block">
        <table className="w-full table-fixed text-sm">
          <thead className="border-b border-border bg-muted/60 text-left text-muted-foreground">
            <tr>
              <th scope="col" className="w-[16%] px-4 py-3 font-medium">
                {ta("admin.columnUser")}
              </th>
              <th scope="col" className="w-[24%] px-4 py-3 font-medium">
                {ta("admin.columnQuestion")}
              </th>
              <th scope="col" className="w-[25%] px-4 py-3 font-medium">
                {ta("admin.columnAnswer")}
              </th>
              <th scope="col" className="w-[12%] px-4 py-3 font-medium">
                {ta("admin.list.messages")}
              </th>
              <th scope="col" className="w-[12%] px-4 py-3 font-medium">
                {ta("admin.columnDate")}
              </th>
              <th scope="col" className="w-[11%] px-4 py-3 font-medium">
                {ta("admin.columnRating")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {loading
              ? skeletonRows.map((i) => (
                  <tr key={i} data-testid="skeleton-row">
                    <td className="px-4 py-3.5">
                      <Bar className="w-4/5" />
                    </td>
                    <td className="px-4 py-3.5">
                      <Bar className="w-full" />
                    </td>
                    <td className="px-4 py-3.5">
                      <Bar className="w-full" />
                    </td>
                    <td className="px-4 py-3.5">
                      <Bar className="w-3/4" />
                    </td>
                    <td className="px-4 py-3.5">
                      <Bar className="w-3/4" />
                    </td>
                    <td className="px-4 py-3.5">
                      <Bar className="w-1/2" />
                    </td>
                  </tr>
                ))
              : conversations.map((conversation) => (
                  <tr
                    key={conversation.id}
                    tabIndex={0}
                    aria-label={ta("admin.openConversation", { email: conversation.user_email })}
                    onClick={() => onOpen(conversation)}
                    onKeyDown={(event) => onRowKey(event, conversation)}
                    className="cursor-pointer align-top transition-colors hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-offset-[-2px]"
                  >
                    <td className="truncate px-4 py-3 font-medium" title={conversation.user_email}>
                      {conversation.user_email}
                    </td>
                    <td className="px-4 py-3 break-words">{previewText(questionOf(conversation))}</td>
                    <td className="px-4 py-3 break-words text-muted-foreground">
                      {previewText(answerOf(conversation))}
                    </td>
                    <td className="px-4 py-3">
                      <TurnsText conversation={conversation} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {formatDisplayDate(conversation.created_at, language)}
                      <span className="block text-xs text-muted-foreground">
                        {formatDisplayTime(conversation.created_at, language)}
                      </span>
                    </td>
                    <td className="px-4 py-3">
                      <RatingText rating={conversation.rating} />
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
      </div>

      {/* Phones: one card per conversation. */}
      <ul className="flex flex-col gap-2.5 md:hidden">
        {loading
          ? skeletonRows.map((i) => (
              <li
                key={i}
                data-testid="skeleton-card"
                className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4"
              >
                <Bar className="w-1/2" />
                <Bar className="w-full" />
                <Bar className="w-4/5" />
              </li>
            ))
          : conversations.map((conversation) => (
              <li key={conversation.id}>
                <button
                  type="button"
                  aria-label={ta("admin.openConversation", { email: conversation.user_email })}
                  onClick={() => onOpen(conversation)}
                  className="flex w-full flex-col gap-1.5 rounded-2xl border border-border bg-card p-4 text-left text-sm shadow-xs active:bg-muted/50"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="min-w-0 truncate font-semibold">{conversation.user_email}</span>
                    <RatingText rating={conversation.rating} />
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {formatDisplayDate(conversation.created_at, language)} ·{" "}
                    {formatDisplayTime(conversation.created_at, language)}
                  </span>
                  <span className="break-words">
                    <span className="font-medium">{ta("admin.columnQuestion")}: </span>
                    {previewText(questionOf(conversation))}
                  </span>
                  <span className="break-words text-muted-foreground">
                    <span className="font-medium text-foreground">{ta("admin.columnAnswer")}: </span>
                    {previewText(answerOf(conversation))}
                  </span>
                  <TurnsText conversation={conversation} />
                </button>
              </li>
            ))}
      </ul>
    </div>
  );
}
