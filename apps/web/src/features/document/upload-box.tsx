// The upload box: choose a file or drop it here (the accepted types, 50 MB), or take a photo; and
// the chosen document with its name, size and a thumbnail for pictures.
import { Camera, FileText, FileUp, ImageIcon, Sparkles } from "lucide-react";
import { useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/use-language";
import { DOCUMENT_ACCEPT, formatFileSize } from "./document-file";
import type { TDocumentSource } from "./document-state";
import { absoluteImageUrl } from "./document-api";

export function UploadBox({
  disabled,
  onFile,
  onOpenCamera,
}: {
  disabled: boolean;
  onFile: (file: File) => void;
  onOpenCamera: () => void;
}) {
  const tr = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Card
      data-testid="upload-box"
      onDragEnter={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? "none" : "copy";
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      className={cn(
        "flex flex-col items-center gap-3 border-2 border-dashed border-input px-4 py-6 text-center transition-colors sm:py-8",
        dragging && "border-primary bg-primary-soft",
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <FileUp className="size-6" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold leading-snug">{tr("document.uploadTitle")}</h2>
      <input
        ref={inputRef}
        id="document-file"
        type="file"
        accept={DOCUMENT_ACCEPT}
        aria-label={tr("document.fileInputLabel")}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again is a new choice.
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button size="lg" disabled={disabled} onClick={() => inputRef.current?.click()}>
          <FileText aria-hidden />
          {tr("document.chooseFile")}
        </Button>
        <Button size="lg" variant="outline" disabled={disabled} onClick={onOpenCamera}>
          <Camera aria-hidden />
          {tr("document.takePhoto")}
        </Button>
      </div>
      <p className="hidden text-sm text-muted-foreground sm:block">
        {dragging ? tr("document.dropNow") : tr("document.dropHint")}
      </p>
      <p className="text-xs leading-relaxed text-muted-foreground">{tr("document.acceptedTypes")}</p>
    </Card>
  );
}

/** The chosen file, photo or generated image: what Analyze will send. */
export function ChosenDocument({ source }: { source: TDocumentSource }) {
  const tr = useT();
  const view = describeSource(source);
  const name = view.nameKey ? tr(view.nameKey) : view.name;
  const Icon = source.kind === "generated" ? Sparkles : view.thumbnail ? ImageIcon : FileText;
  return (
    <section
      aria-label={tr("document.chosen")}
      className="flex items-center gap-3 rounded-xl border border-border bg-card p-3"
    >
      {view.thumbnail ? (
        <img src={view.thumbnail} alt="" className="size-14 shrink-0 rounded-lg border border-border object-cover" />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
          <Icon className="size-6" aria-hidden />
        </span>
      )}
      <div className="flex min-w-0 flex-col">
        <span className="text-xs font-medium text-muted-foreground">{tr("document.chosen")}</span>
        <span className="truncate font-medium" data-testid="chosen-name">
          {name}
        </span>
        {view.size !== null && <span className="text-sm text-muted-foreground">{formatFileSize(view.size)}</span>}
      </div>
    </section>
  );
}

/** The file of a document reopened after a reload: its name, as the server kept it. */
export function ReopenedDocument({ fileName }: { fileName: string }) {
  const tr = useT();
  return (
    <section
      aria-label={tr("document.chosen")}
      className="flex items-center gap-3 rounded-xl border border-border bg-card p-3"
    >
      <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
        <FileText className="size-6" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="text-xs font-medium text-muted-foreground">{tr("document.chosen")}</span>
        <span className="truncate font-medium" data-testid="chosen-name">
          {fileName}
        </span>
      </div>
    </section>
  );
}

function describeSource(source: TDocumentSource): {
  name: string;
  nameKey?: "document.cameraPhoto" | "document.generatedImage";
  size: number | null;
  thumbnail?: string;
} {
  switch (source.kind) {
    case "file":
      return { name: source.name, size: source.size, thumbnail: source.previewUrl };
    case "photo":
      return { name: "", nameKey: "document.cameraPhoto", size: source.size, thumbnail: source.dataUrl };
    case "generated":
      return { name: "", nameKey: "document.generatedImage", size: null, thumbnail: absoluteImageUrl(source.imageUrl) };
  }
}
