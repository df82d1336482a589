// Phone and desktop contexts on the journeys' chromium (Playwright's `browser` fixture), and screenshots.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";

export { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

const screenshotDir = fileURLToPath(new URL("../screenshots", import.meta.url));

/** `options` adds to the phone's (a signed-in storageState, geolocation, permissions…). */
export function newPhoneContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "hi-IN",
    ...options,
  });
}

export function newDesktopContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: DESKTOP, locale: "hi-IN", ...options });
}

/**
 * Saves apps/web/e2e/screenshots/<name>.png once fonts have loaded; transitions and animations are
 * run to their end, so colours have settled. (A failing journey keeps its trace under test-results/.)
 */
export async function snap(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: false, animations: "disabled" });
}
