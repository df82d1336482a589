// Issue 24 on the desktop, in both languages: a question rated badly is in the admin's Knowledge
// gaps tab; the admin writes the approved answer (Hindi, Hinglish made from it, an official URL);
// the official asks again in the other script in the app and gets it, with the badge and source.
// Screenshots of the tab on desktop and phone in both languages (e2e/screenshots/).
import { approvedBadgeText, t, tAdmin, tAdminTab, type TAdminTabKey, type TUiLanguage } from "@sachiv/content";
import type { Page } from "@playwright/test";
import { PASSWORD, newEmail } from "./support/accounts";
import { askChat, rateConversation, signUpForToken } from "./support/api-client";
import { newDesktopContext, newPhoneContext, snap } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { expectVisible, logIn } from "./support/ui";

const CASES: { language: TUiLanguage; asked: string; askedAgain: string; hindi: string }[] = [
  {
    language: "hindi",
    asked: "ड्रोन दीदी योजना में ड्रोन पर कितनी सब्सिडी मिलती है?",
    askedAgain: "drone didi yojana mein drone par kitni subsidy milti hai",
    hindi: "ड्रोन दीदी योजना में ड्रोन की कीमत का 80% (अधिकतम 8 लाख रुपये) केंद्रीय सहायता मिलती है।",
  },
  {
    language: "hinglish",
    asked: "lakhpati didi yojana mein kitni aamdani ka lakshya hai",
    askedAgain: "लखपति दीदी योजना में कितनी आमदनी का लक्ष्य है?",
    hindi: "लखपति दीदी योजना का लक्ष्य है कि स्वयं सहायता समूह की दीदी की सालाना आमदनी कम से कम एक लाख रुपये हो।",
  },
];

async function switchTo(page: Page, language: TUiLanguage): Promise<void> {
  await page
    .getByRole("radio", { name: t("language.selfName", language) })
    .filter({ visible: true })
    .first()
    .click();
}

test.describe("knowledge gaps → approved answer → served in the app", () => {
  for (const c of CASES) {
    const admin = (key: TAdminTabKey) => tAdminTab(key, c.language === "hindi" ? "hi" : "en");
    const tabName = tAdmin("admin.tabGaps", c.language === "hindi" ? "hi" : "en");

    test(`gap, approved answer, badge and source in the app (${c.language})`, async ({
      browser,
      server,
      adminState,
    }) => {
      // An official asks something the knowledge base does not cover and rates the conversation 1★.
      const email = newEmail(`gaps-${c.language}`);
      const token = await signUpForToken(server.baseUrl, email, PASSWORD);
      const conversation = await askChat(server.baseUrl, token, c.asked, c.language);
      await rateConversation(server.baseUrl, token, conversation, 1, null);

      const context = await newDesktopContext(browser, server.baseUrl, {
        storageState: adminState,
        timezoneId: "Asia/Kolkata",
      });
      const page = await context.newPage();
      await page.goto("/chat");
      await switchTo(page, c.language);
      await page.goto("/admin");
      await page.getByRole("tab", { name: tabName }).click();
      const group = page.getByTestId("gap-group").filter({ hasText: c.asked });
      await expectVisible(group);
      await expectVisible(group.getByText(admin("admin.gaps.reason.low_rating"), { exact: false }));
      await snap(page, `gaps-${c.language}-desktop`);

      await group.getByRole("button", { name: admin("admin.gaps.writeAnswer") }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByLabel(admin("admin.approved.question"))).toHaveValue(c.asked);
      await dialog.getByLabel(admin("admin.approved.answerHindi")).fill(c.hindi);
      await dialog.getByRole("button", { name: admin("admin.approved.generateHinglish") }).click();
      const hinglish = dialog.getByLabel(admin("admin.approved.answerHinglish"));
      await expect(hinglish).not.toHaveValue("");
      await expect(hinglish).toHaveValue(/^[\x20-\x7e]+$/);
      await hinglish.fill(`${await hinglish.inputValue()} (Rural Development)`);
      await dialog.getByLabel(admin("admin.approved.sourceUrl")).fill("https://rural.gov.in/");
      await snap(page, `approved-dialog-${c.language}-desktop`);
      await dialog.getByRole("button", { name: admin("admin.approved.save") }).click();
      await expect(dialog).toBeHidden();
      await expect(group).toBeHidden();
      await expectVisible(page.getByTestId("approved-answer").filter({ hasText: c.hindi }));
      // The overview's ratings count the 1★ conversation.
      await page.getByRole("tab", { name: tAdmin("admin.tabOverview", c.language === "hindi" ? "hi" : "en") }).click();
      await expectVisible(
        page.getByTestId("insights-ratings").getByRole("heading", { name: admin("admin.insights.ratings") }),
      );
      await page.getByTestId("insights-ratings").scrollIntoViewIfNeeded();
      await snap(page, `overview-insights-${c.language}-desktop`);
      await context.close();

      // The official asks again, in the other script, in the app: the approved answer, badge and source.
      const user = await newDesktopContext(browser, server.baseUrl);
      const chat = await user.newPage();
      await logIn(chat, email, PASSWORD);
      await switchTo(chat, c.language);
      const box = chat.getByLabel(t("chat.inputLabel", c.language));
      await box.fill(c.askedAgain);
      await chat.getByRole("button", { name: t("chat.send", c.language), exact: true }).click();
      const answer = chat.getByRole("article", { name: t("chat.assistant", c.language), exact: true }).last();
      const expected = c.language === "hindi" ? c.hindi : "(Rural Development)";
      await expectVisible(answer.getByText(expected, { exact: false }), 30_000);
      const badge = answer.getByTestId("approved-badge");
      await expect(badge).toContainText(`${approvedBadgeText[c.language]} · `);
      await expectVisible(answer.getByRole("link", { name: /rural\.gov\.in/ }));
      await snap(chat, `approved-answer-chat-${c.language}-desktop`);
      await user.close();

      // The tab on a phone, with the approved answer listed.
      const phone = await newPhoneContext(browser, server.baseUrl, {
        storageState: adminState,
        timezoneId: "Asia/Kolkata",
      });
      const phonePage = await phone.newPage();
      await phonePage.goto("/chat");
      await switchTo(phonePage, c.language);
      await phonePage.goto("/admin");
      await phonePage.getByRole("tab", { name: tabName }).click();
      await expectVisible(phonePage.getByTestId("approved-answer").filter({ hasText: c.hindi }));
      await snap(phonePage, `gaps-${c.language}-phone`);
      await phone.close();
    });
  }
});
