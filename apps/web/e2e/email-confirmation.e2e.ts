// Sign-up when the server asks for email confirmation: the 'Check Your Email' state, the link
// in the mail, the green 'confirmed' message on /login, then login. Runs its own API server.
import { afterAll, beforeAll, describe, it, onTestFailed } from "vitest";
import type { Browser } from "playwright-core";
import { PASSWORD, newEmail } from "./support/accounts";
import { startApiServer, type TApiServer } from "./support/api-server";
import { launchBrowser, newPhoneContext, snap } from "./support/browser";
import { startSmtpServer } from "@sachiv/api/testing/smtp";
import { expectPath, expectTextVisible, expectVisible, fillCredentials } from "./support/ui";

let browser: Browser;
let server: TApiServer;
let mail: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  mail = await startSmtpServer();
  server = await startApiServer({ AUTH_REQUIRE_EMAIL_CONFIRMATION: "true", SMTP_URL: mail.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

describe("sign-up with email confirmation", () => {
  it("asks to check the email, confirms through the link, then logs in", async () => {
    const context = await newPhoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    onTestFailed(async () => {
      await snap(page, "failed-email-confirmation").catch(() => undefined);
    });
    const email = newEmail("confirm");

    await page.goto("/signup");
    await fillCredentials(page, email, PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectTextVisible(page, "Please check your email to confirm your account, then return to login.");
    const button = page.getByRole("button", { name: "Check Your Email" });
    await expectVisible(button);
    if (!(await button.isDisabled())) throw new Error("'Check Your Email' should be disabled");
    await snap(page, "signup-check-email-hinglish-phone");

    const { text } = await mail.nextMailTo(email);
    const link = /https?:\/\/\S+\/api\/auth\/confirm\?[^\s"<>]+/.exec(text)?.[0];
    if (!link) throw new Error(`no confirmation link in the mail:\n${text}`);
    await page.goto(link.replace(/&amp;/g, "&"));
    await expectPath(page, "/login");
    await expectTextVisible(page, "Aapka email confirm ho gaya hai. Ab login karein.");
    await snap(page, "login-confirmed-hinglish-phone");

    // The link works once: opening it again explains what happened.
    await page.goto(link.replace(/&amp;/g, "&"));
    await expectPath(page, "/login");
    await expectTextVisible(
      page,
      "Confirmation link galat hai ya expire ho gaya hai. Agar account pehle hi confirm ho chuka hai to seedha login karein.",
    );

    await fillCredentials(page, email, PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expectPath(page, "/chat");
    await context.close();
  });
});
