// Citations you can check (issue 21 item 6) on a phone, in Hinglish and Hindi, against the real API
// and its offline answerer: tap a starter question, tap the knowledge-base source under the answer,
// read the cited passage (its document's title, section, the passage highlighted between its
// neighbours), and go back to the chat with the conversation as it was — no rating prompt on the way.
import { t, chatSuggestions, type TUiKey, type TUiLanguage } from "@sachiv/content";
import type { Page } from "@playwright/test";
import { newPhoneContext } from "./support/browser";
import { recordSpeech } from "./support/browser-stubs";
import { expect, test } from "./support/fixtures";
import { expectVisible, logIn } from "./support/ui";

const tx = (key: TUiKey, language: TUiLanguage, vars?: Record<string, string | number>) => t(key, language, vars);

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: `/tmp/source-viewer/${name}.png`, animations: "disabled" });
}

test.describe("source viewer", () => {
  for (const language of ["hinglish", "hindi"] as const) {
    test(`a starter answer's source opens its passage and back keeps the chat (${language}, phone)`, async ({
      browser,
      server,
      account,
    }) => {
      const context = await newPhoneContext(browser, server.baseUrl);
      await recordSpeech(context);
      const page = await context.newPage();
      await logIn(page, account.email, account.password);
      if (language === "hindi") await page.getByRole("radio", { name: "हिंदी" }).first().click();
      await expectVisible(page.getByRole("heading", { name: tx("page.chat.title", language), level: 1 }));

      // The Gram Sabha starter: the offline answerer quotes a starter document's passage.
      const starter = chatSuggestions[1]![language];
      await page
        .getByRole("region", { name: tx("chat.startersTitle", language) })
        .getByRole("button", { name: starter })
        .click();
      const answer = page.getByRole("article", { name: tx("chat.assistant", language), exact: true }).last();
      await expectVisible(answer.getByRole("heading", { name: tx("chat.sources", language) }), 30_000);
      const answerText = (await answer.locator(".chat-markdown").innerText()).trim();
      const cited = answer.locator('a[href^="/source/"]').first();
      await expectVisible(cited);
      const label = (await cited.getAttribute("aria-label")) ?? "";
      const title = label.slice(tx("source.open", language, { title: "" }).length);
      expect(title.length).toBeGreaterThan(3);
      const section = (await cited.locator("span").nth(1).count())
        ? await cited.locator("span").nth(1).innerText()
        : "";
      // A target one can tap.
      expect((await cited.boundingBox())!.height).toBeGreaterThanOrEqual(48);
      await cited.scrollIntoViewIfNeeded();
      await shot(page, `chat-sources-${language}`);

      await cited.click();
      await expect(page).toHaveURL(/\/source\/[0-9a-f-]{36}$/);
      // No rating prompt: opening a source is not leaving the conversation.
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expectVisible(page.getByRole("heading", { name: title, level: 1 }));
      if (section) await expectVisible(page.getByText(section.split(" · ")[0]!, { exact: false }).first());
      const passage = page.getByTestId("source-passage");
      await expectVisible(passage);
      await expect(passage).toContainText(tx("source.cited", language));
      expect((await passage.innerText()).length).toBeGreaterThan(40);
      await expect(page.getByTestId("source-before").or(page.getByTestId("source-after")).first()).toBeVisible();
      const fontSize = await passage
        .locator(".chat-markdown")
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(fontSize).toBeGreaterThanOrEqual(16);
      const official = page.getByRole("link", { name: new RegExp(tx("source.official", language)) });
      if (await official.count()) {
        await expect(official).toHaveAttribute("target", "_blank");
        expect((await official.boundingBox())!.height).toBeGreaterThanOrEqual(48);
      }
      await shot(page, `source-${language}`);

      const back = page.getByRole("button", { name: tx("source.back", language) });
      expect((await back.boundingBox())!.height).toBeGreaterThanOrEqual(48);
      await back.click();
      await expect(page).toHaveURL(/\/chat$/);
      await expectVisible(page.getByRole("article", { name: tx("chat.you", language) }).getByText(starter));
      const again = page.getByRole("article", { name: tx("chat.assistant", language), exact: true }).last();
      await expect.poll(async () => (await again.locator(".chat-markdown").innerText()).trim()).toBe(answerText);
      await shot(page, `back-in-chat-${language}`);
      await context.close();
    });
  }
});
