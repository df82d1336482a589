import { describe, expect, it } from "vitest";
import { RATING_MAX, RATING_MIN, ZRatingRequest } from "./rating.ts";

const base = { conversation_id: "4b8f3a2e-1c2d-4e5f-8a9b-0c1d2e3f4a5b" };

describe("rating request", () => {
  it("accepts whole stars from 1 to 5", () => {
    for (let rating = RATING_MIN; rating <= RATING_MAX; rating++) {
      expect(ZRatingRequest.parse({ ...base, rating }).rating).toBe(rating);
    }
  });

  it("rejects out-of-range, fractional and string ratings", () => {
    for (const rating of [0, 6, -1, 4.5, "5", null]) {
      expect(ZRatingRequest.safeParse({ ...base, rating }).success).toBe(false);
    }
  });

  it("needs a conversation id", () => {
    expect(ZRatingRequest.safeParse({ rating: 3 }).success).toBe(false);
    expect(ZRatingRequest.safeParse({ conversation_id: "", rating: 3 }).success).toBe(false);
  });

  it("takes optional feedback of at most 2000 characters", () => {
    expect(ZRatingRequest.parse({ ...base, rating: 4 }).feedback).toBeUndefined();
    expect(ZRatingRequest.parse({ ...base, rating: 4, feedback: " helpful " }).feedback).toBe("helpful");
    expect(ZRatingRequest.safeParse({ ...base, rating: 4, feedback: "x".repeat(2000) }).success).toBe(true);
    expect(ZRatingRequest.safeParse({ ...base, rating: 4, feedback: "x".repeat(2001) }).success).toBe(false);
  });
});
