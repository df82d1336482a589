// GET /knowledge/passages/{id}: the knowledge-base passage an answer's source cites (issue 21 item 6).
import * as z from "zod";
import { ZUuid } from "./common.ts";

export const ZKnowledgePassageParams = z.object({ id: ZUuid });

export const ZKnowledgeNeighbour = z
  .object({ id: ZUuid, content: z.string() })
  .describe("A passage beside the cited one in its document, for context.");
export type TKnowledgeNeighbour = z.infer<typeof ZKnowledgeNeighbour>;

export const ZKnowledgePassage = z.object({
  id: ZUuid,
  document_id: ZUuid,
  title: z.string().describe("The document's title."),
  section_path: z.array(z.string()).describe("Headings above the passage, outermost first (empty when none)."),
  page: z.number().int().nullable().describe("1-based PDF page the passage starts on; null when not known."),
  kind: z.string().nullable().describe('"faq", "list_item", "table_row" or "paragraph"; null for older passages.'),
  content: z.string().describe("The passage as stored."),
  source_url: z.string().nullable().describe("The document's official page, when it has one."),
  downloadable: z
    .boolean()
    .describe("Whether the original file can be downloaded: always false, the knowledge base keeps no file bytes."),
  previous: ZKnowledgeNeighbour.nullable(),
  next: ZKnowledgeNeighbour.nullable(),
});
export type TKnowledgePassage = z.infer<typeof ZKnowledgePassage>;
