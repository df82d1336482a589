// The ask box under a conversation (the chat, questions about a document): mic, text, send.
// Enter sends, Shift+Enter breaks the line; typing while listening stops listening (spec §4).
import type { FormEvent } from "react";
import { SendHorizontal } from "lucide-react";
import { MicButton } from "@/components/mic-button";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { TSpeechInput } from "@/lib/speech/use-speech-input";

export type TQuestionFormProps = {
  id: string;
  label: string;
  placeholder: string;
  sendLabel: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event?: FormEvent) => void;
  canSend: boolean;
  mic: TSpeechInput;
  className?: string;
};

export function QuestionForm({
  id,
  label,
  placeholder,
  sendLabel,
  maxLength,
  value,
  onChange,
  onSubmit,
  canSend,
  mic,
  className,
}: TQuestionFormProps) {
  return (
    <form
      onSubmit={onSubmit}
      className={cn(
        "flex items-end gap-2 rounded-2xl border border-border p-2 focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/25",
        className,
      )}
    >
      <MicButton mic={mic} typed={value} />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={1}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => {
          if (mic.listening) mic.stop();
          onChange(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSubmit();
          }
        }}
        className="max-h-36 min-h-12 flex-1 resize-none rounded-xl bg-transparent px-2 py-2.5 text-base leading-normal [field-sizing:content] placeholder:text-muted-foreground/70 focus-visible:outline-none sm:text-sm"
      />
      <Button type="submit" size="icon" className="size-11 rounded-full" disabled={!canSend} aria-label={sendLabel}>
        <SendHorizontal aria-hidden />
      </Button>
    </form>
  );
}
