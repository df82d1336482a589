// Questions to tap instead of typing: the starters (packages/content's chatSuggestions, which the
// starter knowledge base answers well) in the empty chat and under a "not found" answer; the chip
// list that the follow-ups (follow-up-chips.tsx) share.
import { chatSuggestions, offlineAnswerTexts } from "@sachiv/content";
import type { TAnswerStatus } from "@sachiv/contracts";
import { MessageCircleQuestion } from "lucide-react";
import { cn } from "@/lib/cn";
import { useLanguage, useT } from "@/lib/i18n/use-language";

const chipClass =
  "inline-flex min-h-12 items-center rounded-2xl border border-primary/30 bg-primary-soft px-4 py-2 text-left text-base font-medium leading-snug text-primary transition-colors hover:bg-primary-soft/70 disabled:opacity-60";

/**
 * Whether an answer could not answer: the done event's status when the server sends one,
 * otherwise the offline answerer's own "not found" sentence (in either language).
 */
export function answerMissed(status: TAnswerStatus | undefined, content: string): boolean {
  if (status) return status !== "answered";
  const said = content.replace(/\s+/g, " ");
  return [offlineAnswerTexts.notFound.hindi, offlineAnswerTexts.notFound.hinglish].some((text) =>
    said.includes(text.split(/[।.]/)[0]!),
  );
}

export function ChipList({
  title,
  items,
  disabled,
  onAsk,
  className,
}: {
  title: string;
  items: { label: string; ask: string }[];
  disabled: boolean;
  onAsk: (question: string) => void;
  className?: string;
}) {
  return (
    <section aria-label={title} className={cn("flex flex-col gap-2", className)}>
      <h2 className="flex items-center gap-1.5 text-base font-semibold text-muted-foreground">
        <MessageCircleQuestion className="size-5" aria-hidden />
        {title}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.label}>
            <button type="button" className={chipClass} disabled={disabled} onClick={() => onAsk(item.ask)}>
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The starter questions, in the current language. */
export function StarterChips({
  disabled,
  onAsk,
  className,
}: {
  disabled: boolean;
  onAsk: (question: string) => void;
  className?: string;
}) {
  const tr = useT();
  const [language] = useLanguage();
  const items = chatSuggestions.map((s) => ({ label: s[language], ask: s[language] }));
  return (
    <ChipList title={tr("chat.startersTitle")} items={items} disabled={disabled} onAsk={onAsk} className={className} />
  );
}
