// Issue 24, admin scopes, in both languages: the full admin appoints a district admin (Bihar,
// Patna) in the Admins tab; that admin's /admin shows their area, their district's conversation
// and no Documents or Admins tab. The overview shows the use of documents, charts and voice.
// Screenshots on desktop and phone (e2e/screenshots/).
import { t, tAdmin, tAdminTab, type TAdminTabKey, type TUiLanguage } from "@sachiv/content";
import type { Page } from "@playwright/test";
import { PASSWORD, newEmail } from "./support/accounts";
import { askChat, rateConversation, signUpForToken } from "./support/api-client";
import { newDesktopContext, newPhoneContext, snap } from "./support/browser";
import { expect, signedInState, test } from "./support/fixtures";
import { expectVisible } from "./support/ui";

async function switchTo(page: Page, language: TUiLanguage): Promise<void> {
  await page
    .getByRole("radio", { name: t("language.selfName", language) })
    .filter({ visible: true })
    .first()
    .click();
}

for (const language of ["hindi", "hinglish"] as const) {
  const lang = language === "hindi" ? "hi" : "en";
  const ta = (key: TAdminTabKey, vars?: Record<string, string | number>) => tAdminTab(key, lang, vars);
  // Districts of their own per language: both journeys share one server.
  const [home, other] = language === "hindi" ? ["Patna", "Gaya"] : ["Nalanda", "Siwan"];

  test(`a full admin appoints a district admin, who sees only their district (${language})`, async ({
    browser,
    server,
    adminState,
  }) => {
    // An official of Patna with a badly rated conversation, and one of Gaya.
    const patna = await signUpForToken(server.baseUrl, newEmail(`patna-${language}`), PASSWORD);
    const gayaEmail = newEmail(`gaya-${language}`);
    const gaya = await signUpForToken(server.baseUrl, gayaEmail, PASSWORD);
    for (const [token, district] of [
      [patna, home],
      [gaya, other],
    ] as const) {
      const res = await fetch(`${server.baseUrl}/api/users/me/preferences`, {
        method: "PATCH",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ home_state: "bihar", district }),
      });
      expect(res.status).toBe(200);
      const id = await askChat(server.baseUrl, token, `${district} mein hand pump kaun theek karega?`, language);
      await rateConversation(server.baseUrl, token, id, 1, null);
    }
    const districtAdmin = newEmail(`district-admin-${language}`);
    await signUpForToken(server.baseUrl, districtAdmin, PASSWORD);

    // The full admin: Admins tab, appoint the district admin.
    const context = await newDesktopContext(browser, server.baseUrl, { storageState: adminState });
    const page = await context.newPage();
    await page.goto("/chat");
    await switchTo(page, language);
    await page.goto("/admin");
    await page.getByRole("tab", { name: tAdmin("admin.tabAdmins", lang) }).click();
    const form = page.getByTestId("scope-form");
    await form.getByLabel(ta("admin.scopes.email")).fill(districtAdmin);
    await form.getByRole("combobox").selectOption("bihar");
    await form.getByLabel(ta("admin.scopes.district")).fill(home);
    await form.getByRole("button", { name: ta("admin.scopes.addArea") }).click();
    await expectVisible(form.getByTestId("scope-areas").getByText(`${home}, ${ta("admin.scope.state.bihar")}`));
    await form.getByRole("button", { name: ta("admin.scopes.save") }).click();
    const row = page.getByTestId("admin-list").getByRole("listitem").filter({ hasText: districtAdmin });
    await expectVisible(row.getByText(`${home}, ${ta("admin.scope.state.bihar")}`));
    await snap(page, `admins-${language}-desktop`);

    // The overview's use of documents, charts and voice.
    await page.getByRole("tab", { name: tAdmin("admin.tabOverview", lang) }).click();
    const usage = page.getByTestId("insights-usage");
    await expectVisible(usage.getByText(ta("admin.insights.usage.chart")));
    await usage.scrollIntoViewIfNeeded();
    await snap(page, `overview-usage-${language}-desktop`);
    await context.close();

    const phoneAdmin = await newPhoneContext(browser, server.baseUrl, { storageState: adminState });
    const phoneAdminPage = await phoneAdmin.newPage();
    await phoneAdminPage.goto("/chat");
    await switchTo(phoneAdminPage, language);
    await phoneAdminPage.goto("/admin");
    await phoneAdminPage.getByRole("tab", { name: tAdmin("admin.tabAdmins", lang) }).click();
    await expectVisible(phoneAdminPage.getByTestId("admin-list").getByText(districtAdmin));
    await snap(phoneAdminPage, `admins-${language}-phone`);
    await phoneAdmin.close();

    // The district admin: their area, Patna's conversation only, no Documents or Admins tab.
    const scopedState = await signedInState(browser, server.baseUrl, districtAdmin);
    for (const make of [newDesktopContext, newPhoneContext]) {
      const scoped = await make(browser, server.baseUrl, { storageState: scopedState });
      const scopedPage = await scoped.newPage();
      await scopedPage.goto("/chat");
      await switchTo(scopedPage, language);
      await scopedPage.goto("/admin");
      await expectVisible(scopedPage.getByTestId("admin-scope-banner"));
      await expect(scopedPage.getByTestId("admin-scope-banner")).toContainText(home);
      await expect(scopedPage.getByRole("tab", { name: tAdmin("admin.tabDocuments", lang) })).toHaveCount(0);
      await expect(scopedPage.getByRole("tab", { name: tAdmin("admin.tabAdmins", lang) })).toHaveCount(0);
      await expect(scopedPage.getByTestId("stat-conversations-value")).toHaveText("1");
      const device = make === newDesktopContext ? "desktop" : "phone";
      await snap(scopedPage, `scoped-overview-${language}-${device}`);
      await scopedPage.getByRole("tab", { name: tAdmin("admin.tabGaps", lang) }).click();
      await expectVisible(scopedPage.getByTestId("gap-group").filter({ hasText: home }));
      await expect(scopedPage.getByTestId("gap-group").filter({ hasText: other })).toHaveCount(0);
      await expect(scopedPage.getByRole("button", { name: ta("admin.gaps.writeAnswer") })).toHaveCount(0);
      await snap(scopedPage, `scoped-gaps-${language}-${device}`);
      await scoped.close();
    }
  });
}
