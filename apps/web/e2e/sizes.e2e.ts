// Made for thumbs and old eyes (issue 22 item 7): on the phone (390×844), in Hindi and in
// Hinglish, every screen's visible interactive elements are at least 48×48 px, its text at least
// 16 px, and navigation labels at least 13 px (e2e/support/sizes.ts measures; inline links in
// running text are WCAG's one exception). Screens are measured in the states an official meets:
// empty chat with its starter questions, an answer with its actions and chips, the rating
// dialog, the logout confirmation, the bottom menu opened, a state's circulars, an academy module.
import { t, type TUiLanguage } from "@sachiv/content";
import type { Page } from "@playwright/test";
import { recordSpeech } from "./support/browser-stubs";
import { newPhoneContext } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { measureSizes, type TSizeProblem } from "./support/sizes";
import { expectPath, logIn } from "./support/ui";

const LANGUAGES: TUiLanguage[] = ["hindi", "hinglish"];

async function setLanguage(page: Page, language: TUiLanguage): Promise<void> {
  await page
    .getByRole("radio", { name: t("language.selfName", language) })
    .first()
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", language === "hindi" ? "hi" : /hi-Latn|en/);
}

/** Measures once the screen has settled (fonts in, no spinner). */
async function measure(page: Page, screen: string, found: Record<string, TSizeProblem[]>): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const problems = await measureSizes(page);
  if (problems.length > 0) found[screen] = problems;
}

test.describe("sizes for thumbs and old eyes", () => {
  for (const language of LANGUAGES) {
    test(`every screen on the phone, ${language}`, async ({ browser, server, account }) => {
      test.setTimeout(240_000);
      const found: Record<string, TSizeProblem[]> = {};
      const context = await newPhoneContext(browser, server.baseUrl);
      await recordSpeech(context);
      const page = await context.newPage();

      for (const path of ["/login", "/signup"]) {
        await page.goto(path);
        await setLanguage(page, language);
        await measure(page, path, found);
      }
      await page.goto("/login");
      await setLanguage(page, "hinglish");
      await logIn(page, account.email, account.password);
      await setLanguage(page, language);

      await measure(page, "/chat (empty)", found);
      await page.screenshot({ path: `/tmp/ux/chat-empty-starters-${language}-phone.png` });
      const input = page.getByLabel(t("chat.inputLabel", language));
      await input.fill(
        language === "hindi" ? "ग्राम सभा साल में कितनी बार होती है?" : "gram sabha saal mein kitni baar hoti hai",
      );
      await input.press("Enter");
      const answer = page.getByRole("article", { name: t("chat.assistant", language), exact: true }).last();
      await expect(answer.getByRole("button", { name: t("chat.copy", language) })).toBeVisible({ timeout: 30_000 });
      await measure(page, "/chat (answer)", found);
      await page.getByRole("button", { name: t("chat.rate", language) }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await measure(page, "/chat (rating dialog)", found);
      await page.getByRole("button", { name: t("rating.cancel", language) }).click();
      await expect(page.getByRole("dialog")).toBeHidden();

      for (const path of [
        "/document",
        "/circulars",
        "/circulars?state=jharkhand",
        "/academy",
        "/academy?module=2",
        "/glossary",
        "/videos",
        "/map",
        "/settings",
        "/voice-agent",
      ]) {
        await page.goto(path);
        await expectPath(page, path.split("?")[0]!);
        await page.waitForLoadState("networkidle");
        await measure(page, path, found);
      }
      // The glossary finds a term typed in the other script (job card → जॉब कार्ड, manrega → मनरेगा).
      await page.goto("/glossary");
      const search = page.getByLabel(t("glossary.searchLabel", language));
      for (const [query, term] of [
        [language === "hindi" ? "job card" : "जॉब कार्ड", language === "hindi" ? "जॉब कार्ड" : "Job Card"],
        ["manrega", language === "hindi" ? "मनरेगा" : "MGNREGA"],
      ] as const) {
        await search.fill(query);
        await expect(page.getByRole("heading", { level: 2, name: term, exact: true })).toBeVisible();
      }
      await measure(page, "/glossary (search)", found);
      await page.screenshot({ path: `/tmp/ux/glossary-cross-script-${language}-phone.png` });

      // Logout asks once: its confirmation, then staying.
      await page
        .getByRole("button", { name: t("account.logout", language) })
        .filter({ visible: true })
        .click();
      await expect(page.getByRole("dialog", { name: t("logout.confirmTitle", language) })).toBeVisible();
      await measure(page, "logout confirmation", found);
      await page.screenshot({ path: `/tmp/ux/logout-confirm-${language}-phone.png`, animations: "disabled" });
      await page.getByRole("button", { name: t("logout.stay", language) }).click();
      await expect(page.getByRole("dialog")).toBeHidden();
      await expectPath(page, "/glossary");
      // The bottom menu opened in full.
      await page
        .getByRole("button", { name: /\+\d|more|और/i })
        .filter({ visible: true })
        .first()
        .click();
      await measure(page, "bottom menu (open)", found);

      for (const [screen, problems] of Object.entries(found))
        for (const p of problems) console.log(`SIZE ${screen} | ${p.kind} ${p.size} | ${p.what}`);
      expect(found).toEqual({});
      await context.close();
    });
  }
});
