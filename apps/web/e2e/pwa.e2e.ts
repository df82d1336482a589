// The installable, offline-capable app: a service worker controls the page, Chromium itself
// reports no installability errors, the manifest is complete, and after one visit the learning
// screens open with the network off.
import { t } from "@sachiv/content";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed, onTestFinished } from "vitest";
import { PASSWORD, newEmail } from "./support/accounts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE, launchBrowser, newPhoneContext, snap } from "./support/browser";
import { expectPath, expectVisible, fillCredentials } from "./support/ui";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Waits until the service worker has installed (precache done) and controls this page — on the
 * first visit, without a reload: an official may lose the network before ever reloading.
 */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("progressive web app", () => {
  it("is installable: service worker in control, no installability errors, a complete manifest", async () => {
    // A real profile: Chromium never offers to install from an incognito context.
    const profile = mkdtempSync(path.join(os.tmpdir(), "sachiv-profile-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: baseUrl,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    onTestFinished(() => rmSync(profile, { recursive: true, force: true }));
    const page = await context.newPage();
    await page.goto("/index");
    await waitForServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);

    const href = await page.getAttribute('link[rel="manifest"]', "href");
    expect(href).toBeTruthy();
    const manifest = (await (await page.request.get(href!)).json()) as {
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ short_name: "AI Sachiv", start_url: "/", display: "standalone" });
    expect(manifest.name).toContain("AI Sachiv");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.name).toContain("एआई सचिव");
    const icons = manifest.icons;
    for (const size of ["192x192", "512x512"]) expect(icons.some((i) => i.sizes === size)).toBe(true);
    expect(icons.some((i) => i.purpose?.includes("maskable"))).toBe(true);
    // Every icon's real pixel size is the size it claims.
    for (const icon of icons) {
      const { width, height } = pngSize(Buffer.from(await (await page.request.get(icon.src)).body()));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    await context.close();
  });

  it("opens the glossary and the academy with the network off after one visit", async () => {
    const context = await newPhoneContext(browser, baseUrl);
    const page = await context.newPage();
    onTestFailed(async () => {
      await snap(page, "failed-offline").catch(() => undefined);
    });
    await page.goto("/signup");
    await fillCredentials(page, newEmail("offline"), PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectPath(page, "/chat");
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.goto("/glossary");
    await expectVisible(page.getByRole("heading", { level: 1, name: t("page.glossary.title", "hinglish") }));
    // The bundled content works offline: search still finds a term.
    await page.getByRole("searchbox").or(page.getByRole("textbox")).first().fill("gram sabha");
    await expectVisible(page.getByRole("heading", { name: "Gram Sabha", exact: true }).first());
    await snap(page, "offline-glossary-hinglish-phone");

    await page.goto("/academy");
    await expectVisible(page.getByRole("heading", { level: 1, name: t("page.academy.title", "hinglish") }));
    await expectVisible(page.getByText("Start Learning").first());
    await snap(page, "offline-academy-hinglish-phone");

    // Still offline: the session survived (no bounce to /login).
    expect(new URL(page.url()).pathname).toBe("/academy");
    await context.setOffline(false);
    await context.close();
  });
});
