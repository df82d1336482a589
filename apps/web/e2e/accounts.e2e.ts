// Accounts a sarpanch can keep, on a phone in both languages: the password reset by an emailed
// link (read from the server log, as without SMTP), sign-up and login with a mobile number, the
// newcomer's link to the introduction, and an admin-to-be told to confirm the email, then told
// that it is confirmed and admin access is on.
import { t, apiErrors, type TUiKey, type TUiLanguage } from "@sachiv/content";
import type { Browser, Page } from "@playwright/test";
import { waitUntil } from "@sachiv/test-support/wait";
import { PASSWORD, newEmail } from "./support/accounts";
import { startApiServer, type TApiServer } from "./support/api-server";
import { newPhoneContext } from "./support/browser";
import { expect, test as base } from "./support/fixtures";
import { createAccount, expectPath, expectTextVisible, expectVisible } from "./support/ui";

const LANGUAGES: TUiLanguage[] = ["hinglish", "hindi"];
const NEW_PASSWORD = "NayaPassword@2026";
const SHOTS = process.env.AUTH_SHOTS_DIR ?? "/tmp/auth-shots";

const tx = (key: TUiKey, language: TUiLanguage, vars?: Record<string, string | number>) => t(key, language, vars);

/** A phone whose app starts in `language` (as if chosen earlier with the toggle). */
async function phoneIn(browser: Browser, baseUrl: string, language: TUiLanguage) {
  const context = await newPhoneContext(browser, baseUrl);
  await context.addInitScript((lang) => {
    if (!localStorage.getItem("preferred-language")) localStorage.setItem("preferred-language", lang);
  }, language);
  return context;
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: "disabled" });
}

/** The newest link to `pathPart` in a mail to `email` that the server logged (no SMTP). */
function mailedLink(server: TApiServer, email: string, pattern: RegExp, seen = 0): Promise<string> {
  return waitUntil(() => {
    const links = server
      .logs()
      .split("\n")
      .filter((line) => line.includes(`"to":"${email}"`))
      .map((line) => pattern.exec(line)?.[0])
      .filter((l): l is string => l !== undefined);
    return links.length > seen ? links.at(-1) : undefined;
  }, `a mailed link for ${email} in the server log`);
}

async function expectTapTarget(page: Page, name: string) {
  const box = await page.getByRole("link", { name }).boundingBox();
  expect(box, name).not.toBeNull();
  expect(box!.height, `${name} is tall enough to tap`).toBeGreaterThanOrEqual(48);
}

type TAdminServer = { adminServer: TApiServer; adminEmails: string[] };
const test = base.extend<object, TAdminServer>({
  adminEmails: [
    LANGUAGES.flatMap((l) => [`sachiv.admin.${l}@e2e.test`, `sachiv.admin.elsewhere.${l}@e2e.test`]),
    { scope: "worker" },
  ],
  adminServer: [
    async ({ adminEmails }, provide) => {
      const server = await startApiServer({ ADMIN_EMAILS: adminEmails.join(",") });
      try {
        await provide(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker" },
  ],
});

for (const language of LANGUAGES) {
  test.describe(`accounts (${language})`, () => {
    test("password reset by the emailed link, from the login page back to login", async ({ browser, server }) => {
      const context = await phoneIn(browser, server.baseUrl, language);
      const page = await context.newPage();
      const email = newEmail(`reset-${language}`);
      await createAccount(server.baseUrl, email, PASSWORD);

      await page.goto("/login");
      await expectTapTarget(page, tx("login.forgotPassword", language));
      await expectTapTarget(page, tx("login.whatIsSachiv", language));
      await shot(page, `login-${language}`);
      await page.getByRole("link", { name: tx("login.forgotPassword", language) }).click();
      await expectPath(page, "/forgot-password");
      // Login has a field of the same name: fill in only once the new screen is there.
      await expectVisible(page.getByRole("heading", { name: tx("recover.title", language) }));
      await page.getByLabel(tx("login.identifier", language)).fill(email.toUpperCase());
      await page.getByRole("button", { name: tx("recover.submit", language) }).click();
      await expectTextVisible(page, tx("recover.sent", language));
      await shot(page, `forgot-password-sent-${language}`);

      const link = await mailedLink(server, email, /https?:\/\/[^\s"\\]+\/reset-password\?token=[\w-]+/);
      await page.goto(new URL(link).pathname + new URL(link).search);
      await expectPath(page, "/reset-password");
      await expectVisible(page.getByRole("heading", { name: tx("reset.title", language) }));
      const newPassword = page.getByLabel(tx("auth.newPassword", language));
      await newPassword.fill("abc");
      await page.getByRole("button", { name: tx("reset.submit", language) }).click();
      await expectTextVisible(page, apiErrors.WEAK_PASSWORD[language]);
      await shot(page, `reset-password-weak-${language}`);
      await newPassword.fill(NEW_PASSWORD);
      await page.getByRole("button", { name: tx("reset.submit", language) }).click();

      await expectPath(page, "/login");
      await expectTextVisible(page, tx("login.passwordReset", language));
      await shot(page, `login-after-reset-${language}`);
      await page.getByLabel(tx("login.identifier", language)).fill(email);
      await page.getByLabel(tx("auth.password", language), { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole("button", { name: tx("login.submit", language), exact: true }).click();
      await expectPath(page, "/chat");

      // The link works once.
      const again = await phoneIn(browser, server.baseUrl, language);
      const second = await again.newPage();
      await second.goto(new URL(link).pathname + new URL(link).search);
      await second.getByLabel(tx("auth.newPassword", language)).fill("YetAnother@2026");
      await second.getByRole("button", { name: tx("reset.submit", language) }).click();
      await expectTextVisible(second, apiErrors.INVALID_RESET_LINK[language]);
      await expectVisible(second.getByRole("link", { name: tx("reset.requestNew", language) }));
      await shot(second, `reset-password-used-${language}`);
      await again.close();
      await context.close();
    });

    test("signs up with a mobile number and logs in with it", async ({ browser, server }) => {
      const context = await phoneIn(browser, server.baseUrl, language);
      const page = await context.newPage();
      const email = newEmail(`mobile-${language}`);
      const digits = `9${String(Date.now()).slice(-8)}${language === "hindi" ? 1 : 2}`;

      await page.goto("/signup");
      await page.getByLabel(tx("auth.email", language), { exact: true }).fill(email);
      await page.getByLabel(tx("auth.password", language), { exact: true }).fill(PASSWORD);
      await page.getByLabel(tx("auth.mobile", language)).fill(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
      await shot(page, `signup-mobile-${language}`);
      await page.getByRole("button", { name: tx("signup.submit", language) }).click();
      await expectPath(page, "/chat");
      await context.close();

      const later = await phoneIn(browser, server.baseUrl, language);
      const phone = await later.newPage();
      await phone.goto("/login");
      await phone.getByLabel(tx("login.identifier", language)).fill(`0${digits}`);
      await phone.getByLabel(tx("auth.password", language), { exact: true }).fill("galat-password");
      await phone.getByRole("button", { name: tx("login.submit", language), exact: true }).click();
      await expectTextVisible(phone, apiErrors.INVALID_MOBILE_CREDENTIALS[language]);
      await phone.getByLabel(tx("auth.password", language), { exact: true }).fill(PASSWORD);
      await phone.getByRole("button", { name: tx("login.submit", language), exact: true }).click();
      await expectPath(phone, "/chat");

      // A newcomer's way to the introduction.
      await later.close();
      const newcomer = await phoneIn(browser, server.baseUrl, language);
      const visitor = await newcomer.newPage();
      await visitor.goto("/login");
      await visitor.getByRole("link", { name: tx("login.whatIsSachiv", language) }).click();
      await expectPath(visitor, "/index");
      await newcomer.close();
    });

    test("an admin-to-be is told to confirm the email, then that it is confirmed and admin access is on", async ({
      browser,
      adminServer,
      adminEmails,
    }) => {
      const [email, elsewhere] = adminEmails.filter((e) => e.endsWith(`.${language}@e2e.test`));
      if (!email || !elsewhere) throw new Error("two admin addresses per language");
      const context = await phoneIn(browser, adminServer.baseUrl, language);
      const page = await context.newPage();
      await page.goto("/signup");
      await page.getByLabel(tx("auth.email", language), { exact: true }).fill(email);
      await page.getByLabel(tx("auth.password", language), { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: tx("signup.submit", language) }).click();
      await expectPath(page, "/chat");
      await expectTextVisible(page, tx("pendingAdmin.banner", language, { email }));
      await shot(page, `chat-pending-admin-${language}`);

      // /admin explains instead of sending the user away without a word.
      await page.goto("/admin");
      await expectPath(page, "/admin");
      await expectVisible(page.getByRole("heading", { name: tx("pendingAdmin.title", language) }));
      await expectTextVisible(page, tx("pendingAdmin.body", language, { email }));
      await shot(page, `admin-pending-${language}`);

      const link = await mailedLink(adminServer, email, /https?:\/\/[^\s"\\]+\/api\/auth\/confirm\?[^\s"\\]+/);
      await page.goto(new URL(link).pathname + new URL(link).search);
      await expectPath(page, "/email-confirmed");
      await expectTextVisible(page, tx("confirmed.title", language));
      await expectTextVisible(page, tx("confirmed.adminOn", language));
      await shot(page, `email-confirmed-admin-${language}`);
      await page.getByRole("link", { name: tx("confirmed.toAdmin", language) }).click();
      await expectPath(page, "/admin");
      await expect(page.getByText(tx("pendingAdmin.title", language))).toHaveCount(0);
      await page.goto("/chat");
      await expectVisible(page.getByRole("heading", { level: 1 }).first());
      await expect(page.getByText(tx("pendingAdmin.banner", language, { email }))).toHaveCount(0);
      await context.close();

      // The link opened where nobody is signed in (another browser on the phone): login says both.
      await createAccount(adminServer.baseUrl, elsewhere, PASSWORD);
      const other = await phoneIn(browser, adminServer.baseUrl, language);
      const browserTab = await other.newPage();
      const link2 = await mailedLink(adminServer, elsewhere, /https?:\/\/[^\s"\\]+\/api\/auth\/confirm\?[^\s"\\]+/);
      await browserTab.goto(new URL(link2).pathname + new URL(link2).search);
      await expectPath(browserTab, "/login");
      await expectTextVisible(browserTab, tx("login.emailConfirmed", language));
      await expectTextVisible(browserTab, tx("login.adminOn", language));
      await shot(browserTab, `login-confirmed-admin-${language}`);
      await other.close();
    });
  });
}
