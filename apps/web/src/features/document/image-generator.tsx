// The generate-image box and the preview of the generated chart with its download button (the
// modal is image-generator-dialog.tsx).
import { Download, LoaderCircle, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n/use-language";
import { absoluteImageUrl } from "./document-api";
import type { TImageGeneration } from "./use-image-generation";

export function ImageGeneratorBox({ generating, onOpen }: { generating: boolean; onOpen: () => void }) {
  const tr = useT();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-foreground">
          <Sparkles className="size-5" aria-hidden />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="text-lg font-semibold leading-snug">{tr("image.boxTitle")}</h2>
          <p className="text-sm leading-relaxed text-muted-foreground">{tr("image.boxDescription")}</p>
        </div>
      </div>
      <Button variant="accent" size="lg" onClick={onOpen} disabled={generating}>
        {generating ? (
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
        ) : (
          <Sparkles aria-hidden />
        )}
        {generating ? tr("image.generating") : tr("image.open")}
      </Button>
    </Card>
  );
}

export function GeneratedImagePreview({ generation }: { generation: TImageGeneration }) {
  const tr = useT();
  const { image } = generation;
  if (!image) return null;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" aria-labelledby="generated-image-title">
      <h2 id="generated-image-title" className="text-lg font-semibold">
        {tr("image.previewTitle")}
      </h2>
      <img
        src={absoluteImageUrl(image.imageUrl)}
        alt={tr("image.previewAlt", { prompt: image.prompt })}
        className="w-full rounded-xl border border-border bg-white object-contain"
      />
      <p className="text-sm text-muted-foreground">{tr("image.analyzeHint")}</p>
      <Button
        variant="outline"
        size="lg"
        onClick={() => void generation.download()}
        disabled={generation.isDownloading}
      >
        {generation.isDownloading ? (
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
        ) : (
          <Download aria-hidden />
        )}
        {tr("image.download")}
      </Button>
    </Card>
  );
}
