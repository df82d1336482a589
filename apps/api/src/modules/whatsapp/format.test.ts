import { describe, expect, it } from "vitest";
import { formatAnswer, splitMessage, toWhatsappText } from "./format.ts";

describe("WhatsApp formatting", () => {
  it("turns markdown into WhatsApp marks", () => {
    expect(toWhatsappText("## मनरेगा\n**100 दिन** का काम, *लगभग*\n- एक\n- [नियम](https://x.in/a)")).toBe(
      "*मनरेगा*\n*100 दिन* का काम, _लगभग_\n• एक\n• नियम (https://x.in/a)",
    );
  });

  it("splits a long answer at paragraph breaks, every part within the limit", () => {
    const paragraph = "ग्राम सभा की बैठक साल में कम से कम चार बार होती है। ".repeat(12).trim();
    const parts = splitMessage(Array.from({ length: 6 }, () => paragraph).join("\n\n"), 1500);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(1500);
    expect(parts.join("\n\n")).toBe(Array.from({ length: 6 }, () => paragraph).join("\n\n"));
  });

  it("adds sources as short lines with their links", () => {
    const [only] = formatAnswer(
      "Jawab.",
      [{ title: "MGNREGA Act", url: "https://nrega.nic.in", snippet: "", page: 4 }],
      "Sources",
    );
    expect(only).toBe("Jawab.\n\n*Sources:*\n1. MGNREGA Act — p. 4\nhttps://nrega.nic.in");
  });
});
