import { describe, expect, it } from "vitest";
import { PageTooLargeError, RENDER_MAX_PIXELS, renderSize } from "./pdf.ts";

describe("renderSize", () => {
  it("draws A4 at 200 dpi", () => {
    expect(renderSize({ width: 595, height: 842 })).toEqual({ width: 1652, height: 2338, dpi: 200 });
  });

  it("draws a big page coarser, never past the pixel cap", () => {
    for (const page of [
      { width: 2384, height: 3370 },
      { width: 1684, height: 2384 },
      { width: 14400, height: 200 },
    ]) {
      const size = renderSize(page);
      expect(size.width * size.height).toBeLessThanOrEqual(RENDER_MAX_PIXELS);
      expect(size.dpi).toBeGreaterThanOrEqual(70);
    }
  });

  it("refuses a page that would need less than 70 dpi (the 14400 pt page pdftoppm drew as 40000 × 40000 px)", () => {
    expect(() => renderSize({ width: 14400, height: 14400 })).toThrow(PageTooLargeError);
  });
});
