// What a reply's markdown becomes in a chat bubble: the formatting replies use, and nothing a
// hostile or confused reply could run.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownText } from "./chat-markdown";

const render = (text: string) => renderToStaticMarkup(createElement(MarkdownText, { text }));

describe("chat bubble markdown", () => {
  it("renders what replies use: headings, bold, lists, links and tables", () => {
    const html = render(
      [
        "## ग्राम सभा",
        "",
        "**कोरम** के लिए कुल सदस्यों का *दसवाँ* हिस्सा चाहिए।",
        "",
        "1. पहली बैठक",
        "2. दूसरी बैठक",
        "",
        "- सूचना 7 दिन पहले",
        "- `GPDP` की मंज़ूरी",
        "",
        "| योजना | राशि |",
        "| --- | --- |",
        "| मनरेगा | ₹ 10,000 |",
        "",
        "देखें [ई-ग्राम स्वराज](https://egramswaraj.gov.in/) या https://panchayat.gov.in",
      ].join("\n"),
    );
    expect(html).toContain("<h2>ग्राम सभा</h2>");
    expect(html).toContain("<strong>कोरम</strong>");
    expect(html).toContain("<em>दसवाँ</em>");
    expect(html).toMatch(/<ol[^>]*><li>पहली बैठक<\/li><li>दूसरी बैठक<\/li><\/ol>/);
    expect(html).toMatch(/<ul[^>]*><li>सूचना 7 दिन पहले<\/li>/);
    expect(html).toContain("<code>GPDP</code>");
    expect(html).toMatch(/<table>.*<th[^>]*>\s*योजना\s*<\/th>.*<td[^>]*>\s*₹ 10,000\s*<\/td>.*<\/table>/s);
    expect(html).toContain(
      '<a href="https://egramswaraj.gov.in/" target="_blank" rel="noopener noreferrer" class="font-medium text-primary underline underline-offset-2">ई-ग्राम स्वराज</a>',
    );
    expect(html).toContain('href="https://panchayat.gov.in/"');
  });

  it("a one-line reply is a paragraph, as longer ones are", () => {
    expect(render("नमस्ते")).toBe('<div class="chat-markdown"><p>नमस्ते</p></div>');
  });

  it("shows raw HTML as text and never keeps a script, an event handler or a javascript: link", () => {
    const html = render(
      [
        '<script>alert("x")</script>',
        "",
        '<img src="x" onerror="alert(1)">',
        "",
        "[click me](javascript:alert(document.cookie)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](VBScript:msgbox)",
        "",
        '<a href="javascript:alert(2)">html link</a>',
        "",
        "![pixel](javascript:alert(3))",
      ].join("\n"),
    );
    expect(html).not.toMatch(/<script|<img[^>]*src=|<iframe|onerror="|<a href="javascript/i);
    expect(html).not.toMatch(/href="(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/src="javascript:/i);
    // The text is still there for the reader, as text.
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("click me");
  });
});
