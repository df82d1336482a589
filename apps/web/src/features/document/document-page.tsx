// /document: upload a file or photograph a page (or use a generated chart), analyse it, read the
// summary, key points, recommendations and fields, then ask about it; and make charts and
// infographics for official work. Phone first: one column, the document's flow on top.
import { FileText, LoaderCircle, RotateCcw, ScanSearch } from "lucide-react";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n/use-language";
import { AnalysisFailure, AnalysisResult } from "./analysis-result";
import { DocumentChat } from "./document-chat";
import { base64ByteLength, checkDocumentFile, isImageFile, parseDataUrl } from "./document-file";
import { GeneratedImagePreview, ImageGeneratorBox } from "./image-generator";
import { ChosenDocument, ReopenedDocument, UploadBox } from "./upload-box";
import { useDocument } from "./use-document";
import { useDocumentChat } from "./use-document-chat";
import { useImageGeneration, type TGeneratedImage } from "./use-image-generation";

// The two modals (Radix Dialog) load when first opened, not with the screen.
const CameraDialog = lazy(() => import("./camera-dialog").then((module) => ({ default: module.CameraDialog })));
const ImageGeneratorDialog = lazy(() =>
  import("./image-generator-dialog").then((module) => ({ default: module.ImageGeneratorDialog })),
);

export function DocumentPage() {
  const tr = useT();
  const doc = useDocument();
  const { state } = doc;
  const chat = useDocumentChat(state.session, state.run, state.restored?.messages);
  const generation = useImageGeneration();
  const [cameraOpen, setCameraOpen] = useState(false);
  const [imageDialogOpen, setImageDialogOpen] = useState(false);
  // Once opened, a modal stays mounted, so that it can play its closing animation.
  const [cameraMounted, setCameraMounted] = useState(false);
  if (cameraOpen && !cameraMounted) setCameraMounted(true);
  const [imageDialogMounted, setImageDialogMounted] = useState(false);
  if (imageDialogOpen && !imageDialogMounted) setImageDialogMounted(true);
  const resultRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const analysing = state.phase === "analysing";

  const onFile = (file: File) => {
    // Spec §5: checked before anything is read or sent; the earlier document stays as it was.
    const problem = checkDocumentFile(file);
    if (problem) {
      toast.error(tr(problem.title), { description: tr(problem.message) });
      return;
    }
    doc.choose({
      kind: "file",
      file,
      name: file.name,
      size: file.size,
      mimeType: file.type,
      previewUrl: isImageFile(file) ? URL.createObjectURL(file) : undefined,
    });
  };

  const onPhoto = (dataUrl: string) => {
    const parsed = parseDataUrl(dataUrl);
    doc.choose({ kind: "photo", dataUrl, size: parsed ? base64ByteLength(parsed.base64) : 0 });
  };

  const onGenerated = (image: TGeneratedImage) => {
    doc.choose({ kind: "generated", imageUrl: image.imageUrl, prompt: image.prompt });
    // The preview sits below the document's flow on a phone; bring it into sight.
    window.setTimeout(() => previewRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }), 50);
  };

  const onReset = () => {
    doc.reset();
    generation.clear();
  };

  // On a phone the outcome appears below the fold: bring it into sight.
  useEffect(() => {
    if (state.phase === "analysed") resultRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [state.phase]);
  useEffect(() => {
    if (state.failure) failureRef.current?.scrollIntoView({ behavior: "smooth", block: "nearest" });
  }, [state.failure]);

  return (
    <section className="flex flex-col gap-5">
      <PageHeader icon={FileText} title={tr("page.document.title")} subtitle={tr("document.subtitle")} />

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-5 lg:items-start">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-3">
          <UploadBox disabled={false} onFile={onFile} onOpenCamera={() => setCameraOpen(true)} />

          {state.source && <ChosenDocument source={state.source} />}
          {!state.source && state.restored?.fileName && <ReopenedDocument fileName={state.restored.fileName} />}

          <div className="grid grid-cols-2 gap-2">
            <Button size="lg" onClick={() => void doc.analyze()} disabled={analysing}>
              {analysing ? (
                <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
              ) : (
                <ScanSearch aria-hidden />
              )}
              {tr("document.analyze")}
            </Button>
            <Button size="lg" variant="outline" onClick={onReset}>
              <RotateCcw aria-hidden />
              {tr("document.reset")}
            </Button>
          </div>

          <p
            role="status"
            className={
              analysing
                ? "flex items-center gap-2 rounded-xl bg-primary-soft px-3 py-2.5 text-sm font-medium text-primary"
                : "sr-only"
            }
          >
            {analysing && (
              <>
                <LoaderCircle className="size-4 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden />
                {tr("document.analyzing")}
              </>
            )}
          </p>

          {state.failure && (
            <div ref={failureRef} className="scroll-mt-20 scroll-mb-24">
              <AnalysisFailure failure={state.failure} />
            </div>
          )}

          {state.result && (
            <div ref={resultRef} className="flex scroll-mt-20 flex-col gap-4">
              <AnalysisResult result={state.result} />
              <DocumentChat chat={chat} />
            </div>
          )}
        </div>

        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <ImageGeneratorBox generating={generation.phase === "generating"} onOpen={() => setImageDialogOpen(true)} />
          <div ref={previewRef} className="scroll-mt-20">
            <GeneratedImagePreview generation={generation} />
          </div>
        </div>
      </div>

      <Suspense fallback={null}>
        {cameraMounted && <CameraDialog open={cameraOpen} onOpenChange={setCameraOpen} onCapture={onPhoto} />}
        {imageDialogMounted && (
          <ImageGeneratorDialog
            open={imageDialogOpen}
            onOpenChange={setImageDialogOpen}
            generation={generation}
            onGenerated={onGenerated}
          />
        )}
      </Suspense>
    </section>
  );
}
