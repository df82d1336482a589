// Conversation ratings: POST /chat/rating and GET /chat/rating/{id}.
import * as z from "zod";
import { ZIsoDateTime, ZUuid } from "./common.ts";

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_FEEDBACK_MAX_LENGTH = 2000;

export const ZRatingValue = z
  .number()
  .int("Rating must be a whole number")
  .min(RATING_MIN)
  .max(RATING_MAX)
  .describe(`Stars, ${RATING_MIN} (terrible) to ${RATING_MAX} (excellent).`);

/** POST /chat/rating */
export const ZRatingRequest = z.object({
  conversation_id: ZUuid.describe("The conversation being rated (from the chat stream's first event)."),
  rating: ZRatingValue,
  feedback: z.string().trim().max(RATING_FEEDBACK_MAX_LENGTH).nullish(),
});
export type TRatingRequest = z.infer<typeof ZRatingRequest>;
export type TRatingRequestInput = z.input<typeof ZRatingRequest>;

/** A stored rating. Rating again replaces the earlier one. */
export const ZRating = z.object({
  conversation_id: ZUuid,
  rating: ZRatingValue,
  feedback: z.string().nullable(),
  created_at: ZIsoDateTime,
});
export type TRating = z.infer<typeof ZRating>;

export const ZRatingResponse = z.object({
  success: z.boolean(),
  message: z.string().describe("Confirmation in the caller's language."),
  rating: ZRating,
});
export type TRatingResponse = z.infer<typeof ZRatingResponse>;

/** GET /chat/rating/{id}: id is the conversation id. */
export const ZRatingParams = z.object({ id: ZUuid });
export type TRatingParams = z.infer<typeof ZRatingParams>;

export const ZGetRatingResponse = z.object({
  rating: ZRating.nullable().describe("Null when the conversation has not been rated."),
});
export type TGetRatingResponse = z.infer<typeof ZGetRatingResponse>;
