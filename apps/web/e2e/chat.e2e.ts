// The chat journey against the real API and its offline answerer (no model): log in, ask, watch the
// answer stream in with its sources, copy it, rate it 4 with feedback (stored on the server), and
// meet the leave guard. Then the voice agent's hands-free loop. Speech synthesis and recognition
// are replaced only at the browser boundary.
import { t, type TUiKey, type TUiLanguage } from "@sachiv/content";
import type { BrowserContext, Page } from "@playwright/test";
import { ZGetRatingResponse, type TRatingRequest, type TTtsSynthesizeRequest } from "@sachiv/contracts";
import { finishSpeech, playAudioInstantly, playedAudio, recordSpeech } from "./support/browser-stubs";
import { newDesktopContext, newPhoneContext, snap } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { expectPath, expectTextVisible, expectVisible, logIn } from "./support/ui";

const QUESTION = "gram sabha saal mein kitni baar hoti hai";

const tx = (key: TUiKey, language: TUiLanguage, vars?: Record<string, string | number>) => t(key, language, vars);

/** A speech recogniser that hears `phrase` once per start, then ends, as Chrome's does. */
async function hearOnce(context: BrowserContext, phrase: string): Promise<void> {
  await context.addInitScript((heard: string) => {
    const record = { starts: 0, langs: [] as string[] };
    class FakeRecognition {
      lang = "";
      continuous = false;
      interimResults = false;
      maxAlternatives = 0;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      private ended = false;
      start() {
        record.starts += 1;
        record.langs.push(this.lang);
        const first = record.starts === 1;
        setTimeout(() => {
          if (this.ended) return;
          if (first) {
            const result = Object.assign([{ transcript: heard, confidence: 0.9 }], { isFinal: true });
            this.onresult?.({ resultIndex: 0, results: [result] });
          } else {
            this.onerror?.({ error: "no-speech" });
          }
        }, 200);
      }
      stop() {
        if (this.ended) return;
        this.ended = true;
        setTimeout(() => this.onend?.(), 0);
      }
      abort() {
        this.stop();
      }
    }
    Object.defineProperty(window, "webkitSpeechRecognition", { value: FakeRecognition, configurable: true });
    Object.defineProperty(window, "SpeechRecognition", { value: FakeRecognition, configurable: true });
    Object.defineProperty(window, "__recognition", { value: record });
  }, phrase);
}

function lastAnswer(page: Page) {
  return page.getByRole("article", { name: tx("chat.assistant", "hinglish"), exact: true }).last();
}

test.describe("chat", () => {
  test("asks, streams an answer with sources, copies, rates 4 with feedback (stored), and guards leaving", async ({
    browser,
    server,
    account,
  }) => {
    const context = await newPhoneContext(browser, server.baseUrl);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.baseUrl });
    await recordSpeech(context);
    await playAudioInstantly(context);
    const page = await context.newPage();
    const ttsRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/tts/synthesize"))
        ttsRequests.push((request.postDataJSON() as TTtsSynthesizeRequest).text);
    });

    await logIn(page, account.email, account.password);
    await expectVisible(page.getByRole("heading", { name: tx("page.chat.title", "hinglish"), level: 1 }));
    await expectTextVisible(page, "AI Sachiv");
    const rate = page.getByRole("button", { name: tx("chat.rate", "hinglish") });
    const send = page.getByRole("button", { name: tx("chat.send", "hinglish") });
    const input = page.getByLabel(tx("chat.inputLabel", "hinglish"));
    await expect(rate).toBeDisabled();
    await expect(send).toBeDisabled();
    await input.fill("   ");
    await expect(send).toBeDisabled();
    await snap(page, "chat-welcome-hinglish-phone");

    await input.fill(QUESTION);
    await send.click();
    await expectVisible(page.getByRole("article", { name: tx("chat.you", "hinglish") }).getByText(QUESTION));
    const answer = lastAnswer(page);
    await expectVisible(answer.getByRole("heading", { name: tx("chat.sources", "hinglish") }), 30_000);
    await expect(answer.locator(".chat-markdown")).toHaveText(/gram sabha|ग्राम सभा/i);
    const answerText = (await answer.locator(".chat-markdown").innerText()).trim();
    expect(answerText.length).toBeGreaterThan(40);
    // Sources are listed; any link among them opens safely in a new tab.
    const sources = answer
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: tx("chat.sources", "hinglish") }) });
    await expect(sources.getByRole("listitem").first()).toBeVisible();
    for (const link of await answer.getByRole("link").all()) {
      if ((await link.getAttribute("href"))?.startsWith("https://wa.me/")) continue;
      // A knowledge-base source opens its cited passage inside the app (source-viewer.e2e.ts).
      if ((await link.getAttribute("href"))?.startsWith("/source/")) continue;
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(input).toHaveValue("");
    await expect(rate).toBeEnabled();
    // The reply is spoken sentence by sentence through the server voice.
    await expect.poll(() => ttsRequests.length).toBeGreaterThan(0);
    expect(answerText.replace(/\s+/g, " ")).toContain(ttsRequests[0]!.slice(0, 12));
    await snap(page, "chat-answer-hinglish-phone");

    // Copy: the toast, and the clipboard holds the answer.
    await answer.getByRole("button", { name: tx("chat.copy", "hinglish") }).click();
    await expectTextVisible(page, tx("chat.copied", "hinglish"));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim().length).toBeGreaterThan(40);
    expect(copied).toContain("Gram Sabha".slice(0, 4));
    // Share on WhatsApp carries the same text.
    const share = answer.getByRole("link", { name: tx("chat.share", "hinglish") });
    const href = (await share.getAttribute("href"))!;
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(href.slice("https://wa.me/?text=".length))).toBe(copied);

    // Rate 4 with feedback — once the 2-second "copied" toast is gone: on a phone it sits over the
    // page's Rate button, and a pointer resting on it (Playwright's retried click) holds it open.
    await expect(page.getByText(tx("chat.copied", "hinglish"))).toBeHidden();
    await rate.click();
    const dialog = page.getByRole("dialog", { name: tx("rating.title", "hinglish") });
    await expectVisible(dialog);
    const submit = dialog.getByRole("button", { name: tx("rating.submit", "hinglish") });
    await expect(submit).toBeDisabled();
    await dialog
      .getByRole("radio", {
        name: tx("rating.starLabel", "hinglish", { rating: 4, label: tx("rating.good", "hinglish") }),
      })
      .click();
    await dialog.getByLabel(tx("rating.feedbackLabel", "hinglish")).fill("Bahut kaam ka jawab");
    await snap(page, "chat-rating-hinglish-phone");
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/chat/rating") && r.method() === "POST");
    await submit.click();
    const conversationId = ((await posted).postDataJSON() as TRatingRequest).conversation_id;
    await expectTextVisible(page, tx("rating.outOfFive", "hinglish", { rating: 4 }));
    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem("ai-sachiv.session") ?? "null") as { session: { access_token: string } })
          .session.access_token,
    );
    const stored = await page.request.get(`/api/chat/rating/${conversationId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored.status()).toBe(200);
    expect(ZGetRatingResponse.parse(await stored.json()).rating).toMatchObject({
      conversation_id: conversationId,
      rating: 4,
      feedback: "Bahut kaam ka jawab",
    });

    // After rating, leaving does not ask again.
    await page.getByRole("link", { name: "Voice Agent" }).filter({ visible: true }).first().click();
    await expectPath(page, "/voice-agent");

    // Coming back resumes the rated conversation; a new one is started from the history screen.
    // Leaving the new one opens the rating dialog; Cancel lets the official go.
    await page.goto("/chat");
    await expect(page.getByRole("article", { name: tx("chat.you", "hinglish") })).toHaveCount(1);
    await page.goto("/history");
    await page.getByRole("button", { name: tx("history.new", "hinglish") }).click();
    await expectPath(page, "/chat");
    await expect(page.getByRole("article", { name: tx("chat.you", "hinglish") })).toHaveCount(0);
    await input.fill("MGNREGA job card kaise banta hai");
    await input.press("Enter");
    await expectVisible(lastAnswer(page).getByRole("button", { name: tx("chat.copy", "hinglish") }), 30_000);
    await page.getByRole("link", { name: "Document" }).filter({ visible: true }).first().click();
    await expectVisible(dialog);
    await expectPath(page, "/chat");
    await snap(page, "chat-leave-guard-hinglish-phone");
    await dialog.getByRole("button", { name: tx("rating.cancel", "hinglish") }).click();
    await expectPath(page, "/document");

    await context.close();
  });

  test("Hindi on a phone and both languages on a desktop", async ({ browser, server, account }) => {
    for (const [name, make] of [
      ["phone", newPhoneContext],
      ["desktop", newDesktopContext],
    ] as const) {
      const context = await make(browser, server.baseUrl);
      await recordSpeech(context);
      const page = await context.newPage();
      await logIn(page, account.email, account.password);
      await page.getByRole("radio", { name: "हिंदी" }).first().click();
      await expectVisible(page.getByRole("heading", { name: tx("page.chat.title", "hindi"), level: 1 }));
      const input = page.getByLabel(tx("chat.inputLabel", "hindi"));
      await input.fill("ग्राम सभा साल में कितनी बार होती है?");
      await page.getByRole("button", { name: tx("chat.send", "hindi") }).click();
      const answer = page.getByRole("article", { name: tx("chat.assistant", "hindi"), exact: true }).last();
      await expectVisible(answer.getByRole("heading", { name: tx("chat.sources", "hindi") }), 30_000);
      await expect(answer.locator(".chat-markdown")).toHaveText(/[\u0900-\u097F]/);
      await snap(page, `chat-answer-hindi-${name}`);
      if (name === "phone") {
        // Closing the tab with a conversation: the browser asks, and staying shows the rating dialog.
        const prompt = new Promise<string>((resolve) =>
          page.once("dialog", (dialog) => {
            resolve(dialog.type());
            void dialog.dismiss();
          }),
        );
        await page.close({ runBeforeUnload: true });
        expect(await prompt).toBe("beforeunload");
        await expectVisible(page.getByRole("dialog", { name: tx("rating.title", "hindi") }));
        await snap(page, "chat-rating-hindi-phone");
      }
      if (name === "desktop") {
        await page.getByRole("radio", { name: "Hinglish" }).first().click();
        await expectVisible(page.getByRole("heading", { name: tx("page.chat.title", "hinglish"), level: 1 }));
        await snap(page, "chat-answer-hinglish-desktop");
      }
      await context.close();
    }
  });
});

test.describe("voice agent", () => {
  test("listens, answers aloud, listens again, and keeps the conversation on the phone", async ({
    browser,
    server,
    account,
  }) => {
    const context = await newPhoneContext(browser, server.baseUrl);
    await recordSpeech(context);
    await playAudioInstantly(context);
    await hearOnce(context, QUESTION);
    const page = await context.newPage();
    await logIn(page, account.email, account.password);
    await page.goto("/voice-agent");
    await expectVisible(page.getByRole("heading", { name: "Voice Agent Mode", level: 1 }));
    await expectTextVisible(page, tx("voice.historyEmpty", "hinglish"));
    await snap(page, "voice-idle-hinglish-phone");

    await page.getByRole("button", { name: tx("voice.start", "hinglish") }).click();
    await expectTextVisible(page, QUESTION);
    // Answered, spoken, and listening again.
    await expect
      .poll(
        async () => {
          // Should the browser voice have taken over, it finishes speaking too.
          await finishSpeech(page);
          return page.evaluate(() => (window as unknown as { __recognition: { starts: number } }).__recognition.starts);
        },
        {
          timeout: 60_000,
        },
      )
      .toBeGreaterThan(1);
    // The answer was spoken by the server voice, sentence by sentence.
    expect((await playedAudio(page)).every((src) => src.startsWith("blob:"))).toBe(true);
    expect((await playedAudio(page)).length).toBeGreaterThan(1);
    const langs = await page.evaluate(
      () => (window as unknown as { __recognition: { langs: string[] } }).__recognition.langs,
    );
    expect(langs[0]).toBe("en-US");
    const history = page.getByRole("region", { name: tx("voice.history", "hinglish") });
    await expectVisible(history.getByRole("listitem").first());
    // One stored conversation, starting with the question.
    await expect
      .poll(() =>
        page.evaluate(
          (question) =>
            (JSON.parse(localStorage.getItem("voice-conversations") ?? "[]") as { text: string }[]).map((c) =>
              c.text.slice(0, question.length),
            ),
          QUESTION,
        ),
      )
      .toEqual([QUESTION]);
    await snap(page, "voice-answered-hinglish-phone");

    await page.getByRole("button", { name: tx("voice.stop", "hinglish") }).click();
    await expectTextVisible(page, tx("voice.status.idle", "hinglish"));
    await page.getByRole("radio", { name: "हिंदी" }).first().click();
    await expectVisible(page.getByRole("heading", { name: tx("page.voiceAgent.title", "hindi"), level: 1 }));
    await snap(page, "voice-hindi-phone");
    await context.close();
  });
});
