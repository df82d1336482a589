// One headless Debian chromium for a test file, phone and desktop contexts, and screenshots.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { onTestFailed } from "vitest";

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

const screenshotDir = fileURLToPath(new URL("../screenshots", import.meta.url));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

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

/** Saves apps/web/e2e/screenshots/<name>.png once fonts have loaded and colours have settled. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.waitForTimeout(300);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: false });
}

/** A new page in `context` whose screen is saved as failed-<name>.png if the test fails. */
export async function openPage(context: BrowserContext, name: string): Promise<Page> {
  const page = await context.newPage();
  onTestFailed(async () => {
    await snap(page, `failed-${name}`).catch(() => undefined);
  });
  return page;
}
