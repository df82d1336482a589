import { describe, expect, it } from "vitest";
import { markdownToPlainText } from "./plain-text";

describe("markdownToPlainText", () => {
  it("drops bold, italic, headings and list marks from an answer, keeping the words", () => {
    expect(markdownToPlainText("**Resource envelope:** 15th FC grant\n\n- Basic grant\n- *Tied* grant")).toBe(
      "Resource envelope: 15th FC grant Basic grant Tied grant",
    );
    expect(markdownToPlainText("## ग्राम सभा\n**ग्राम सभा** साल में कम से कम दो बार।")).toBe(
      "ग्राम सभा ग्राम सभा साल में कम से कम दो बार।",
    );
    expect(markdownToPlainText("1. Pehle form bharein\n2. Phir _BDO_ ko dein")).toBe(
      "Pehle form bharein Phir BDO ko dein",
    );
  });

  it("keeps link text, image alt text, code and table cells, and leaves snake_case and maths alone", () => {
    expect(markdownToPlainText("See [the portal](https://nrega.nic.in/(x)) and ![map](a.png)")).toBe(
      "See the portal and map",
    );
    expect(markdownToPlainText("Run `job_card_no` now\n```\ncode here\n```")).toBe("Run job_card_no now code here");
    expect(markdownToPlainText("| Scheme | Days |\n|---|---|\n| VB-G RAM G | 125 |")).toBe(
      "Scheme Days VB-G RAM G 125",
    );
    expect(markdownToPlainText("file_name_here and 2 * 3 * 4")).toBe("file_name_here and 2 * 3 * 4");
    expect(markdownToPlainText("> quoted\n\n---\n\n~~old~~ new")).toBe("quoted old new");
  });
});
