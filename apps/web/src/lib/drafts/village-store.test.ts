// The phone's copy of the village profile is read leniently: a field that no longer fits (a state
// since removed, a title mistyped) is empty rather than breaking the drafts screen offline.
import { EMPTY_VILLAGE_PROFILE } from "@sachiv/contracts";
import { describe, expect, it } from "vitest";
import { normaliseVillage } from "./village-store";

describe("normaliseVillage", () => {
  it("keeps a valid profile as it is", () => {
    const profile = {
      ...EMPTY_VILLAGE_PROFILE,
      state: "bihar" as const,
      head_title: "pradhan" as const,
      panchayat: "बकरौर",
    };
    expect(normaliseVillage(profile)).toEqual(profile);
  });

  it("empties what does not fit and fills what is missing", () => {
    expect(normaliseVillage({ state: "kerala", head_title: "raja", panchayat: 7, block: "बोधगया" })).toEqual({
      ...EMPTY_VILLAGE_PROFILE,
      block: "बोधगया",
    });
    expect(normaliseVillage(null)).toEqual(EMPTY_VILLAGE_PROFILE);
  });
});
