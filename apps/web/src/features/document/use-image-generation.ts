// Chart / infographic generation (spec §4): idle → generating → generated (preview with download).
// A generated image also becomes the screen's document, ready to be analysed.
import { t } from "@sachiv/content";
import { useCallback, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { downloadBlob } from "@/lib/download";
import { useLanguage } from "@/lib/i18n/use-language";
import { downloadImage, generateImage } from "./document-api";
import { imageFailure } from "./document-errors";

/** Image generation phases (spec §4). */
export type TImageGenerationPhase = "idle" | "generating" | "generated";

export type TGeneratedImage = { imageUrl: string; prompt: string };

export type TImageGeneration = {
  phase: TImageGenerationPhase;
  image: TGeneratedImage | null;
  isDownloading: boolean;
  /** Resolves with the new image, or null when the prompt was empty or generation failed. */
  generate: (prompt: string) => Promise<TGeneratedImage | null>;
  download: () => Promise<void>;
  clear: () => void;
};

export function useImageGeneration(): TImageGeneration {
  const [language] = useLanguage();
  const [image, setImage] = useState<TGeneratedImage | null>(null);
  const [generating, setGenerating] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const busyRef = useRef(false);
  const generationRef = useRef(0);

  const generate = useCallback(
    async (text: string) => {
      const prompt = text.trim();
      if (!prompt) {
        toast.error(t("image.emptyPromptTitle", language), { description: t("image.emptyPrompt", language) });
        return null;
      }
      if (busyRef.current) return null;
      busyRef.current = true;
      setGenerating(true);
      const generation = (generationRef.current += 1);
      try {
        const imageUrl = await generateImage(prompt, language);
        if (generation !== generationRef.current) return null;
        const made = { imageUrl, prompt };
        setImage(made);
        return made;
      } catch (error) {
        if (generation !== generationRef.current) return null;
        const failure = imageFailure(error);
        const description = "key" in failure.message ? t(failure.message.key, language) : failure.message.text;
        toast.error(t(failure.title, language), { description });
        return null;
      } finally {
        if (generation === generationRef.current) {
          busyRef.current = false;
          setGenerating(false);
        }
      }
    },
    [language],
  );

  const download = useCallback(async () => {
    if (!image) return;
    setIsDownloading(true);
    try {
      const { blob, fileName } = await downloadImage(image.imageUrl);
      downloadBlob(fileName, blob);
    } catch {
      toast.error(t("image.downloadFailed", language));
    } finally {
      setIsDownloading(false);
    }
  }, [image, language]);

  const clear = useCallback(() => {
    generationRef.current += 1;
    busyRef.current = false;
    setGenerating(false);
    setImage(null);
  }, []);

  const phase: TImageGenerationPhase = generating ? "generating" : image ? "generated" : "idle";
  return { phase, image, isDownloading, generate, download, clear };
}
