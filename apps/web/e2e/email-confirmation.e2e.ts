// Sign-up when the server asks for email confirmation: the 'Check Your Email' state, the link
// in the mail, the green 'confirmed' message on /login, then login. Runs its own API server.
import { startSmtpServer } from "@sachiv/test-support/smtp";
import { PASSWORD, newEmail } from "./support/accounts";
import { startApiServer, type TApiServer } from "./support/api-server";
import { newPhoneContext, snap } from "./support/browser";
import { expect, test as base } from "./support/fixtures";
import { expectPath, expectTextVisible, fillCredentials } from "./support/ui";

type TMailServer = Awaited<ReturnType<typeof startSmtpServer>>;

const test = base.extend<{ mail: TMailServer; confirmingServer: TApiServer }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  mail: async ({}, provide) => {
    const mail = await startSmtpServer();
    try {
      await provide(mail);
    } finally {
      await mail.close();
    }
  },
  confirmingServer: async ({ mail }, provide) => {
    const server = await startApiServer({ AUTH_REQUIRE_EMAIL_CONFIRMATION: "true", SMTP_URL: mail.url });
    try {
      await provide(server);
    } finally {
      await server.stop();
    }
  },
});

test.describe("sign-up with email confirmation", () => {
  test("asks to check the email, confirms through the link, then logs in", async ({
    browser,
    mail,
    confirmingServer,
  }) => {
    const context = await newPhoneContext(browser, confirmingServer.baseUrl);
    const page = await context.newPage();
    const email = newEmail("confirm");

    await page.goto("/signup");
    await fillCredentials(page, email, PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectTextVisible(page, "Please check your email to confirm your account, then return to login.");
    await expect(page.getByRole("button", { name: "Check Your Email" })).toBeDisabled();
    await snap(page, "signup-check-email-hinglish-phone");

    const { text } = await mail.nextMailTo(email);
    const link = /https?:\/\/\S+\/api\/auth\/confirm\?[^\s"<>]+/.exec(text)?.[0];
    expect(link, `a confirmation link in the mail:\n${text}`).toBeDefined();
    await page.goto(link!.replace(/&amp;/g, "&"));
    await expectPath(page, "/login");
    await expectTextVisible(page, "Aapka email confirm ho gaya hai. Ab login karein.");
    await snap(page, "login-confirmed-hinglish-phone");

    // The link works once: opening it again explains what happened.
    await page.goto(link!.replace(/&amp;/g, "&"));
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
