// The API publishes OpenAPI from these schemas: requests as "input", responses as "output" (encoded).
import { describe, expect, it } from "vitest";
import * as z from "zod";
import * as contracts from "./index.ts";

const requests = {
  ZChatRequest: contracts.ZChatRequest,
  ZChatStreamRequest: contracts.ZChatStreamRequest,
  ZRatingRequest: contracts.ZRatingRequest,
  ZRatingParams: contracts.ZRatingParams,
  ZCircularsRequest: contracts.ZCircularsRequest,
  ZAcademyRequest: contracts.ZAcademyRequest,
  ZVideosRequest: contracts.ZVideosRequest,
  ZGlossaryRequest: contracts.ZGlossaryRequest,
  ZDocumentAnalyzeRequest: contracts.ZDocumentAnalyzeRequest,
  ZDocumentQuestionRequest: contracts.ZDocumentQuestionRequest,
  ZDocumentCleanupRequest: contracts.ZDocumentCleanupRequest,
  ZGenerateImageRequest: contracts.ZGenerateImageRequest,
  ZDownloadImageQuery: contracts.ZDownloadImageQuery,
  ZTtsSynthesizeRequest: contracts.ZTtsSynthesizeRequest,
  ZConversationQuery: contracts.ZConversationQuery,
  ZConversationExportRequest: contracts.ZConversationExportRequest,
  ZAdminWsQuery: contracts.ZAdminWsQuery,
};

const responses = {
  ZChatResponse: contracts.ZChatResponse,
  ZChatStreamEvent: contracts.ZChatStreamEvent,
  ZRatingResponse: contracts.ZRatingResponse,
  ZGetRatingResponse: contracts.ZGetRatingResponse,
  ZCircularsResponse: contracts.ZCircularsResponse,
  ZAcademyResponse: contracts.ZAcademyResponse,
  ZVideosResponse: contracts.ZVideosResponse,
  ZGlossaryResponse: contracts.ZGlossaryResponse,
  ZDocumentAnalyzeResponse: contracts.ZDocumentAnalyzeResponse,
  ZDocumentQuestionResponse: contracts.ZDocumentQuestionResponse,
  ZDocumentCleanupResponse: contracts.ZDocumentCleanupResponse,
  ZGenerateImageResponse: contracts.ZGenerateImageResponse,
  ZTtsVoicesResponse: contracts.ZTtsVoicesResponse,
  ZTtsHealthResponse: contracts.ZTtsHealthResponse,
  ZAdminStatistics: contracts.ZAdminStatistics,
  ZConversationListResponse: contracts.ZConversationListResponse,
  ZIngestionResult: contracts.ZIngestionResult,
  ZAdminNotification: contracts.ZAdminNotification,
};

describe("OpenAPI generation", () => {
  it.each(Object.entries(requests))("%s has an input JSON Schema", (_name, schema) => {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "throw" });
    expect(json.type).toBe("object");
  });

  it.each(Object.entries(responses))("%s has an output JSON Schema", (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: "output", unrepresentable: "throw" })).not.toThrow();
  });

  it("documents defaults and optional filters of the admin query", () => {
    const json = z.toJSONSchema(contracts.ZConversationQuery, { io: "input" }) as {
      properties: Record<string, { default?: unknown }>;
      required?: string[];
    };
    expect(json.properties.page?.default).toBe(1);
    expect(json.properties.page_size?.default).toBe(20);
    expect(json.properties.sort_order?.default).toBe("desc");
    expect(json.required ?? []).toEqual([]);
  });

  it("encodes a response for serialisation", () => {
    const list = {
      conversations: [
        {
          id: "4b8f3a2e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
          user_email: "a@b.in",
          created_at: "2025-03-04T10:00:00.000Z",
          messages: [{ role: "user" as const, content: "hi" }],
          rating: null,
          feedback: null,
        },
      ],
      total_pages: 1,
      total_count: 1,
    };
    expect(z.encode(contracts.ZConversationListResponse, list)).toEqual(list);
  });
});
