// Document analysis: POST /document, follow-up questions, GET /document/:id (reopen) and cleanup.
import * as z from "zod";
import { ZIsoDateTime, ZLanguageInput, ZSuccessMessage, ZUuid } from "./common.ts";
import { fileExtension } from "./zod-helpers.ts";

/** Extensions the document screen's upload box accepts. */
export const DOCUMENT_ACCEPTED_EXTENSIONS = [
  "pdf",
  "doc",
  "docx",
  "ppt",
  "pptx",
  "txt",
  "jpg",
  "jpeg",
  "png",
  "gif",
  "bmp",
  "webp",
  "tiff",
  "csv",
  "rtf",
] as const;
export type TDocumentExtension = (typeof DOCUMENT_ACCEPTED_EXTENSIONS)[number];

/** Largest file the document screen takes: 50 MB (binary megabytes). */
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;
/** Base64 of MAX_DOCUMENT_BYTES plus room for a data-URL prefix. */
export const MAX_DOCUMENT_BASE64_LENGTH = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 256;

export const DOCUMENT_QUESTION_MAX_LENGTH = 2000;

export function isAcceptedDocumentFileName(fileName: string): boolean {
  return (DOCUMENT_ACCEPTED_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

const BASE64_RE = /^(?:data:[\w.+-]+\/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64,)?[A-Za-z0-9+/]+={0,2}$/;

/** Base64 file content, bare or as a data URL (`data:image/jpeg;base64,...` from the camera). */
export const ZBase64File = z
  .string()
  .max(MAX_DOCUMENT_BASE64_LENGTH, "FILE_TOO_LARGE")
  .regex(BASE64_RE, "Must be base64 data or a base64 data URL");

/** Ids of the server-side analysis session a follow-up question or cleanup refers to. */
const ZSessionId = z.string().trim().min(1).max(200);

/** POST /document */
export const ZDocumentAnalyzeRequest = z
  .object({
    image_data: ZBase64File.optional().describe("The file's bytes; required unless image_url is given."),
    image_url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional()
      .describe("Local development only: analyse a generated image by its URL instead of image_data."),
    document_type: z
      .string()
      .trim()
      .max(200)
      .optional()
      .describe(
        'MIME type from the browser (e.g. "application/pdf", "image/jpeg"); may be empty, then the content decides.',
      ),
    language: ZLanguageInput.describe('Language of the analysis: "hindi", anything else means Hinglish.'),
    file_name: z
      .string()
      .trim()
      .min(1)
      .max(255)
      .optional()
      .describe("Original file name; camera photos and generated images have none."),
  })
  .refine((r) => r.image_data !== undefined || r.image_url !== undefined, {
    message: "No file: send image_data (or image_url)",
    path: ["image_data"],
  })
  .refine(
    (r) => r.file_name === undefined || fileExtension(r.file_name) === "" || isAcceptedDocumentFileName(r.file_name),
    {
      message: `Unsupported file type; accepted: ${DOCUMENT_ACCEPTED_EXTENSIONS.join(", ")}`,
      path: ["file_name"],
    },
  );
export type TDocumentAnalyzeRequest = z.infer<typeof ZDocumentAnalyzeRequest>;
export type TDocumentAnalyzeRequestInput = z.input<typeof ZDocumentAnalyzeRequest>;

export const ZDetectedField = z.object({ field_name: z.string(), value: z.string() });
export type TDetectedField = z.infer<typeof ZDetectedField>;

export const ZDocumentAnalysis = z.object({
  main_information: z.string().describe("Summary of what the document is and says."),
  fields_detected: z.array(ZDetectedField).describe("Named values found, e.g. dates, amounts, names."),
  suggestions: z.array(z.string()).describe("What the official should do next."),
  key_points: z.array(z.string()).optional().describe("The document's main points, in its own words where possible."),
  translation: z
    .string()
    .optional()
    .describe("The summary in the other language (Hindi ↔ Hinglish/English), when the model made one."),
});
export type TDocumentAnalysis = z.infer<typeof ZDocumentAnalysis>;

/** Answer to POST /document: the analysis plus the session ids for questions and cleanup. */
export const ZDocumentAnalyzeResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  analysis: ZDocumentAnalysis,
  assistant_id: z.string(),
  thread_id: z.string(),
  file_id: z.string(),
  /** What was read: the detected format, pages, pages read by OCR, and whether a model analysed it. */
  document: z
    .object({
      format: z.string(),
      pages: z.number().int(),
      ocr_pages: z.number().int(),
      characters: z.number().int(),
      offline: z.boolean(),
    })
    .optional(),
});
export type TDocumentAnalyzeResponse = z.infer<typeof ZDocumentAnalyzeResponse>;

/** POST /document/question */
export const ZDocumentQuestionRequest = z.object({
  question: z.string().trim().min(1, "Question must not be empty").max(DOCUMENT_QUESTION_MAX_LENGTH),
  assistant_id: ZSessionId,
  thread_id: ZSessionId,
  language: ZLanguageInput.describe('Language of the answer: "hindi", anything else means Hinglish.'),
});
export type TDocumentQuestionRequest = z.infer<typeof ZDocumentQuestionRequest>;
export type TDocumentQuestionRequestInput = z.input<typeof ZDocumentQuestionRequest>;

export const ZDocumentQuestionResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  answer: z.string(),
});
export type TDocumentQuestionResponse = z.infer<typeof ZDocumentQuestionResponse>;

/** POST /document/cleanup: frees the analysis session; cleaning an unknown or freed one succeeds. */
export const ZDocumentCleanupRequest = z.object({
  assistant_id: ZSessionId,
  thread_id: ZSessionId,
  file_id: ZSessionId,
});
export type TDocumentCleanupRequest = z.infer<typeof ZDocumentCleanupRequest>;

export const ZDocumentCleanupResponse = ZSuccessMessage;
export type TDocumentCleanupResponse = z.infer<typeof ZDocumentCleanupResponse>;

/** GET /document/:id — the id is the session's assistant_id. */
export const ZDocumentSessionParams = z.object({ id: ZUuid });

/**
 * GET /document/:id: one of the user's own analysed documents while it lives (DOCUMENT_SESSION_TTL_HOURS),
 * as the result screen shows it after a reload: the analysis, its ids, and the questions asked so far.
 */
export const ZDocumentSessionResponse = ZDocumentAnalyzeResponse.omit({ message: true }).extend({
  file_name: z.string().nullable(),
  expires_at: ZIsoDateTime,
  /** Follow-up questions and their answers, oldest first. */
  messages: z.array(z.object({ role: z.enum(["user", "assistant"]), content: z.string() })),
});
export type TDocumentSessionResponse = z.infer<typeof ZDocumentSessionResponse>;
