// The generate-image modal: the prompt, examples and the permitted-use hint. Its own module, so
// that Radix Dialog loads when the official first opens it (document-page.tsx), not with /document.
import type { TUiKey } from "@sachiv/content";
import { IMAGE_PROMPT_MAX_LENGTH } from "@sachiv/contracts";
import { LoaderCircle, ShieldCheck, Sparkles } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { useT } from "@/lib/i18n/use-language";
import type { TGeneratedImage, TImageGeneration } from "./use-image-generation";

const EXAMPLE_KEYS = [
  "image.example1",
  "image.example2",
  "image.example3",
  "image.example4",
] as const satisfies readonly TUiKey[];

export function ImageGeneratorDialog({
  open,
  onOpenChange,
  generation,
  onGenerated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  generation: TImageGeneration;
  onGenerated: (image: TGeneratedImage) => void;
}) {
  const tr = useT();
  const [prompt, setPrompt] = useState("");
  const generating = generation.phase === "generating";

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const image = await generation.generate(prompt);
    if (!image) return;
    onGenerated(image);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[92dvh] overflow-y-auto sm:max-w-lg"
        // Not the textarea: on a phone the keyboard would cover the examples before they are seen.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        <DialogTitle>{tr("image.dialogTitle")}</DialogTitle>
        <DialogDescription>{tr("image.dialogDescription")}</DialogDescription>
        <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="image-prompt" className="text-sm font-medium">
              {tr("image.promptLabel")}
            </label>
            <textarea
              id="image-prompt"
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
              maxLength={IMAGE_PROMPT_MAX_LENGTH}
              rows={4}
              placeholder={tr("image.promptPlaceholder")}
              className="min-h-24 w-full resize-y rounded-xl border border-input bg-card px-3.5 py-2.5 text-base leading-relaxed placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 sm:text-sm"
            />
          </div>
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">{tr("image.examplesTitle")}</h3>
            <ul className="flex flex-col gap-1.5">
              {EXAMPLE_KEYS.map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    onClick={() => setPrompt(tr(key))}
                    className="w-full rounded-xl border border-border bg-muted/60 px-3 py-2 text-left text-sm leading-relaxed hover:border-primary hover:bg-primary-soft"
                  >
                    {tr(key)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <p className="flex items-start gap-2 rounded-xl bg-accent-soft px-3 py-2 text-sm text-accent-foreground">
            <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            {tr("image.permittedUse")}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {tr("image.close")}
            </Button>
            <Button type="submit" disabled={generating}>
              {generating ? (
                <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
              ) : (
                <Sparkles aria-hidden />
              )}
              {generating ? tr("image.generating") : tr("image.generate")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
