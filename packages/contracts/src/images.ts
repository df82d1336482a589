// Image generation (POST /generate-image) and the generated-image download (GET /download-image).
import * as z from "zod";
import { ZLanguageInput } from "./common.ts";

export const IMAGE_PROMPT_MAX_LENGTH = 1000;

/** POST /generate-image: charts and infographics for government work only. */
export const ZGenerateImageRequest = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, "Empty prompt: describe the image")
    .max(IMAGE_PROMPT_MAX_LENGTH)
    .describe("What to draw; meant for government work, training material and official presentations."),
  language: ZLanguageInput.describe('Language of messages and any text in the image: "hindi", anything else means Hinglish.'),
});
export type TGenerateImageRequest = z.infer<typeof ZGenerateImageRequest>;
export type TGenerateImageRequestInput = z.input<typeof ZGenerateImageRequest>;

export const ZGenerateImageResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  image_url: z.string().describe("Where the image can be fetched: an API path, an http(s) URL or a data URL."),
});
export type TGenerateImageResponse = z.infer<typeof ZGenerateImageResponse>;

/** GET /download-image?url=...: the image back as an attachment. */
export const ZDownloadImageQuery = z.object({
  url: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .describe("Absolute http(s) URL of a generated image; the server only fetches images it generated or trusts."),
});
export type TDownloadImageQuery = z.infer<typeof ZDownloadImageQuery>;

/** Image generation phases (spec 4). */
export const IMAGE_GENERATION_PHASES = ["idle", "generating", "generated"] as const;
export const ZImageGenerationPhase = z.enum(IMAGE_GENERATION_PHASES);
export type TImageGenerationPhase = z.infer<typeof ZImageGenerationPhase>;
