// Image generation (POST /generate-image) and the generated-image download (GET /download-image).
import * as z from "zod";
import { ZLanguageInput } from "./common.ts";

export const IMAGE_PROMPT_MAX_LENGTH = 1000;

/** POST /generate-image: charts and infographics for government work only. */
export const ZGenerateImageRequest = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, "EMPTY_PROMPT")
    .max(IMAGE_PROMPT_MAX_LENGTH)
    .describe("What to draw; meant for government work, training material and official presentations."),
  language: ZLanguageInput.describe(
    'Language of messages and any text in the image: "hindi", anything else means Hinglish.',
  ),
});
export type TGenerateImageRequest = z.infer<typeof ZGenerateImageRequest>;
export type TGenerateImageRequestInput = z.input<typeof ZGenerateImageRequest>;

export const CHART_TYPES = ["bar", "line", "pie", "table", "timeline", "infographic"] as const;

/** What a generated chart or infographic shows (the server draws exactly these words and numbers). */
export const ZChartSpec = z.object({
  allowed: z
    .boolean()
    .describe(
      "false when the request is not for government work, training or official presentations, or asks for anything inappropriate.",
    ),
  title: z.string().min(1).max(120).describe("Short title, in the user's language and script."),
  type: z
    .enum(CHART_TYPES)
    .describe(
      "bar/line/pie for numbers, table for rows of numbers, timeline for dated steps, infographic for a card of points.",
    ),
  labels: z.array(z.string().max(80)).max(24).describe("Category, step or row labels, in order."),
  values: z
    .array(z.number())
    .max(24)
    .describe("One number per label (same order); empty when the prompt gives no numbers."),
  unit: z
    .string()
    .max(30)
    .describe('Unit of the values as the user wrote it (e.g. "₹ लाख", "%", "families"); empty if none.'),
  notes: z
    .array(z.string().max(200))
    .max(8)
    .describe("Extra lines: the points of an infographic, details of timeline steps, or a source note."),
});
export type TChartSpec = z.infer<typeof ZChartSpec>;

export const ZGenerateImageResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  image_url: z.string().describe("Where the image can be fetched: an API path, an http(s) URL or a data URL."),
  /** What the image shows (title, labels, numbers): alt text for the preview, and a check for tests. */
  chart: ZChartSpec.omit({ allowed: true }).optional(),
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
