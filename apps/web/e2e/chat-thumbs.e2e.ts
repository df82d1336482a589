// Issue 22 items 6 and 7 in the chat, on the phone, in Hindi and in Hinglish: a starter question
// is tapped instead of typed; the answer gets 👍 then 👎 (kept on the server, one per answer);
// copy gives plain WhatsApp text that starts with the question; a "not found" answer offers the
// starters to tap; the rating prompt comes at most once per conversation and Cancel keeps the
// conversation on screen (and it is resumed on coming back); a new conversation rated elsewhere
// does not prompt.
import { chatSuggestions, t, type TUiKey, type TUiLanguage } from "@sachiv/content";
import type { Page } from "@playwright/test";
import { ZFeedback } from "@sachiv/contracts";
import * as z from "zod";
import { recordSpeech } from "./support/browser-stubs";
import { newPhoneContext } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { expectPath, expectVisible, logIn } from "./support/ui";

const LANGUAGES: TUiLanguage[] = ["hindi", "hinglish"];
const SCREENSHOTS = "/tmp/ux";

async function accessToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem("ai-sachiv.session") ?? "null") as { session: { access_token: string } }).session
        .access_token,
  );
}

async function openChat(page: Page, email: string, password: string, language: TUiLanguage) {
  await logIn(page, email, password);
  await page
    .getByRole("radio", { name: t("language.selfName", language) })
    .first()
    .click();
  await expectVisible(page.getByRole("heading", { name: t("page.chat.title", language), level: 1 }));
}

test.describe("chat: thumbs, chips, WhatsApp text and a rating asked once", () => {
  for (const language of LANGUAGES) {
    const tx = (key: TUiKey, vars?: Record<string, string | number>) => t(key, language, vars);
    const answers = (page: Page) => page.getByRole("article", { name: tx("chat.assistant"), exact: true });

    test(`starter chip, 👍/👎 kept, copy as WhatsApp text, not-found starters (${language})`, async ({
      browser,
      server,
      account,
    }) => {
      const context = await newPhoneContext(browser, server.baseUrl);
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.baseUrl });
      await recordSpeech(context);
      const page = await context.newPage();
      await openChat(page, account.email, account.password, language);

      // The empty chat offers the starter questions; tapping one asks it.
      const starters = page.getByRole("region", { name: tx("chat.startersTitle") });
      const question = chatSuggestions[1]![language];
      await starters.getByRole("button", { name: question }).click();
      await expectVisible(page.getByRole("article", { name: tx("chat.you") }).getByText(question, { exact: true }));
      const answer = answers(page).last();
      await expectVisible(answer.getByRole("button", { name: tx("chat.copy") }), 30_000);
      await expect(starters).toBeHidden();
      const followUps = page.getByRole("region", { name: tx("chat.followUpsTitle") });
      await expectVisible(followUps.getByRole("button", { name: tx("chat.followUp.more") }));

      // 👍, then 👎: the server keeps one, the last.
      const up = answer.getByRole("button", { name: tx("feedback.up") });
      const down = answer.getByRole("button", { name: tx("feedback.down") });
      const posted = page.waitForRequest((r) => /\/api\/chat\/messages\/[^/]+\/feedback$/.test(r.url()));
      await up.click();
      const messageId = /messages\/([^/]+)\/feedback/.exec((await posted).url())![1]!;
      await expect(up).toHaveAttribute("aria-pressed", "true");
      await expect(down).toHaveAttribute("aria-pressed", "false");
      await page.screenshot({ path: `${SCREENSHOTS}/chat-thumbs-chips-${language}-phone.png`, animations: "disabled" });
      await down.click();
      await expect(down).toHaveAttribute("aria-pressed", "true");
      await expect(up).toHaveAttribute("aria-pressed", "false");
      const token = await accessToken(page);
      const ZRead = z.object({ feedback: ZFeedback.nullable() });
      await expect
        .poll(async () => {
          const res = await page.request.get(`/api/chat/messages/${messageId}/feedback`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return ZRead.parse(await res.json()).feedback?.value;
        })
        .toBe("down");

      // Copy: plain text for WhatsApp, the question first; Share sends the same.
      await answer.getByRole("button", { name: tx("chat.copy") }).click();
      await expectVisible(page.getByText(tx("chat.copied"), { exact: true }).first());
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.startsWith(`*${tx("share.question")}:* ${question}`)).toBe(true);
      expect(copied).toContain(`*${tx("share.answer")}:*`);
      expect(copied).not.toMatch(/\*\*|^#|\]\(|^\s*- /m);
      expect(copied.trim().endsWith(tx("share.from"))).toBe(true);
      const share = answer.getByRole("link", { name: tx("chat.share") });
      const href = (await share.getAttribute("href"))!;
      expect(decodeURIComponent(href.slice("https://wa.me/?text=".length))).toBe(copied);

      // A question the documents do not cover: the starters come back, to tap.
      const input = page.getByLabel(tx("chat.inputLabel"));
      await input.fill("zqxv plokmr fjdkslq");
      await input.press("Enter");
      await expectVisible(
        answers(page)
          .nth(2)
          .getByRole("button", { name: tx("chat.copy") }),
        30_000,
      );
      const again = page.getByRole("region", { name: tx("chat.startersTitle") });
      await expectVisible(again);
      await page.screenshot({ path: `${SCREENSHOTS}/chat-not-found-starters-${language}-phone.png` });
      const next = chatSuggestions[2]![language];
      await again.getByRole("button", { name: next }).click();
      await expectVisible(page.getByRole("article", { name: tx("chat.you") }).getByText(next, { exact: true }));
      await context.close();
    });

    test(`the rating prompt at most once per conversation; Cancel keeps it (${language})`, async ({
      browser,
      server,
      account,
    }) => {
      const context = await newPhoneContext(browser, server.baseUrl);
      await recordSpeech(context);
      const page = await context.newPage();
      await openChat(page, account.email, account.password, language);
      const input = page.getByLabel(tx("chat.inputLabel"));
      const ask = async (text: string, nth: number) => {
        await input.fill(text);
        await input.press("Enter");
        await expectVisible(
          answers(page)
            .nth(nth)
            .getByRole("button", { name: tx("chat.copy") }),
          30_000,
        );
      };
      const checked = page.waitForResponse((r) => /\/api\/chat\/rating\/[^/]+$/.test(r.url()));
      await ask(language === "hindi" ? "ग्राम सभा साल में कितनी बार होती है?" : "gram sabha kitni baar hoti hai", 1);
      // Whether it was rated elsewhere is asked once the answer is on record.
      const conversationId = /rating\/([^/]+)$/.exec((await checked).url())![1]!;

      // Closing the tab: the browser asks once; staying shows the rating dialog; Cancel keeps all.
      const prompted = new Promise<string>((resolve) =>
        page.once("dialog", (dialog) => {
          resolve(dialog.type());
          void dialog.dismiss();
        }),
      );
      await page.close({ runBeforeUnload: true });
      expect(await prompted).toBe("beforeunload");
      const dialog = page.getByRole("dialog", { name: tx("rating.title") });
      await expectVisible(dialog);
      await dialog.getByRole("button", { name: tx("rating.cancel") }).click();
      await expect(dialog).toBeHidden();
      await expect(answers(page)).toHaveCount(2);
      await expect(page.getByRole("article", { name: tx("chat.you") })).toHaveCount(1);
      expect(
        await page.evaluate(() => JSON.parse(localStorage.getItem("ai-sachiv.rating-asked") ?? "[]") as string[]),
      ).toContain(conversationId);

      // The same conversation goes on; leaving it no longer asks (no dialog, no browser prompt).
      await ask(language === "hindi" ? "जॉब कार्ड कैसे बनता है?" : "job card kaise banta hai", 2);
      let browserPrompts = 0;
      page.on("dialog", (d) => {
        browserPrompts += 1;
        void d.dismiss();
      });
      await page
        .getByRole("link", { name: tx("nav.document"), exact: true })
        .filter({ visible: true })
        .first()
        .click();
      await expectPath(page, "/document");
      await expect(dialog).toBeHidden();

      // Back in the chat, the same conversation is shown again (it is resumed), still not asking.
      await page
        .getByRole("link", { name: tx("nav.chat"), exact: true })
        .filter({ visible: true })
        .first()
        .click();
      await expectPath(page, "/chat");
      await expect(answers(page)).toHaveCount(3);
      await expect(page.getByRole("article", { name: tx("chat.you") })).toHaveCount(2);

      // A new conversation (from the history screen) that was rated elsewhere (another phone)
      // does not ask either.
      await page.getByRole("link", { name: tx("nav.history"), exact: true }).click();
      await expectPath(page, "/history");
      await expect(dialog).toBeHidden();
      await page.getByRole("button", { name: tx("history.new") }).click();
      await expectPath(page, "/chat");
      await expect(page.getByRole("article", { name: tx("chat.you") })).toHaveCount(0);
      const firstCheck = page.waitForResponse((r) => /\/api\/chat\/rating\/[^/]+$/.test(r.url()));
      await ask(chatSuggestions[0]![language], 1);
      const otherId = /rating\/([^/]+)$/.exec((await firstCheck).url())![1]!;
      expect(otherId).not.toBe(conversationId);
      const rated = await page.request.post("/api/chat/rating", {
        headers: { authorization: `Bearer ${await accessToken(page)}` },
        data: { conversation_id: otherId, rating: 5 },
      });
      expect(rated.status()).toBe(200);
      const secondCheck = page.waitForResponse((r) => r.url().endsWith(`/api/chat/rating/${otherId}`));
      await ask(chatSuggestions[4]![language], 2);
      await secondCheck;
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("ai-sachiv.rating-asked") ?? "[]") as string[]))
        .toContain(otherId);
      // Closing the tab now: no browser prompt, the tab just closes.
      await page.close({ runBeforeUnload: true });
      await expect.poll(() => page.isClosed()).toBe(true);
      expect(browserPrompts).toBe(0);
      await context.close();
    });
  }
});
