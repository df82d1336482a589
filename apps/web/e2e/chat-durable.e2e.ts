// The durable chat on a phone (issue 22), against the real API and its offline answerer: a
// conversation survives navigation, a reload and a new browser; the history screen opens and
// continues one, searches across scripts and deletes one; a question asked offline waits as
// queued and is sent exactly once when the network is back; a stream cut mid-answer still ends
// with the whole answer. Screenshots (both languages) go to /tmp/chat-durable-*.png.
import { t, type TUiKey, type TUiLanguage } from "@sachiv/content";
import type { TChatConversationDetail, TChatHistoryResponse } from "@sachiv/contracts";
import type { Page } from "@playwright/test";
import { askChat, getJson, logInForToken } from "./support/api-client";
import { newPhoneContext } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { expectPath, expectVisible, logIn } from "./support/ui";

const QUESTION = "gram sabha saal mein kitni baar hoti hai";
const tx = (key: TUiKey, language: TUiLanguage, vars?: Record<string, string | number>) => t(key, language, vars);

async function switchTo(page: Page, language: TUiLanguage): Promise<void> {
  await page
    .getByRole("radio", { name: t("language.selfName", language) })
    .filter({ visible: true })
    .first()
    .click();
  await expectVisible(page.locator(`html[lang="${language === "hindi" ? "hi" : "hi-Latn"}"]`));
}

const lastAnswer = (page: Page, language: TUiLanguage) =>
  page.getByRole("article", { name: tx("chat.assistant", language), exact: true }).last();

async function ask(page: Page, language: TUiLanguage, question: string): Promise<void> {
  await page.getByLabel(tx("chat.inputLabel", language)).fill(question);
  await page.getByRole("button", { name: tx("chat.send", language) }).click();
}

/** The `count`th answer is whole once its sources are listed under it. */
async function expectWholeAnswer(page: Page, language: TUiLanguage, count = 1): Promise<void> {
  await expect(page.getByRole("heading", { name: tx("chat.sources", language) })).toHaveCount(count, {
    timeout: 30_000,
  });
}

const answerText = (page: Page, language: TUiLanguage) =>
  lastAnswer(page, language).locator(".chat-markdown").innerText();

/** The app is installed (every screen precached) before the network goes. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const questionBubble = (page: Page, language: TUiLanguage, text: string) =>
  page.getByRole("article", { name: tx("chat.you", language) }).getByText(text, { exact: true });

/** Leaving the chat may ask for a rating first (spec §4): Cancel lets the official go. */
async function passRatingGuard(page: Page, language: TUiLanguage): Promise<void> {
  const cancel = page
    .getByRole("dialog", { name: tx("rating.title", language) })
    .getByRole("button", { name: tx("rating.cancel", language) });
  if (await cancel.isVisible().catch(() => false)) await cancel.click();
}

async function goVia(page: Page, language: TUiLanguage, linkName: string, path: string): Promise<void> {
  await page.getByRole("link", { name: linkName }).filter({ visible: true }).first().click();
  // The rating dialog shows up after the click, if it is owed.
  await expect
    .poll(
      async () => {
        await passRatingGuard(page, language);
        return new URL(page.url()).pathname;
      },
      { timeout: 15_000 },
    )
    .toBe(path);
}

test.describe("durable chat", () => {
  test("a conversation survives navigation, a reload and a new browser context", async ({
    browser,
    server,
    account,
  }) => {
    const context = await newPhoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    page.on("dialog", (dialog) => void dialog.accept());
    await logIn(page, account.email, account.password);
    await ask(page, "hinglish", QUESTION);
    await expectWholeAnswer(page, "hinglish");
    const answer = (await lastAnswer(page, "hinglish").locator(".chat-markdown").innerText()).trim();
    expect(answer.length).toBeGreaterThan(40);

    // Another screen and back: the conversation is still there.
    await goVia(page, "hinglish", tx("nav.document", "hinglish"), "/document");
    await goVia(page, "hinglish", tx("nav.chat", "hinglish"), "/chat");
    await expectVisible(questionBubble(page, "hinglish", QUESTION));
    await expect.poll(() => answerText(page, "hinglish")).toBe(answer);

    // A reload: the same, with its sources.
    await page.reload();
    await expectVisible(questionBubble(page, "hinglish", QUESTION));
    await expectWholeAnswer(page, "hinglish");
    await expect.poll(() => answerText(page, "hinglish")).toBe(answer);
    await context.close();

    // A new browser (nothing on the phone): the newest conversation comes from the server, in Hindi too.
    const fresh = await newPhoneContext(browser, server.baseUrl);
    const second = await fresh.newPage();
    await logIn(second, account.email, account.password);
    await switchTo(second, "hindi");
    await expectVisible(questionBubble(second, "hindi", QUESTION));
    await expect.poll(() => answerText(second, "hindi")).toBe(answer);
    await fresh.close();
  });

  test("history: newest first, search across scripts, open and continue, delete, new conversation (Hindi)", async ({
    browser,
    server,
    account,
  }) => {
    const token = await logInForToken(server.baseUrl, account.email, account.password);
    const devanagari = "ग्राम पंचायत विकास योजना कब बनती है";
    const latin = "job card kaise banta hai";
    const older = await askChat(server.baseUrl, token, devanagari, "hindi");
    const newer = await askChat(server.baseUrl, token, latin, "hinglish");

    const context = await newPhoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    page.on("dialog", (dialog) => void dialog.accept());
    await logIn(page, account.email, account.password);
    await switchTo(page, "hindi");
    // From the chat header.
    await goVia(page, "hindi", tx("nav.history", "hindi"), "/history");
    await expectVisible(page.getByRole("heading", { name: tx("nav.history", "hindi"), level: 1 }));
    const list = page.getByRole("list", { name: tx("nav.history", "hindi") });
    const open = (title: string) => list.getByRole("button", { name: tx("history.open", "hindi", { title }) });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByRole("listitem").first()).toContainText(latin);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.screenshot({ path: "/tmp/chat-durable-history-hindi.png" });

    // Search in either script finds the other.
    const search = page.getByRole("searchbox", { name: tx("history.searchLabel", "hindi") });
    await search.fill("vikas yojana");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expectVisible(open(devanagari));
    await search.fill("जॉब कार्ड");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expectVisible(open(latin));

    // Open and continue it.
    await open(latin).click();
    await expectPath(page, "/chat");
    await expectVisible(questionBubble(page, "hindi", latin));
    await ask(page, "hindi", "aur kitne din lagte hain");
    await expectWholeAnswer(page, "hindi", 2);
    const continued = await getJson<TChatConversationDetail>(server.baseUrl, token, `/chat/conversations/${newer}`);
    expect(continued.messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);

    // Delete the other one (asked once).
    await goVia(page, "hindi", tx("nav.history", "hindi"), "/history");
    await list.getByRole("button", { name: tx("history.deleteLabel", "hindi", { title: devanagari }) }).click();
    await page.getByRole("button", { name: tx("history.confirmYes", "hindi") }).click();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    const left = await getJson<TChatHistoryResponse>(server.baseUrl, token, "/chat/conversations");
    expect(left.conversations.map((c) => c.id)).toEqual([newer]);
    expect(left.conversations.map((c) => c.id)).not.toContain(older);

    // A new conversation: the chat starts with only the greeting.
    await page.getByRole("button", { name: tx("history.new", "hindi") }).click();
    await expectPath(page, "/chat");
    await expect(page.getByRole("article", { name: tx("chat.you", "hindi") })).toHaveCount(0);
    await context.close();
  });

  for (const language of ["hindi", "hinglish"] as const) {
    test(`a question asked offline waits as queued and is sent once on reconnect (${language})`, async ({
      browser,
      server,
      account,
    }) => {
      const question = language === "hindi" ? "ग्राम सभा साल में कितनी बार होती है" : QUESTION;
      const context = await newPhoneContext(browser, server.baseUrl);
      const page = await context.newPage();
      page.on("dialog", (dialog) => void dialog.accept());
      await logIn(page, account.email, account.password);
      if (language === "hindi") await switchTo(page, "hindi");
      await expectVisible(page.getByLabel(tx("chat.inputLabel", language)));
      await waitForServiceWorker(page);

      await context.setOffline(true);
      await expectVisible(page.getByRole("status").filter({ hasText: tx("shell.offline", language) }));
      await ask(page, language, question);
      await expectVisible(questionBubble(page, language, question));
      await expectVisible(page.getByText(tx("chat.queued", language), { exact: true }));
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.screenshot({ path: `/tmp/chat-durable-queued-${language}.png` });

      await context.setOffline(false);
      await expectWholeAnswer(page, language);
      await expect(page.getByText(tx("chat.queued", language), { exact: true })).toHaveCount(0);
      await expect(page.getByRole("status").filter({ hasText: tx("shell.offline", language) })).toHaveCount(0);

      // Exactly one such question on the server, with its answer.
      const token = await logInForToken(server.baseUrl, account.email, account.password);
      const history = await getJson<TChatHistoryResponse>(server.baseUrl, token, "/chat/conversations");
      expect(history.conversations).toHaveLength(1);
      const [only] = history.conversations;
      expect(only).toMatchObject({ title: question, message_count: 2 });
      const detail = await getJson<TChatConversationDetail>(server.baseUrl, token, `/chat/conversations/${only!.id}`);
      expect(detail.messages.filter((m) => m.role === "user").map((m) => m.content)).toEqual([question]);

      // Offline again: the answer already received stays readable, after a reload too, and the
      // history kept on the phone lists it.
      const shown = await answerText(page, language);
      await context.setOffline(true);
      await page.reload();
      await expectVisible(questionBubble(page, language, question));
      await expect.poll(() => answerText(page, language)).toBe(shown);
      await goVia(page, language, tx("nav.history", language), "/history");
      await expectVisible(page.getByText(tx("history.savedOffline", language), { exact: true }));
      await expectVisible(
        page
          .getByRole("list", { name: tx("nav.history", language) })
          .getByRole("button", { name: tx("history.open", language, { title: question }) }),
      );
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.screenshot({ path: `/tmp/chat-durable-history-offline-${language}.png` });
      await context.close();
    });
  }

  test("a stream cut mid-answer still ends with the whole answer (asked again by its key)", async ({
    browser,
    server,
    account,
  }) => {
    const context = await newPhoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    await logIn(page, account.email, account.password);

    const posted: string[] = [];
    let whole = "";
    await page.route("**/api/chat/", async (route) => {
      const body = route.request().postData() ?? "";
      posted.push(body);
      if (posted.length > 1) return route.fallback();
      // The first answer is cut after its first chunk: the connection "drops" before done.
      const response = await route.fetch();
      const text = await response.text();
      const lines = text.split("\n").filter((line) => line.startsWith("data:"));
      const events = lines.map((line) => JSON.parse(line.slice(5)) as { type: string; chunk?: string });
      whole = events.flatMap((e) => (e.type === "chunk" && e.chunk ? [e.chunk] : [])).join("");
      const firstChunk = lines.findIndex((line) => line.includes('"type":"chunk"'));
      await route.fulfill({
        status: 200,
        headers: { "content-type": "text/event-stream" },
        body: `${lines.slice(0, firstChunk + 1).join("\n\n")}\n\n`,
      });
    });

    await ask(page, "hinglish", QUESTION);
    await expectWholeAnswer(page, "hinglish");
    expect(posted).toHaveLength(2);
    const keys = posted.map((body) => (JSON.parse(body) as { client_message_id?: string }).client_message_id);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // The end of the whole answer is on screen (its last words, markdown aside).
    const lastWords = whole
      .replace(/[*_#>`[\]()]/g, " ")
      .trim()
      .split(/\s+/)
      .slice(-3)
      .join(" ");
    await expect(lastAnswer(page, "hinglish").locator(".chat-markdown")).toContainText(lastWords);

    const token = await logInForToken(server.baseUrl, account.email, account.password);
    const history = await getJson<TChatHistoryResponse>(server.baseUrl, token, "/chat/conversations");
    expect(history.conversations.map((c) => c.message_count)).toEqual([2]);
    await context.close();
  });
});
