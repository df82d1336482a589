// The installable, offline-capable app: a service worker controls the page, Chromium itself
// reports no installability errors, the manifest is complete, and after one visit the learning
// screens open with the network off.
import { t } from "@sachiv/content";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { PASSWORD, newEmail } from "./support/accounts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE, newPhoneContext, snap } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { expectPath, expectVisible, fillCredentials } from "./support/ui";

/**
 * Waits until the service worker has installed (precache done) and controls this page — on the
 * first visit, without a reload: an official may lose the network before ever reloading.
 */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe("progressive web app", () => {
  test("is installable: service worker in control, no installability errors, a complete manifest", async ({
    server,
  }) => {
    // A real profile: Chromium never offers to install from an incognito context.
    const profile = mkdtempSync(path.join(os.tmpdir(), "sachiv-profile-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: server.baseUrl,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      await page.goto("/index");
      await waitForServiceWorker(page);

      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => {
          const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
            installabilityErrors: { errorId: string }[];
          };
          return installabilityErrors;
        })
        .toEqual([]);

      const href = await page.getAttribute('link[rel="manifest"]', "href");
      expect(href).toBeTruthy();
      const manifest = (await (await page.request.get(href!)).json()) as {
        name: string;
        icons: { src: string; sizes: string; purpose?: string }[];
      };
      expect(manifest).toMatchObject({
        name: expect.stringContaining("AI Sachiv"),
        short_name: "AI Sachiv",
        start_url: "/",
        display: "standalone",
        theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      });
      expect(manifest.name).toContain("एआई सचिव");
      const icons = manifest.icons;
      for (const size of ["192x192", "512x512"]) expect(icons.some((i) => i.sizes === size)).toBe(true);
      expect(icons.some((i) => i.purpose?.includes("maskable"))).toBe(true);
      // Every icon's real pixel size is the size it claims.
      for (const icon of icons) {
        const { width, height } = pngSize(Buffer.from(await (await page.request.get(icon.src)).body()));
        expect(`${width}x${height}`).toBe(icon.sizes);
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test("opens the glossary and the academy with the network off after one visit", async ({ browser, server }) => {
    const context = await newPhoneContext(browser, server.baseUrl);
    const page = await context.newPage();
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
    await expectVisible(page.getByText(t("academy.start", "hinglish")).first());
    await snap(page, "offline-academy-hinglish-phone");

    // Still offline: the session survived (no bounce to /login).
    await expectPath(page, "/academy");
    await context.setOffline(false);
    await context.close();
  });
});
