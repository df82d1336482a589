// Settings a sarpanch needs and speech that respects data (issue 22 items 5 and 9), on the phone:
// a reply is read aloud by default (as Ogg Opus in Chromium, which decodes it); with speech off in
// Settings, or with the browser's Save-Data on, no audio is fetched at all, and Save-Data is
// announced once; the text size changes the whole app's body text; the home state opens the
// circulars and places the map. The settings reach the server: a new browser shows them after
// signing in.
import { localize, regions, t, type TUiKey, type TUiLanguage } from "@sachiv/content";
import type { BrowserContext, Page } from "@playwright/test";
import type { TTtsSynthesizeRequest } from "@sachiv/contracts";
import { playAudioInstantly, recordSpeech, removeGeolocation, serveMapEmbedsLocally } from "./support/browser-stubs";
import { newPhoneContext } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { expectVisible, logIn } from "./support/ui";

const QUESTION = "gram sabha saal mein kitni baar hoti hai";
const SECOND_QUESTION = "job card kitne din mein milta hai";
const tx = (key: TUiKey, language: TUiLanguage = "hinglish") => t(key, language);

/** Every request for speech the page makes, with what it asked for. */
function recordTts(page: Page): TTtsSynthesizeRequest[] {
  const requests: TTtsSynthesizeRequest[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/tts/")) requests.push(request.postDataJSON() as TTtsSynthesizeRequest);
  });
  return requests;
}

/** Asks in the chat and waits for the whole answer (its sources come last). */
async function ask(page: Page, question: string): Promise<void> {
  await page.getByLabel(tx("chat.inputLabel")).fill(question);
  await page.getByRole("button", { name: tx("chat.send") }).click();
  // The question's bubble and its answer's are added together: the last answer is this one.
  await expectVisible(page.getByRole("article", { name: tx("chat.you") }).getByText(question));
  const answer = page.getByRole("article", { name: tx("chat.assistant"), exact: true }).last();
  await expectVisible(answer.getByRole("heading", { name: tx("chat.sources") }), 30_000);
}

/** Waits until the server has the settings change the screen just made. */
function savedOnServer(page: Page) {
  return page.waitForResponse(
    (res) => res.url().endsWith("/api/users/me/preferences") && res.request().method() === "PATCH" && res.ok(),
  );
}

async function withSaveData(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: "4g", addEventListener() {}, removeEventListener() {} }),
    });
  });
}

test.describe("speech and settings", () => {
  test("by default a reply is read aloud, as Ogg Opus in Chromium, without its sources", async ({
    browser,
    server,
    account,
  }) => {
    const context = await newPhoneContext(browser, server.baseUrl);
    await recordSpeech(context);
    await playAudioInstantly(context);
    const page = await context.newPage();
    const tts = recordTts(page);
    await logIn(page, account.email, account.password);
    await ask(page, QUESTION);
    await expect.poll(() => tts.length).toBeGreaterThan(0);
    expect(tts.every((r) => r.format === "opus")).toBe(true);
    const spoken = tts.map((r) => r.text).join(" ");
    expect(spoken).not.toMatch(/Sources|https?:|offline assistant/i);
    // The browser really decodes the server's Ogg Opus (the player above is stubbed).
    const decoded = await page.evaluate(async () => {
      const res = await fetch("/api/tts/synthesize", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: "ग्राम सभा की बैठक साल में चार बार होती है।", language: "hindi", format: "opus" }),
      });
      const audio = await new OfflineAudioContext(1, 48000, 48000).decodeAudioData(await res.arrayBuffer());
      return { type: res.headers.get("content-type"), seconds: audio.duration };
    });
    expect(decoded.type).toBe("audio/ogg; codecs=opus");
    expect(decoded.seconds).toBeGreaterThan(1);
    await context.close();
  });

  test("speech off in Settings: asking fetches no audio; the setting follows the user to another browser", async ({
    browser,
    server,
    account,
  }) => {
    const context = await newPhoneContext(browser, server.baseUrl);
    await recordSpeech(context);
    await playAudioInstantly(context);
    const page = await context.newPage();
    const tts = recordTts(page);
    await logIn(page, account.email, account.password);
    await page.goto("/settings");
    const toggle = page.getByRole("switch", { name: tx("settings.speech.enabled") });
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    const saved = savedOnServer(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await saved;
    await expectVisible(page.getByText(tx("settings.speech.offHint")));

    await page.goto("/chat");
    await ask(page, QUESTION);
    expect(tts).toEqual([]);
    await context.close();

    const other = await newPhoneContext(browser, server.baseUrl);
    const second = await other.newPage();
    await logIn(second, account.email, account.password);
    await second.goto("/settings");
    await expect(second.getByRole("switch", { name: tx("settings.speech.enabled") })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await other.close();
  });

  test("Save-Data on: no audio is fetched, and the notice comes once", async ({ browser, server, account }) => {
    const context = await newPhoneContext(browser, server.baseUrl);
    await withSaveData(context);
    await recordSpeech(context);
    await playAudioInstantly(context);
    const page = await context.newPage();
    const tts = recordTts(page);
    await logIn(page, account.email, account.password);
    const notice = page.getByText(tx("speech.dataSaverOff"));
    await ask(page, QUESTION);
    await expectVisible(notice);
    await page.screenshot({ path: "/tmp/speech-settings/chat-save-data-hinglish.png" });
    await expect(notice).toHaveCount(0, { timeout: 20_000 });
    await ask(page, SECOND_QUESTION);
    await expect(notice).toHaveCount(0);
    expect(tts).toEqual([]);
    await page.goto("/settings");
    await expectVisible(page.getByText(tx("settings.speech.dataSaverActive")));
    await context.close();
  });

  test("text size applies to the whole app and survives a reload", async ({ browser, server, account }) => {
    const context = await newPhoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    await logIn(page, account.email, account.password);
    const bodyFontSize = () => page.evaluate(() => getComputedStyle(document.body).fontSize);
    const normal = parseFloat(await bodyFontSize());
    await page.goto("/settings");
    const saved = savedOnServer(page);
    await page.getByRole("radio", { name: tx("settings.textSize.large"), exact: true }).click();
    await saved;
    await expect.poll(async () => parseFloat(await bodyFontSize())).toBeCloseTo(normal * 1.125, 1);
    await page.goto("/glossary");
    await page.reload();
    expect(parseFloat(await bodyFontSize())).toBeCloseTo(normal * 1.125, 1);
    await page.goto("/settings");
    await page.getByRole("radio", { name: tx("settings.textSize.xlarge"), exact: true }).click();
    await expect.poll(async () => parseFloat(await bodyFontSize())).toBeCloseTo(normal * 1.25, 1);
    await page
      .getByRole("switch", { name: tx("settings.speech.enabled") })
      .evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: "/tmp/speech-settings/settings-xlarge-hinglish.png" });
    await context.close();
  });

  test("the home state opens the circulars and places the map; Settings in Hindi and Hinglish", async ({
    browser,
    server,
    account,
  }) => {
    const context = await newPhoneContext(browser, server.baseUrl);
    await removeGeolocation(context);
    await serveMapEmbedsLocally(context);
    const page = await context.newPage();
    await logIn(page, account.email, account.password);
    await page.goto("/settings");
    const saved = savedOnServer(page);
    await page.getByLabel(tx("settings.homeState"), { exact: true }).selectOption("bihar");
    await saved;
    const district = page.getByLabel(tx("settings.district"), { exact: true });
    await district.fill("Gaya");
    const districtSaved = savedOnServer(page);
    await district.blur();
    await districtSaved;
    await page.screenshot({ path: "/tmp/speech-settings/settings-hinglish.png", fullPage: true });
    await page
      .getByRole("switch", { name: tx("settings.speech.enabled") })
      .evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: "/tmp/speech-settings/settings-hinglish-speech.png" });

    const bihar = localize(regions.find((r) => r.id === "bihar")!.name, "hinglish");
    await page.goto("/circulars");
    await expect(page).toHaveURL(/\/circulars\?state=bihar/);
    await expectVisible(page.getByRole("heading", { name: new RegExp(bihar) }).first());
    // Back shows every state, the home state first and marked.
    await page.goBack();
    await expect(page).toHaveURL(/\/circulars$/);
    const firstCard = page.getByRole("listitem").first();
    await expect(firstCard).toContainText(bihar);
    await expect(firstCard).toContainText(tx("circulars.homeState"));

    await page.goto("/map");
    await expectVisible(page.getByText(tx("map.defaultPlace.bihar"), { exact: false }).first());

    // The same screen in Hindi.
    await page.evaluate(() => localStorage.setItem("preferred-language", "hindi"));
    await page.goto("/settings");
    await expectVisible(page.getByRole("switch", { name: tx("settings.speech.enabled", "hindi") }));
    await expect(page.getByLabel(tx("settings.district", "hindi"), { exact: true })).toHaveValue("Gaya");
    await page.screenshot({ path: "/tmp/speech-settings/settings-hindi.png", fullPage: true });
    await page
      .getByRole("switch", { name: tx("settings.speech.enabled", "hindi") })
      .evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: "/tmp/speech-settings/settings-hindi-speech.png" });
    await context.close();
  });
});
