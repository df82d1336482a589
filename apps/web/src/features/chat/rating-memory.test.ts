// The tests run in node: the browser's localStorage is stood in for by a Map-backed Storage.
import { beforeEach, describe, expect, it } from "vitest";
import { RATING_ASKED_KEY, rememberRatingAsked, wasRatingAsked } from "./rating-memory";

const store = new Map<string, string>();
const localStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
  clear: () => store.clear(),
};
Object.assign(globalThis, { window: { localStorage } });

describe("rating memory", () => {
  beforeEach(() => localStorage.clear());

  it("remembers asked conversations by id, on the phone", () => {
    expect(wasRatingAsked("a")).toBe(false);
    rememberRatingAsked("a");
    rememberRatingAsked("a");
    expect(wasRatingAsked("a")).toBe(true);
    expect(JSON.parse(localStorage.getItem(RATING_ASKED_KEY)!)).toEqual(["a"]);
  });

  it("forgets the oldest beyond 500 and survives a damaged value", () => {
    for (let i = 0; i < 502; i++) rememberRatingAsked(`c${i}`);
    expect(wasRatingAsked("c0")).toBe(false);
    expect(wasRatingAsked("c501")).toBe(true);
    localStorage.setItem(RATING_ASKED_KEY, "{not json");
    expect(wasRatingAsked("c501")).toBe(false);
  });
});
