import { DEFAULT_USER_PREFERENCES } from "@sachiv/contracts";
import { describe, expect, it } from "vitest";
import { mergePreferences, normalisePreferences } from "./preferences-store";

describe("normalisePreferences", () => {
  it("turns anything stored into valid settings, bad fields taking their default", () => {
    expect(normalisePreferences(undefined)).toEqual(DEFAULT_USER_PREFERENCES);
    expect(
      normalisePreferences({
        home_state: "central",
        district: "  ",
        text_size: "huge",
        speech: { enabled: "no", rate: 3, voice: "robot" },
      }),
    ).toEqual(DEFAULT_USER_PREFERENCES);
    expect(
      normalisePreferences({
        home_state: "haryana",
        district: " Hisar ",
        text_size: "xlarge",
        speech: { enabled: false, rate: 0.75, voice: "male" },
      }),
    ).toEqual({
      home_state: "haryana",
      district: "Hisar",
      text_size: "xlarge",
      speech: { enabled: false, rate: 0.75, voice: "male" },
    });
  });
});

describe("mergePreferences", () => {
  it("changes only what is sent, speech field by field", () => {
    const base = mergePreferences(DEFAULT_USER_PREFERENCES, { home_state: "bihar", speech: { rate: 1.25 } });
    expect(mergePreferences(base, { speech: { enabled: false } })).toEqual({
      ...DEFAULT_USER_PREFERENCES,
      home_state: "bihar",
      speech: { enabled: false, rate: 1.25, voice: "female" },
    });
    expect(mergePreferences(base, { home_state: null }).home_state).toBeNull();
  });
});
