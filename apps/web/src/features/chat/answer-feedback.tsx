// 👍/👎 under an answer: POST /chat/messages/:id/feedback (one per user per answer, changeable).
// The choice is also kept on the phone by message id, so the pressed thumb shows again later.
import type { TFeedback, TFeedbackValue } from "@sachiv/contracts";
import { useMutation } from "@tanstack/react-query";
import { ThumbsDown, ThumbsUp } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/use-language";
import { readStorage, writeStorage } from "@/lib/storage";
import { toast } from "@/lib/toast";

const FEEDBACK_KEY = "ai-sachiv.answer-feedback";
const REMEMBERED = 500;

function remembered(): [string, TFeedbackValue][] {
  try {
    const parsed: unknown = JSON.parse(readStorage(FEEDBACK_KEY) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter(
          (e): e is [string, TFeedbackValue] =>
            Array.isArray(e) && typeof e[0] === "string" && (e[1] === "up" || e[1] === "down"),
        )
      : [];
  } catch {
    return [];
  }
}

function remember(messageId: string, value: TFeedbackValue | null) {
  const entries = remembered().filter(([id]) => id !== messageId);
  if (value) entries.push([messageId, value]);
  writeStorage(FEEDBACK_KEY, JSON.stringify(entries.slice(-REMEMBERED)));
}

export function AnswerFeedback({ messageId }: { messageId: string }) {
  const tr = useT();
  const [value, setValue] = useState<TFeedbackValue | null>(
    () => remembered().find(([id]) => id === messageId)?.[1] ?? null,
  );
  const give = useMutation({
    // No zod here: the chat screen's first load stays without it (first-load-budget.test.ts).
    mutationFn: (next: TFeedbackValue) =>
      apiRequest<TFeedback>(`/chat/messages/${messageId}/feedback`, { method: "POST", body: { value: next } }),
    onMutate: (next) => {
      const before = value;
      setValue(next);
      return { before };
    },
    onSuccess: (saved, next) => {
      remember(messageId, saved.value === "up" || saved.value === "down" ? saved.value : next);
      toast.success(tr("feedback.thanks"), { duration: 2000 });
    },
    onError: (_error, _next, context) => {
      setValue(context?.before ?? null);
      toast.error(tr("feedback.failed"), { duration: 2000 });
    },
    networkMode: "always",
  });

  const thumb = (which: TFeedbackValue) => {
    const pressed = value === which;
    const Icon = which === "up" ? ThumbsUp : ThumbsDown;
    const label = tr(which === "up" ? "feedback.up" : "feedback.down");
    return (
      <Button
        variant="ghost"
        size="icon"
        className={cn(
          "size-12 rounded-full text-muted-foreground",
          pressed && (which === "up" ? "bg-primary-soft text-primary" : "bg-destructive-soft text-destructive"),
        )}
        aria-pressed={pressed}
        aria-label={label}
        title={label}
        disabled={give.isPending}
        onClick={() => {
          if (!pressed) give.mutate(which);
        }}
      >
        <Icon className={cn(pressed && "fill-current")} aria-hidden />
      </Button>
    );
  };

  return (
    <div role="group" aria-label={tr("feedback.label")} className="flex items-center">
      {thumb("up")}
      {thumb("down")}
    </div>
  );
}
