// A model's answer that cites a passage it was never given (issue 21 item 11), on desktop in both
// admin languages: the API runs with a chat model (a local fake OpenAI-compatible server); the
// official never sees the invented "[9]"; the admin's conversation details flag the answer with
// the number, flag an answer citing nothing, and leave a grounded answer unflagged.
import { tAdmin, tAdminGrounding, type TAdminUiKey } from "@sachiv/content";
import type { Page } from "@playwright/test";
import { PASSWORD, newEmail } from "./support/accounts";
import { askChat, signUpForToken } from "./support/api-client";
import { startApiServer, type TApiServer } from "./support/api-server";
import { newDesktopContext, snap } from "./support/browser";
import { startFakeModel, type TFakeModel } from "./support/fake-model";
import { createAdmin, expect, signedInState, test } from "./support/fixtures";
import { expectTextVisible, expectVisible } from "./support/ui";

const en = (key: TAdminUiKey, vars?: Record<string, string | number>) => tAdmin(key, "en", vars);
const hi = (key: TAdminUiKey, vars?: Record<string, string | number>) => tAdmin(key, "hi", vars);

const INVENTED_Q = "Gram sabha ki baithak saal mein kitni baar hoti hai?";
const INVENTED_A =
  "Gram sabha saal mein 12 baar hoti hai [9].\n\nDocument mein likha hai:\n> Gram Sabha ki baithak har mahine hoti hai [9]";
const UNCITED_Q = "PMAY-G mein kitni sahayata milti hai?";
const UNCITED_A = "PMAY-G mein 5 lakh rupaye milte hain.";
const CITED_Q = "RTI ka jawab kitne din mein milta hai?";
const CITED_A = "RTI ka jawab 30 din mein milta hai [1].";

let fake: TFakeModel;
let server: TApiServer;
const adminEmail = newEmail("grounding.admin");
const userEmail = newEmail("grounding.sarpanch");

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeModel((q) => (q === INVENTED_Q ? INVENTED_A : q === UNCITED_Q ? UNCITED_A : CITED_A));
  server = await startApiServer({
    CHAT_MODEL: "fake-model",
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: "sk-e2e",
    ADMIN_EMAILS: adminEmail,
  });
  await createAdmin(server, adminEmail);
  const user = await signUpForToken(server.baseUrl, userEmail, PASSWORD);
  for (const q of [CITED_Q, UNCITED_Q, INVENTED_Q]) await askChat(server.baseUrl, user, q, "hinglish");
});
test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

async function openConversation(page: Page, question: string) {
  await page.locator("table tbody tr[tabindex]").filter({ hasText: question }).click();
}

test("the admin sees a model answer with an invented source marker flagged (desktop, English and Hindi)", async ({
  browser,
}) => {
  const state = await signedInState(browser, server.baseUrl, adminEmail);
  const context = await newDesktopContext(browser, server.baseUrl, { storageState: state, timezoneId: "Asia/Kolkata" });
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByRole("tab", { name: en("admin.tabConversations") }).click();
  await page.getByLabel(en("admin.emailFilter"), { exact: true }).fill(userEmail);
  await expectTextVisible(page, en("admin.conversationsFound", { count: 3 }));

  // The invented [9]: flagged with its number; the reader's text never held it.
  await openConversation(page, INVENTED_Q);
  let dialog = page.getByRole("dialog", { name: en("admin.detailsTitle") });
  await expectVisible(dialog);
  const flag = dialog.getByRole("note");
  await expect(flag).toContainText(tAdminGrounding("admin.groundingFlag", "en"));
  await expect(flag).toContainText(/cites \[9\], but it was given only \d+ passages/);
  await expect(dialog.locator(".chat-markdown").last()).toContainText("Gram sabha saal mein 12 baar hoti hai.");
  await expect(dialog.locator(".chat-markdown").last()).not.toContainText("[9]");
  await snap(page, "admin-grounding-invented-en-desktop");

  // Hindi: the same flag in Hindi.
  await page.keyboard.press("Escape");
  await page.getByRole("radio", { name: "हिंदी" }).filter({ visible: true }).first().click();
  await openConversation(page, INVENTED_Q);
  dialog = page.getByRole("dialog", { name: hi("admin.detailsTitle") });
  await expect(dialog.getByRole("note")).toContainText(tAdminGrounding("admin.groundingFlag", "hi"));
  await expect(dialog.getByRole("note")).toContainText(/मॉडल ने \[9\] का हवाला दिया/);
  await snap(page, "admin-grounding-invented-hi-desktop");
  await page.keyboard.press("Escape");

  // An answer citing nothing is flagged too; a grounded one is not, and its source opens its passage.
  await openConversation(page, UNCITED_Q);
  dialog = page.getByRole("dialog", { name: hi("admin.detailsTitle") });
  await expect(dialog.getByRole("note")).toContainText(/मॉडल ने दिए गए \d+ अंशों में से किसी का हवाला नहीं दिया/);
  await snap(page, "admin-grounding-uncited-hi-desktop");
  await page.keyboard.press("Escape");
  await openConversation(page, CITED_Q);
  dialog = page.getByRole("dialog", { name: hi("admin.detailsTitle") });
  await expectVisible(dialog.getByText("RTI ka jawab 30 din mein milta hai."));
  await expect(dialog.getByRole("note")).toHaveCount(0);
  await expect(dialog.getByRole("link")).toHaveCount(1);
  await context.close();
});
