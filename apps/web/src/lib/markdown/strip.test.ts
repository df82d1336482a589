import { describe, expect, it } from "vitest";
import { toSpeakable } from "./strip";

describe("toSpeakable", () => {
  it("drops markdown marks and bare links", () => {
    expect(toSpeakable("## **MGNREGA** _100 din_ ka kaam, dekhein https://nrega.nic.in")).toBe(
      "MGNREGA 100 din ka kaam, dekhein",
    );
  });
});
