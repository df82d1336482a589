// Per-answer feedback: POST /chat/messages/{id}/feedback, 👍 or 👎 on one assistant answer.
import * as z from "zod";
import { ZIsoDateTime, ZUuid } from "./common.ts";

export const FEEDBACK_VALUES = ["up", "down"] as const;
export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;

export const ZFeedbackValue = z.enum(FEEDBACK_VALUES).describe("up = 👍 helpful, down = 👎 not helpful.");
export type TFeedbackValue = z.infer<typeof ZFeedbackValue>;

export const ZFeedbackParams = z.object({ id: ZUuid.describe("The assistant message (the stream's done.messageId).") });
export type TFeedbackParams = z.infer<typeof ZFeedbackParams>;

/** POST /chat/messages/{id}/feedback: giving it again replaces the earlier one. */
export const ZFeedbackRequest = z.object({
  value: ZFeedbackValue,
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX_LENGTH).nullish(),
});
export type TFeedbackRequest = z.infer<typeof ZFeedbackRequest>;
export type TFeedbackRequestInput = z.input<typeof ZFeedbackRequest>;

export const ZFeedback = z.object({
  message_id: ZUuid,
  value: ZFeedbackValue,
  comment: z.string().nullable(),
  updated_at: ZIsoDateTime,
});
export type TFeedback = z.infer<typeof ZFeedback>;
