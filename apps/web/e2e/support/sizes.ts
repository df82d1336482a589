// Measures what a thumb and an older reader meet on the current screen: every visible interactive
// element's box (≥ 48×48 CSS px) and every visible text's size (≥ 16 px; navigation labels — text
// in a <nav>, or in the app's own header outside <main> — ≥ 13 px; form fields ≥ 16 px).
// The one exception is WCAG 2.5.8's: a link inside a sentence, whose size the line sets.
import type { Page } from "@playwright/test";

export const MIN_TARGET_PX = 48;
export const MIN_BODY_TEXT_PX = 16;
export const MIN_NAV_TEXT_PX = 13;

export type TSizeProblem = { kind: "target" | "text"; what: string; size: string };

export function measureSizes(page: Page): Promise<TSizeProblem[]> {
  return page.evaluate(
    ({ minTarget, minBody, minNav }) => {
      const problems: { kind: "target" | "text"; what: string; size: string }[] = [];
      const shown = (el: Element) =>
        el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        el.getBoundingClientRect().width > 1 &&
        el.getBoundingClientRect().height > 1;
      const describe = (el: Element) => {
        const label =
          el.getAttribute("aria-label") ??
          (el as HTMLInputElement).placeholder ??
          el.textContent?.replace(/\s+/g, " ").trim() ??
          "";
        return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${label.slice(0, 40)}"`;
      };
      /** A link in running text (WCAG 2.5.8 "inline"): inline, in a block that says more than the link. */
      const inlineInText = (el: Element) => {
        if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
        let block = el.parentElement;
        while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
        const own = el.textContent?.trim().length ?? 0;
        return (block?.textContent?.trim().length ?? 0) > own + 3;
      };
      const interactive = document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="radio"], [role="tab"], [role="checkbox"], [role="switch"], [role="link"], [role="option"], [tabindex]:not([tabindex="-1"])',
      );
      for (const el of interactive) {
        if (!shown(el) || inlineInText(el)) continue;
        // A control inside a bigger control (an icon inside its button) is measured as that control.
        if (el.parentElement?.closest("button, a[href], [role='button'], [role='radio'], [role='tab']")) continue;
        const box = el.getBoundingClientRect();
        if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5)
          problems.push({
            kind: "target",
            what: describe(el),
            size: `${Math.round(box.width)}×${Math.round(box.height)}`,
          });
        if (/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) {
          const px = parseFloat(getComputedStyle(el).fontSize);
          if (px < minBody) problems.push({ kind: "text", what: describe(el), size: `${px}px` });
        }
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const seen = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || seen.has(parent) || !node.textContent?.trim()) continue;
        seen.add(parent);
        if (parent.closest("script, style, noscript, svg") || !shown(parent)) continue;
        const nav = parent.closest("nav") !== null || (parent.closest("header") !== null && !parent.closest("main"));
        const min = nav ? minNav : minBody;
        const px = parseFloat(getComputedStyle(parent).fontSize);
        if (px < min - 0.01)
          problems.push({ kind: "text", what: `${nav ? "nav " : ""}${describe(parent)}`, size: `${px}px` });
      }
      return problems;
    },
    { minTarget: MIN_TARGET_PX, minBody: MIN_BODY_TEXT_PX, minNav: MIN_NAV_TEXT_PX },
  );
}
