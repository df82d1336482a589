import { describe, expect, it } from "vitest";
import {
  ZAcademyModule,
  ZAcademyRequest,
  ZCircularsRequest,
  ZGlossaryRequest,
  ZRegion,
  ZVideo,
  ZVideosRequest,
} from "./content.ts";

describe("circulars request", () => {
  it("defaults category to all and language to hinglish", () => {
    expect(ZCircularsRequest.parse({ state_id: "bihar" })).toEqual({
      state_id: "bihar",
      category: "all",
      language: "hinglish",
    });
    expect(ZCircularsRequest.parse({ state_id: "bihar", category: "", language: "hindi" }).category).toBe("all");
    expect(ZCircularsRequest.parse({ state_id: "central", category: "scheme", language: "xx" })).toMatchObject({
      category: "scheme",
      language: "hinglish",
    });
  });

  it("rejects unknown states and categories", () => {
    expect(ZCircularsRequest.safeParse({ state_id: "goa" }).success).toBe(false);
    expect(ZCircularsRequest.safeParse({ state_id: "bihar", category: "schemes" }).success).toBe(false);
  });
});

describe("academy request", () => {
  it("takes an optional module 1 to 6", () => {
    expect(ZAcademyRequest.parse({})).toEqual({ language: "hinglish" });
    expect(ZAcademyRequest.parse({ module_id: 6, language: "hindi" })).toEqual({ module_id: 6, language: "hindi" });
    for (const module_id of [0, 7, 2.5, "3"]) {
      expect(ZAcademyRequest.safeParse({ module_id }).success).toBe(false);
    }
  });
});

describe("videos and glossary requests", () => {
  it("apply their defaults", () => {
    expect(ZVideosRequest.parse({})).toEqual({ category: "all", language: "hinglish" });
    expect(ZGlossaryRequest.parse({ language: "hindi" })).toEqual({
      search_query: "",
      category: "all",
      language: "hindi",
    });
  });

  it("trims the glossary search and checks its category", () => {
    expect(ZGlossaryRequest.parse({ search_query: "  gram sabha " }).search_query).toBe("gram sabha");
    expect(ZGlossaryRequest.parse({ category: "finance" }).category).toBe("finance");
    expect(ZGlossaryRequest.safeParse({ category: "sports" }).success).toBe(false);
    expect(ZGlossaryRequest.safeParse({ search_query: "x".repeat(201) }).success).toBe(false);
  });
});

describe("bundled content entities", () => {
  const text = { hindi: "पाठ", hinglish: "paath" };

  it("requires 7 points per language in an academy module", () => {
    const points = Array.from({ length: 7 }, (_, i) => `point ${i + 1}`);
    const module = { id: 1, emoji: "🏛️", color: "emerald", title: text, description: text };
    expect(ZAcademyModule.safeParse({ ...module, content: { hindi: points, hinglish: points } }).success).toBe(true);
    expect(ZAcademyModule.safeParse({ ...module, content: { hindi: points.slice(1), hinglish: points } }).success).toBe(
      false,
    );
    expect(
      ZAcademyModule.safeParse({ ...module, color: "red", content: { hindi: points, hinglish: points } }).success,
    ).toBe(false);
  });

  it("accepts a region with http(s) item links only", () => {
    const item = { title: text, description: text, url: "https://rural.gov.in", category: "scheme" };
    expect(ZRegion.safeParse({ id: "jharkhand", name: text, items: [item] }).success).toBe(true);
    expect(
      ZRegion.safeParse({ id: "jharkhand", name: text, items: [{ ...item, url: "javascript:alert(1)" }] }).success,
    ).toBe(false);
  });
});

describe("video entries", () => {
  const text = { hindi: "पाठ", hinglish: "paath" };
  const entry = {
    title: text,
    description: text,
    importance: text,
    publisher: text,
    url: "https://example.gov.in/",
  };

  it("take a length and a language for a video, unknown ones as null", () => {
    expect(ZVideo.safeParse({ ...entry, kind: "video", durationSeconds: 245, language: "hindi" }).success).toBe(true);
    expect(ZVideo.safeParse({ ...entry, kind: "video", durationSeconds: null, language: null }).success).toBe(true);
  });

  it("refuse a length on anything but a video, and a language on a portal", () => {
    expect(ZVideo.safeParse({ ...entry, kind: "portal", durationSeconds: 60, language: null }).success).toBe(false);
    expect(ZVideo.safeParse({ ...entry, kind: "channel", durationSeconds: 60, language: "hindi" }).success).toBe(false);
    expect(ZVideo.safeParse({ ...entry, kind: "portal", durationSeconds: null, language: "hindi" }).success).toBe(
      false,
    );
    expect(ZVideo.safeParse({ ...entry, kind: "channel", durationSeconds: null, language: "hindi" }).success).toBe(
      true,
    );
  });
});
