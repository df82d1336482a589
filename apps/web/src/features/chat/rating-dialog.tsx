// The rating dialog: five labelled stars (a radio group), optional feedback with a mic, Cancel and
// Submit (disabled until a star is chosen). Posts to /chat/rating and reports with toasts.
import { ZRatingResponse, type TRatingRequestInput } from "@sachiv/contracts";
import { RATING_LABEL_KEYS } from "@sachiv/content";
import { useMutation } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { MicButton } from "@/components/mic-button";
import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { apiRequest } from "@/lib/api";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/use-language";
import { useSpeechInput } from "@/lib/speech/use-speech-input";

export function RatingDialog({
  open,
  conversationId,
  onSubmitted,
  onCancel,
}: {
  open: boolean;
  conversationId: string | null;
  onSubmitted: () => void;
  onCancel: () => void;
}) {
  const tr = useT();
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [feedback, setFeedback] = useState("");
  const feedbackId = useId();
  const mic = useSpeechInput({ autoRestart: false, onText: (text) => setFeedback(text) });

  const reset = () => {
    mic.stop();
    setRating(0);
    setHover(0);
    setFeedback("");
  };

  const submit = useMutation({
    mutationFn: (body: TRatingRequestInput) =>
      apiRequest("/chat/rating", { method: "POST", body, schema: ZRatingResponse }),
    onSuccess: (_answer, body) => {
      toast.success(tr("rating.submitted"), { description: tr("rating.outOfFive", { rating: body.rating }) });
      reset();
      onSubmitted();
    },
    onError: () => toast.error(tr("rating.errorTitle"), { description: tr("rating.submissionFailed") }),
    // Offline, the request fails at once with its message instead of waiting for the network.
    networkMode: "always",
  });

  const onSubmit = () => {
    if (rating < 1) return;
    mic.stop();
    if (!conversationId) {
      toast.error(tr("rating.errorTitle"), { description: tr("rating.noConversation") });
      return;
    }
    submit.mutate({ conversation_id: conversationId, rating, feedback: feedback.trim() || null });
  };

  const shown = hover || rating;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          reset();
          onCancel();
        }
      }}
    >
      <DialogContent>
        <DialogTitle>{tr("rating.title")}</DialogTitle>
        <DialogDescription>{tr("rating.description")}</DialogDescription>

        <div className="flex flex-col items-center gap-1.5">
          <div
            role="radiogroup"
            aria-label={tr("rating.starsLabel")}
            className="flex gap-1"
            onMouseLeave={() => setHover(0)}
          >
            {RATING_LABEL_KEYS.map((labelKey, index) => {
              const value = index + 1;
              const label = tr("rating.starLabel", { rating: value, label: tr(labelKey) });
              return (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={rating === value}
                  aria-label={label}
                  title={label}
                  tabIndex={rating === value || (rating === 0 && value === 1) ? 0 : -1}
                  onClick={() => setRating(value)}
                  onMouseEnter={() => setHover(value)}
                  onKeyDown={(event) => {
                    if (event.key === "ArrowRight" || event.key === "ArrowUp")
                      setRating(Math.min(5, (rating || 0) + 1));
                    if (event.key === "ArrowLeft" || event.key === "ArrowDown") setRating(Math.max(1, rating - 1));
                  }}
                  className="rounded-lg p-1.5 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Star
                    className={cn("size-9", value <= shown ? "fill-accent text-accent" : "text-muted-foreground/50")}
                    aria-hidden
                  />
                </button>
              );
            })}
          </div>
          <p className="h-5 text-sm font-medium text-muted-foreground" aria-live="polite">
            {shown > 0 ? tr(RATING_LABEL_KEYS[shown - 1]!) : ""}
          </p>
        </div>

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={feedbackId}>{tr("rating.feedbackLabel")}</Label>
          <div className="relative">
            <textarea
              id={feedbackId}
              value={feedback}
              onChange={(event) => {
                if (mic.listening) mic.stop();
                setFeedback(event.target.value);
              }}
              rows={3}
              maxLength={2000}
              placeholder={tr("rating.feedbackPlaceholder")}
              className="w-full resize-none rounded-xl border border-input bg-card px-3.5 py-2.5 pr-12 text-base shadow-xs placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/30 sm:text-sm"
            />
            <MicButton mic={mic} typed={feedback} className="absolute right-1.5 bottom-2.5 size-9" />
          </div>
        </div>

        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => {
              reset();
              onCancel();
            }}
          >
            {tr("rating.cancel")}
          </Button>
          <Button onClick={onSubmit} disabled={rating < 1 || submit.isPending}>
            {tr("rating.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
