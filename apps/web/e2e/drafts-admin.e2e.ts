// Issue 27 §6 on the desktop, in both languages: an admin opens the Draft templates tab, writes a
// paragraph with an unknown {placeholder} (refused, the problem named), fixes it and saves it for a
// state; an official of that state opens a new notice on the phone and it carries the paragraph;
// the admin restores ours. Screenshots of the tab (e2e/screenshots/).
import { t, tAdmin, tAdminTab, td, type TAdminTabKey, type TUiLanguage } from "@sachiv/content";
import type { THomeState } from "@sachiv/contracts";
import type { Page } from "@playwright/test";
import { newDesktopContext, newPhoneContext, snap } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { expectVisible } from "./support/ui";

async function switchTo(page: Page, language: TUiLanguage): Promise<void> {
  await page
    .getByRole("radio", { name: t("language.selfName", language) })
    .filter({ visible: true })
    .first()
    .click();
  await expectVisible(page.locator(`html[lang="${language === "hindi" ? "hi" : "hi-Latn"}"]`));
}

// A state no other journey drafts in, per language, so the two runs do not meet.
const CASES: { language: TUiLanguage; state: THomeState }[] = [
  { language: "hindi", state: "uttar_pradesh" },
  { language: "hinglish", state: "rajasthan" },
];

for (const c of CASES) {
  test(`an admin's own notice for a state is what its officials' next draft uses (${c.language})`, async ({
    browser,
    server,
    adminState,
    userState,
  }) => {
    const admin = (key: TAdminTabKey, vars?: Record<string, string | number>) =>
      tAdminTab(key, c.language === "hindi" ? "hi" : "en", vars);
    const context = await newDesktopContext(browser, server.baseUrl, {
      storageState: adminState,
      timezoneId: "Asia/Kolkata",
    });
    const page = await context.newPage();
    await page.goto("/chat");
    await switchTo(page, c.language);
    await page.goto("/admin");
    await page.getByRole("tab", { name: tAdmin("admin.tabDrafts", c.language === "hindi" ? "hi" : "en") }).click();
    const tab = page.getByRole("region", { name: admin("admin.drafts.title") });
    await tab.getByRole("combobox", { name: admin("admin.drafts.state"), exact: true }).selectOption(c.state);
    await expect(page.getByTestId("template-origin")).toHaveText(admin("admin.drafts.builtIn"));

    // A new paragraph naming a placeholder the notice does not fill: refused, the problem named.
    await page.getByRole("button", { name: admin("admin.drafts.addPara") }).click();
    const blocks = tab.locator("fieldset");
    const para = blocks.last();
    const [hindiBox, hinglishBox] = [para.locator("textarea").first(), para.locator("textarea").last()];
    await hindiBox.fill("राज्य के प्रपत्र के अनुसार ग्राम पंचायत {gaon} के सभी परिवार आमंत्रित हैं।");
    await hinglishBox.fill("Rajya ke prapatra ke anusaar Gram Panchayat {gaon} ke sabhi parivar aamantrit hain.");
    await expect(page.getByTestId("template-problems")).toContainText("{gaon}");
    await page.getByRole("button", { name: admin("admin.drafts.save") }).click();
    await expect(page.getByTestId("template-problems")).toContainText("{gaon}");

    await hindiBox.fill("राज्य के प्रपत्र के अनुसार ग्राम पंचायत {panchayat} के सभी परिवार आमंत्रित हैं।");
    await hinglishBox.fill("Rajya ke prapatra ke anusaar Gram Panchayat {panchayat} ke sabhi parivar aamantrit hain.");
    await expect(page.getByTestId("template-problems")).toHaveCount(0);
    const preview = page.getByTestId("template-preview");
    await expect(preview).toContainText(
      c.language === "hindi"
        ? "राज्य के प्रपत्र के अनुसार ग्राम पंचायत बकरौर के सभी परिवार आमंत्रित हैं।"
        : "Rajya ke prapatra ke anusaar Gram Panchayat बकरौर ke sabhi parivar aamantrit hain.",
    );
    const saved = page.waitForResponse(
      (r) => r.url().includes("/api/admin/draft-templates/") && r.request().method() === "PUT",
    );
    await page.getByRole("button", { name: admin("admin.drafts.save") }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByTestId("template-origin")).toHaveText(admin("admin.drafts.own"));
    await preview.scrollIntoViewIfNeeded();
    await snap(page, `drafts-admin-templates-desktop-${c.language}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await preview.scrollIntoViewIfNeeded();
    await snap(page, `drafts-admin-templates-phone-${c.language}`);
    await page.setViewportSize({ width: 1366, height: 900 });

    // The official of that state: the next notice carries the state's own paragraph.
    const phone = await newPhoneContext(browser, server.baseUrl, {
      storageState: userState,
      timezoneId: "Asia/Kolkata",
    });
    const official = await phone.newPage();
    await official.goto("/settings");
    await switchTo(official, c.language);
    const village = official.getByRole("region", { name: td("village.title", c.language) });
    await village.getByLabel(td("village.state", c.language)).selectOption(c.state);
    await village.getByLabel(td("village.panchayat", c.language)).fill("बकरौर");
    const put = official.waitForResponse(
      (r) => r.url().endsWith("/api/users/me/village") && r.request().method() === "PUT",
    );
    await village.getByRole("button", { name: td("village.save", c.language) }).click();
    expect((await put).ok()).toBe(true);
    await official.goto("/drafts");
    await official.getByRole("button", { name: /ग्राम सभा की बैठक की सूचना|Gram Sabha baithak ki soochna/ }).click();
    await expect(official.getByTestId("draft-preview")).toContainText(
      c.language === "hindi"
        ? "ग्राम पंचायत बकरौर के सभी परिवार आमंत्रित हैं"
        : "Gram Panchayat बकरौर ke sabhi parivar aamantrit hain",
    );
    await phone.close();

    // Restoring ours.
    await page.getByRole("button", { name: admin("admin.drafts.restore") }).click();
    await expect(page.getByTestId("template-origin")).toHaveText(admin("admin.drafts.builtIn"));
    await context.close();
  });
}
