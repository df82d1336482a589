// Linking WhatsApp from Settings (issue 23), on a server with WhatsApp configured: the card shows
// the business number and a code; the code sent from a phone (a signed webhook, as Meta delivers
// it) links that number, and Settings then shows it masked. Screenshots: phone and desktop, both
// languages.
import { createHmac } from "node:crypto";
import { test as base, expect } from "@playwright/test";
import { tWhatsapp } from "@sachiv/content";
import { startApiServer, type TApiServer } from "./support/api-server";
import { newDesktopContext, newPhoneContext, snap } from "./support/browser";
import { PASSWORD, newEmail } from "./support/accounts";
import { createAccount, expectVisible, logIn } from "./support/ui";

const APP_SECRET = "e2e-app-secret";
const PHONE = "919876501234";

const test = base.extend<object, { waServer: TApiServer }>({
  waServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, provide) => {
      const server = await startApiServer({
        WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
        WHATSAPP_ACCESS_TOKEN: "e2e-token",
        WHATSAPP_APP_SECRET: APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: "e2e-verify",
        WHATSAPP_BUSINESS_NUMBER: "919800000000",
        // Nothing listens here: replies fail and are retried, the linking itself does not depend on them.
        WHATSAPP_GRAPH_API_URL: "http://127.0.0.1:9/v21.0",
      });
      try {
        await provide(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

async function sendFromPhone(baseUrl: string, text: string) {
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "919800000000", phone_number_id: "106540352242922" },
              contacts: [{ profile: { name: "Sarpanch" }, wa_id: PHONE }],
              messages: [
                {
                  from: PHONE,
                  id: `wamid.e2e${Date.now()}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: "text",
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const res = await fetch(`${baseUrl}/api/whatsapp/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-hub-signature-256": `sha256=${createHmac("sha256", APP_SECRET).update(body).digest("hex")}`,
    },
    body,
  });
  expect(res.status).toBe(200);
}

test("an official links a WhatsApp number with the code from Settings", async ({ browser, waServer }) => {
  const email = newEmail("whatsapp");
  await createAccount(waServer.baseUrl, email, PASSWORD);
  const context = await newPhoneContext(browser, waServer.baseUrl);
  const page = await context.newPage();
  await logIn(page, email, PASSWORD);
  await page.goto("/settings");
  await expectVisible(page.getByText(tWhatsapp("settings.whatsapp.title", "hinglish")));
  await expectVisible(page.getByText(tWhatsapp("settings.whatsapp.notLinked", "hinglish")));
  await page.getByRole("button", { name: tWhatsapp("settings.whatsapp.makeCode", "hinglish") }).click();
  const shown = page.getByTestId("whatsapp-code");
  await expect(shown).toContainText("+919800000000");
  const code = (await shown.textContent())?.match(/SACHIV (\d{6})/)?.[1] ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await shown.scrollIntoViewIfNeeded();
  await snap(page, "whatsapp-settings-code-phone-hinglish");

  await sendFromPhone(waServer.baseUrl, `SACHIV ${code}`);
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByText(tWhatsapp("settings.whatsapp.linked", "hinglish", { number: "••••••1234" })),
    ).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // The linked number's alerts about new circulars: off until switched on; the switch stays on.
  const alerts = page.getByRole("switch", { name: tWhatsapp("settings.whatsapp.alerts", "hinglish") });
  await expect(alerts).toHaveAttribute("aria-checked", "false");
  await expect(alerts).toHaveAccessibleDescription(tWhatsapp("settings.whatsapp.alertsHint", "hinglish"));
  await alerts.click();
  await expect(alerts).toHaveAttribute("aria-checked", "true");
  await page.reload();
  await expect(alerts).toHaveAttribute("aria-checked", "true");
  await page.getByText(tWhatsapp("settings.whatsapp.title", "hinglish")).scrollIntoViewIfNeeded();
  await snap(page, "whatsapp-settings-linked-phone-hinglish");

  await page.evaluate(() => localStorage.setItem("preferred-language", "hindi"));
  await page.reload();
  const hindiTitle = page.getByText(tWhatsapp("settings.whatsapp.title", "hindi"));
  await expectVisible(hindiTitle);
  await hindiTitle.scrollIntoViewIfNeeded();
  const hindiAlerts = page.getByRole("switch", { name: tWhatsapp("settings.whatsapp.alerts", "hindi") });
  await expect(hindiAlerts).toHaveAttribute("aria-checked", "true");
  await snap(page, "whatsapp-settings-linked-phone-hindi");
  // Off again, in Hindi.
  await hindiAlerts.click();
  await expect(hindiAlerts).toHaveAttribute("aria-checked", "false");
  const state = await context.storageState();
  await context.close();

  const desktop = await newDesktopContext(browser, waServer.baseUrl, { storageState: state });
  const wide = await desktop.newPage();
  await wide.goto("/settings");
  await expectVisible(wide.getByText(tWhatsapp("settings.whatsapp.title", "hindi")));
  await wide.getByRole("button", { name: tWhatsapp("settings.whatsapp.makeCode", "hindi") }).click();
  await wide.getByTestId("whatsapp-code").scrollIntoViewIfNeeded();
  await snap(wide, "whatsapp-settings-code-desktop-hindi");
  await wide.evaluate(() => localStorage.setItem("preferred-language", "hinglish"));
  await wide.reload();
  const linked = wide.getByText(tWhatsapp("settings.whatsapp.linked", "hinglish", { number: "••••••1234" }));
  await expectVisible(linked);
  await linked.scrollIntoViewIfNeeded();
  await snap(wide, "whatsapp-settings-linked-desktop-hinglish");
  await desktop.close();
});
