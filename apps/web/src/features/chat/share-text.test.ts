import { describe, expect, it } from "vitest";
import { markdownToWhatsApp, shareText } from "./share-text";

const labels = { question: "सवाल", answer: "जवाब", sources: "स्रोत", from: "एआई सचिव से" };

describe("markdownToWhatsApp", () => {
  it("writes bold, italic, lists, headings and links the way WhatsApp shows them", () => {
    const md = [
      "## ग्राम सभा",
      "",
      "- साल में **कम से कम दो बार** बैठक",
      "* कोरम *दसवाँ हिस्सा*",
      "1. पहला",
      "",
      "देखें [पंचायती राज मंत्रालय](https://panchayat.gov.in/) और <https://egramswaraj.gov.in>",
      "",
      "---",
      "_यह जवाब ऑफ़लाइन सहायक ने बनाया है_",
    ].join("\n");
    expect(markdownToWhatsApp(md)).toBe(
      [
        "*ग्राम सभा*",
        "",
        "• साल में *कम से कम दो बार* बैठक",
        "• कोरम _दसवाँ हिस्सा_",
        "1. पहला",
        "",
        "देखें पंचायती राज मंत्रालय (https://panchayat.gov.in/) और https://egramswaraj.gov.in",
        "",
        "_यह जवाब ऑफ़लाइन सहायक ने बनाया है_",
      ].join("\n"),
    );
  });

  it("leaves no markdown marks behind", () => {
    const out = markdownToWhatsApp("# Title\n**Bold** and `code` and [a](https://x.in)");
    expect(out).not.toMatch(/\*\*|#|`|\]\(/);
  });
});

describe("shareText", () => {
  it("puts the question first and lists the sources once, as short lines", () => {
    const answer = [
      "दस्तावेज़ों में यह मिला:",
      "",
      "- साल में **दो बार**",
      "",
      "**स्रोत:**",
      "1. बिहार पंचायत राज अधिनियम — https://state.bihar.gov.in/",
      "",
      "_ऑफ़लाइन सहायक_",
    ].join("\n");
    const text = shareText({
      question: "ग्राम सभा  साल में कितनी बार होती है?",
      answer,
      sources: [{ title: "बिहार पंचायत राज अधिनियम", url: "https://state.bihar.gov.in/", snippet: "…" }],
      labels,
    });
    expect(text).toBe(
      [
        "*सवाल:* ग्राम सभा साल में कितनी बार होती है?",
        "",
        "*जवाब:*",
        "दस्तावेज़ों में यह मिला:",
        "",
        "• साल में *दो बार*",
        "",
        "_ऑफ़लाइन सहायक_",
        "",
        "*स्रोत:*",
        "• बिहार पंचायत राज अधिनियम — https://state.bihar.gov.in/",
        "",
        "— एआई सचिव से",
      ].join("\n"),
    );
  });

  it("without a question (the welcome message) gives the answer alone", () => {
    expect(shareText({ answer: "नमस्ते! मैं **एआई सचिव** हूँ", labels })).toBe("नमस्ते! मैं *एआई सचिव* हूँ\n\n— एआई सचिव से");
  });
});
