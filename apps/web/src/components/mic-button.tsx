// The microphone toggle beside a text box (chat, rating feedback, document questions): starts
// speech input after the text already typed, red while listening.
import { Mic, MicOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n/use-language";
import type { TSpeechInput } from "@/lib/speech/use-speech-input";
import { cn } from "@/lib/cn";

export function MicButton({ mic, typed, className }: { mic: TSpeechInput; typed: string; className?: string }) {
  const tr = useT();
  return (
    <Button
      type="button"
      variant={mic.listening ? "destructive" : "secondary"}
      size="icon"
      className={cn("size-11 rounded-full", className)}
      onClick={() => mic.toggle(typed)}
      aria-label={mic.listening ? tr("chat.micStop") : tr("chat.micStart")}
      aria-pressed={mic.listening}
    >
      {mic.listening ? <MicOff aria-hidden /> : <Mic aria-hidden />}
    </Button>
  );
}
