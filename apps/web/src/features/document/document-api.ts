// The document screen's calls: POST /document, GET /document/:id, /document/question, /document/cleanup,
// /generate-image and GET /download-image, typed by the shared contracts.
import {
  ZDocumentAnalyzeResponse,
  ZDocumentCleanupResponse,
  ZDocumentQuestionResponse,
  ZDocumentSessionResponse,
  ZGenerateImageResponse,
  type TDocumentAnalyzeRequestInput,
  type TDocumentAnalyzeResponse,
  type TDocumentSessionResponse,
} from "@sachiv/contracts";
import type { TUiLanguage } from "@sachiv/content";
import { API_BASE, apiFetch, apiKeepalive, apiRequest } from "@/lib/api";
import { fileNameFromDisposition } from "@/lib/download";
import { parseDataUrl, readBlobAsBase64 } from "./document-file";
import { FileReadError, UnsuccessfulAnswerError } from "./document-errors";
import type { TDocumentSession, TDocumentSource } from "./document-state";

/** The request body for a chosen file, photo or generated image. */
export async function buildAnalyzeRequest(
  source: TDocumentSource,
  language: TUiLanguage,
  signal?: AbortSignal,
): Promise<TDocumentAnalyzeRequestInput> {
  switch (source.kind) {
    case "file":
      return {
        image_data: await readBlobAsBase64(source.file).catch((error: unknown) => {
          throw new FileReadError(error);
        }),
        document_type: source.mimeType,
        file_name: source.name,
        language,
      };
    case "photo": {
      const parsed = parseDataUrl(source.dataUrl);
      if (!parsed) throw new Error("The camera photo is not base64 data");
      return { image_data: parsed.base64, document_type: parsed.mimeType, language };
    }
    case "generated": {
      // The image's own bytes, so the server analyses exactly what the official sees.
      const blob = await fetchImageBlob(source.imageUrl, signal);
      return { image_data: await readBlobAsBase64(blob), document_type: blob.type || "image/png", language };
    }
  }
}

export async function analyzeDocument(
  source: TDocumentSource,
  language: TUiLanguage,
  signal?: AbortSignal,
): Promise<TDocumentAnalyzeResponse> {
  const body = await buildAnalyzeRequest(source, language, signal);
  const response = await apiRequest("/document", { method: "POST", body, schema: ZDocumentAnalyzeResponse, signal });
  if (!response.success) throw new UnsuccessfulAnswerError(response.message);
  return response;
}

/** An analysed document of this user that the server still keeps (after a reload); 404 once it is gone. */
export function fetchDocumentSession(assistantId: string, signal?: AbortSignal): Promise<TDocumentSessionResponse> {
  return apiRequest(`/document/${encodeURIComponent(assistantId)}`, { schema: ZDocumentSessionResponse, signal });
}

export async function askDocumentQuestion(
  session: TDocumentSession,
  question: string,
  language: TUiLanguage,
  signal?: AbortSignal,
): Promise<string> {
  const response = await apiRequest("/document/question", {
    method: "POST",
    body: { question, assistant_id: session.assistantId, thread_id: session.threadId, language },
    schema: ZDocumentQuestionResponse,
    signal,
  });
  if (!response.success || response.answer.trim() === "") throw new UnsuccessfulAnswerError(response.message);
  return response.answer;
}

function cleanupBody(session: TDocumentSession) {
  return { assistant_id: session.assistantId, thread_id: session.threadId, file_id: session.fileId };
}

/** Frees the session while the screen stays open; failures are quiet (sessions also expire). */
export async function cleanupDocument(session: TDocumentSession): Promise<void> {
  try {
    await apiRequest("/document/cleanup", {
      method: "POST",
      body: cleanupBody(session),
      schema: ZDocumentCleanupResponse,
    });
  } catch {
    // Nothing for the official to do about it.
  }
}

/** Frees the session as the page goes away (route change, tab closed): the request outlives it. */
export function cleanupDocumentOnExit(session: TDocumentSession): void {
  apiKeepalive("/document/cleanup", cleanupBody(session));
}

export async function generateImage(prompt: string, language: TUiLanguage, signal?: AbortSignal): Promise<string> {
  const response = await apiRequest("/generate-image", {
    method: "POST",
    body: { prompt, language },
    schema: ZGenerateImageResponse,
    signal,
  });
  if (!response.success || response.image_url === "") throw new UnsuccessfulAnswerError(response.message);
  return response.image_url;
}

/** An absolute URL for the image (the server answers with an API path, a URL or a data URL). */
export function absoluteImageUrl(imageUrl: string, origin = window.location.origin): string {
  return imageUrl.startsWith("data:") ? imageUrl : new URL(imageUrl, origin).href;
}

async function fetchImageBlob(imageUrl: string, signal?: AbortSignal): Promise<Blob> {
  if (imageUrl.startsWith("data:")) return (await fetch(imageUrl, { signal })).blob();
  const absolute = absoluteImageUrl(imageUrl);
  // Our own API paths go through the client (token, language); anything else is fetched as is.
  const apiPrefix = `${window.location.origin}${API_BASE}/`;
  if (absolute.startsWith(apiPrefix)) {
    const response = await apiFetch(absolute.slice(window.location.origin.length + API_BASE.length), {
      accept: "image/*",
      signal,
    });
    return response.blob();
  }
  const response = await fetch(absolute, { signal });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return response.blob();
}

export type TDownloadedImage = { blob: Blob; fileName: string };

/** GET /download-image?url=…: the generated image as an attachment, with the server's file name. */
export async function downloadImage(imageUrl: string): Promise<TDownloadedImage> {
  const url = absoluteImageUrl(imageUrl);
  const response = await apiFetch(`/download-image?url=${encodeURIComponent(url)}`, { accept: "image/*" });
  const blob = await response.blob();
  return {
    blob,
    fileName: fileNameFromDisposition(response.headers.get("content-disposition")) ?? defaultImageFileName(blob.type),
  };
}

function defaultImageFileName(mimeType: string): string {
  const extension = mimeType === "image/svg+xml" ? "svg" : mimeType === "image/jpeg" ? "jpg" : "png";
  return `ai-sachiv-chart-${new Date().toISOString().slice(0, 10)}.${extension}`;
}
