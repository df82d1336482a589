import { describe, expect, it } from "vitest";
import { askedDurationSense, statesDurationSense } from "./duration-sense.ts";

describe("the sense of 'how many days'", () => {
  it("tells days of something from a time limit, in Hinglish, Hindi and English", () => {
    expect(askedDurationSense("nrega kitne din ka kaam milta hai")).toBe("extent");
    expect(askedDurationSense("मनरेगा में कितने दिन का काम मिलता है")).toBe("extent");
    expect(askedDurationSense("How many days of work does a family get?")).toBe("extent");
    expect(askedDurationSense("job card kitne din ke andar milna chahiye")).toBe("limit");
    expect(askedDurationSense("काम माँगने के कितने दिन के भीतर काम देना होता था")).toBe("limit");
    expect(askedDurationSense("Within how many days must wages be paid?")).toBe("limit");
    expect(askedDurationSense("nrega kitne din")).toBe("extent");
    expect(askedDurationSense("MGNREGA how many days?")).toBe("extent");
    expect(askedDurationSense("RTI ka jawab kitne din mein aata hai")).toBe("limit");
    expect(askedDurationSense("gram sabha saal mein kitni baar hoti hai")).toBeNull();
  });

  it("reads the sense a line states, bold markers and all", () => {
    expect(statesDurationSense("extent", "kam se kam 100 din ke akushal shaareerik kaam")).toBe(true);
    expect(statesDurationSense("extent", "ek vitt varsh mein **125 din** ke akushal kaam")).toBe(true);
    expect(statesDurationSense("extent", "100 दिन की गारंटी")).toBe(true);
    expect(statesDurationSense("extent", "maang ke 15 din ke andar kaam")).toBe(false);
    expect(statesDurationSense("limit", "maang ke **15 din ke andar** kaam")).toBe(true);
    expect(statesDurationSense("limit", "माँग के 15 दिन के भीतर काम")).toBe(true);
    expect(statesDurationSense("limit", "paid within 15 days of the muster roll's closure")).toBe(true);
    expect(statesDurationSense("limit", "100 din ki guarantee")).toBe(false);
  });
});
