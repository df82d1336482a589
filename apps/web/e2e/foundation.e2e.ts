// The app shell journey: sign up, the shell on a phone and a desktop, language that survives a
// reload, the 404 page, the admin entry, two-step verification, logout.
import { ADMIN_EMAIL, PASSWORD, newEmail } from "./support/accounts";
import { newDesktopContext, newPhoneContext, snap } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { totp } from "./support/totp";
import {
  createAccount,
  expectPath,
  expectTextVisible,
  expectVisible,
  fillCredentials,
  logIn,
  visibleText,
} from "./support/ui";

test.describe("app shell", () => {
  // Runs first: the API currently counts sign-up, login and code verification from one IP in one
  // shared per-minute bucket capped at 10 (see the report on the rate-limit store's child()).
  test("enrols an authenticator, asks for its code at login, and removes it", async ({ browser, server }) => {
    const email = newEmail("mfa");
    const context = await newPhoneContext(browser, server.baseUrl);
    const page = await context.newPage();

    await page.goto("/signup");
    await fillCredentials(page, email, PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectPath(page, "/chat");

    await page.getByRole("link", { name: "Settings" }).filter({ visible: true }).first().click();
    await expectPath(page, "/settings");
    await expectTextVisible(page, "Abhi koi authenticator joda nahi gaya hai.");
    await page.getByRole("button", { name: "Authenticator app jodein" }).click();
    await page.getByLabel("Is app ka naam").fill("Mera phone");
    await page.getByRole("button", { name: "Authenticator app jodein" }).click();
    await expectVisible(page.getByRole("img", { name: "Authenticator app ke liye QR code" }));
    await expect(page.locator("code")).toHaveText(/^[A-Z2-7=\s-]{16,}$/);
    const secret = (await page.locator("code").innerText()).trim();
    await page.getByLabel("6 ankon ka code").fill(totp(secret));
    await snap(page, "settings-mfa-hinglish-phone");
    await page.getByRole("button", { name: "Verify karein" }).click();
    await expectTextVisible(page, "Active");
    await expectTextVisible(page, "Mera phone");

    await page.getByRole("button", { name: "Logout" }).click();
    // Logout asks once.
    await page.getByRole("dialog").getByRole("button", { name: "Haan, logout karein" }).click();
    await expectPath(page, "/login");
    await fillCredentials(page, email, PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expectTextVisible(page, "Do-charan verification");
    // A code is accepted once, and the server allows one step of clock drift: the next step's
    // code (as a phone running 30 s ahead would show) signs in without waiting for the clock.
    await page.getByLabel("6 ankon ka code").fill(totp(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Verify karein" }).click();
    await expectPath(page, "/chat");

    await page.goto("/settings");
    await page.getByRole("button", { name: "Hatayein" }).click();
    await expectTextVisible(page, "Kya yeh authenticator hatana hai?");
    await page.getByRole("dialog").getByRole("button", { name: "Hatayein" }).click();
    await expectTextVisible(page, "Abhi koi authenticator joda nahi gaya hai.");

    await context.close();
  });

  test("on a phone: sign up, navigate, switch to Hindi, 404, log out", async ({ browser, server }) => {
    const context = await newPhoneContext(browser, server.baseUrl);
    const page = await context.newPage();

    // A visitor opening a protected screen lands on login.
    await page.goto("/chat");
    await expectPath(page, "/login");
    await expectTextVisible(page, "Login karein");
    await snap(page, "login-hinglish-phone");

    await page.getByRole("link", { name: "Sign Up" }).click();
    await expectPath(page, "/signup");
    // The URL changes before the sign-up screen replaces the login screen (its code loads first):
    // filling at once could type the email into the login form that is about to go.
    await expectVisible(page.getByRole("heading", { name: "Naya account banayein" }));
    const email = newEmail("sarpanch");
    await fillCredentials(page, email, PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();

    await expectPath(page, "/chat");
    await expectVisible(page.getByRole("heading", { name: "AI Chat" }));
    // Bottom navigation: three entries and '+N more'.
    for (const label of ["Chat", "Voice Agent", "Document", "+7 more"]) {
      await expectTextVisible(page, label);
    }
    await expect(visibleText(page, "Shabdkosh")).toHaveCount(0);
    await expectTextVisible(page, "AI Sachiv");
    await snap(page, "chat-hinglish-phone");

    await visibleText(page, "+7 more").click();
    for (const label of [
      "Pichhli baatcheet",
      "Kaagzaat (draft)",
      "Yojanayein aur Circular",
      "Sarpanch Academy",
      "Shabdkosh",
      "Zaroori Videos",
      "Gaon ka Naksha",
      "Kam dikhayein",
    ]) {
      await expectTextVisible(page, label);
    }
    await expect(page.getByText("Admin Dashboard")).toHaveCount(0);
    await snap(page, "nav-expanded-hinglish-phone");
    await visibleText(page, "Gaon ka Naksha").click();
    await expectPath(page, "/map");
    await expectVisible(page.getByRole("heading", { name: "Gram Panchayat Map" }));
    await expectTextVisible(page, "+7 more");

    // Not an admin: /admin sends the user to /chat.
    await page.goto("/admin");
    await expectPath(page, "/chat");

    // The landing page greets a signed-in user.
    await page.goto("/index");
    await expectTextVisible(page, `Swagat hai, ${email.split("@")[0]}!`);
    await expectTextVisible(page, "Shuru karne ke liye ek mode chunein");
    await expectVisible(page.getByRole("link", { name: "Get started" }));
    await snap(page, "landing-hinglish-phone");

    // Hindi, kept across a reload.
    await page.goto("/chat");
    await page.getByRole("radio", { name: "हिंदी" }).click();
    await expectTextVisible(page, "एआई सचिव");
    await page.reload();
    await expectVisible(page.getByRole("heading", { name: "एआई चैट" }));
    await expectTextVisible(page, "एआई सचिव");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await snap(page, "chat-hindi-phone");
    // The choice also reached the profile on the server.
    const profile = await page.evaluate(async () => {
      const stored = JSON.parse(localStorage.getItem("ai-sachiv.session") ?? "null") as {
        session?: { access_token?: string };
      } | null;
      const response = await fetch("/api/users/me", {
        headers: { authorization: `Bearer ${stored?.session?.access_token}` },
      });
      return (await response.json()) as { preferred_language: string };
    });
    expect(profile.preferred_language).toBe("hindi");

    // Unknown path: the 404 page, in the chosen language, then in Hinglish.
    await page.goto("/yeh-page-nahi-hai");
    await expectTextVisible(page, "उफ़! यह पेज नहीं मिला");
    await expectVisible(page.getByRole("link", { name: "होम पर लौटें" }));
    await snap(page, "404-hindi-phone");
    await page.getByRole("radio", { name: "Hinglish" }).click();
    await expectTextVisible(page, "Oops! Page not found");
    await snap(page, "404-hinglish-phone");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expectPath(page, "/chat");

    // Log out in Hindi; the protected screens are closed again.
    await page.getByRole("radio", { name: "हिंदी" }).click();
    await page.getByRole("button", { name: "लॉग आउट" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "हाँ, लॉग आउट करें" }).click();
    await expectPath(page, "/login");
    await expectVisible(page.getByRole("heading", { name: "लॉग इन करें" }));
    await snap(page, "login-hindi-phone");
    await page.goto("/chat");
    await expectPath(page, "/login");

    await context.close();
  });

  test("on a desktop: login errors, sidebar, Hindi, 404, log out", async ({ browser, server }) => {
    const email = newEmail("sachiv");
    await createAccount(server.baseUrl, email, PASSWORD);
    const context = await newDesktopContext(browser, server.baseUrl);
    const page = await context.newPage();

    await page.goto("/login?confirmed=1");
    await expectTextVisible(page, "Aapka email confirm ho gaya hai. Ab login karein.");
    await page.goto("/login");
    await expectVisible(page.getByRole("heading", { name: "Login karein" }));
    await snap(page, "login-hinglish-desktop");

    // A wrong password shows the server's message.
    await fillCredentials(page, email, "galat-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expectTextVisible(page, "Email ya password galat hai.");

    await fillCredentials(page, email, PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expectPath(page, "/chat");

    // Sidebar: title, subtitle, every entry, the user, logout, credit.
    for (const text of [
      "AI Sachiv",
      "Aapka Gram Panchayat Sahayak",
      "Chat",
      "Voice Agent",
      "Document",
      "Yojanayein aur Circular",
      "Sarpanch Academy",
      "Shabdkosh",
      "Zaroori Videos",
      "Gaon ka Naksha",
      "Settings",
      email.split("@")[0]!,
      "Gram Panchayaton ke liye AI Sachiv team dwara pyaar se banaya gaya",
    ]) {
      await expectTextVisible(page, text);
    }
    await expectVisible(page.getByRole("button", { name: "Logout" }));
    await expect(visibleText(page, "+7 more")).toHaveCount(0);
    await snap(page, "chat-hinglish-desktop");

    await visibleText(page, "Sarpanch Academy").click();
    await expectPath(page, "/academy");
    await expectVisible(page.getByRole("heading", { name: "Sarpanch Academy" }));

    await page.getByRole("radio", { name: "हिंदी" }).click();
    await page.reload();
    await expectVisible(page.getByRole("heading", { name: "सरपंच अकादमी" }));
    await page.goto("/chat");
    await expectTextVisible(page, "आपका ग्राम पंचायत सहायक");
    await snap(page, "chat-hindi-desktop");

    await page.goto("/kuch/bhi");
    await expectTextVisible(page, "उफ़! यह पेज नहीं मिला");
    await snap(page, "404-hindi-desktop");
    await page.getByRole("radio", { name: "Hinglish" }).click();
    await expectTextVisible(page, "Oops! Page not found");
    await expectVisible(page.getByRole("link", { name: "Return to Home" }));
    await snap(page, "404-hinglish-desktop");

    await page.goto("/chat");
    await page.getByRole("radio", { name: "हिंदी" }).click();
    await page.getByRole("button", { name: "लॉग आउट" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "हाँ, लॉग आउट करें" }).click();
    await expectPath(page, "/login");
    await expectVisible(page.getByRole("heading", { name: "लॉग इन करें" }));
    await snap(page, "login-hindi-desktop");
    await page.goto("/settings");
    await expectPath(page, "/login");

    // Signed out, the landing page invites to log in.
    await page.goto("/index");
    await expectTextVisible(page, "अपना काम शुरू करने के लिए लॉग इन करें");
    await expectTextVisible(page, "शुरू करने के लिए एक मोड चुनें");
    await snap(page, "landing-hindi-desktop");

    await context.close();
  });

  test("shows the admin entry only to admins", async ({ browser, server }) => {
    const context = await newDesktopContext(browser, server.baseUrl);
    const page = await context.newPage();
    // The global setup signed this ADMIN_EMAILS address up and followed its confirmation link.
    await logIn(page, ADMIN_EMAIL, PASSWORD);
    await visibleText(page, "Admin Dashboard").click();
    await expectPath(page, "/admin");
    await expectVisible(page.getByRole("heading", { name: "Admin Dashboard" }));

    // The same address cannot sign up twice: the server's message shows.
    const other = await context.browser()!.newContext({ baseURL: server.baseUrl });
    const second = await other.newPage();
    await second.goto("/signup");
    await fillCredentials(second, ADMIN_EMAIL, PASSWORD);
    await second.getByRole("button", { name: "Sign Up" }).click();
    await expectTextVisible(second, "Is email se pehle se account bana hua hai. Please login karein.");
    await other.close();
    await context.close();
  });
});
