// Paperwork drafts (issue 27) on a phone, in Hindi and in Hinglish: the village profile once in
// Settings → a Gram Sabha notice for today with two agenda items → the notice-period warning naming
// the state's Act → the PDF downloaded, whose text (poppler's pdftotext) is the filled Devanagari →
// the DOCX downloaded, which mammoth opens to the same text.
import { execFileSync } from "node:child_process";
import mammoth from "mammoth";
import {
  DRAFT_SUGGESTION_LABEL,
  STATE_RULES,
  dateInText,
  formatDraftDate,
  t,
  td,
  type TUiLanguage,
} from "@sachiv/content";
import type { Page } from "@playwright/test";
import { newPhoneContext, snap } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { expectVisible } from "./support/ui";

const PANCHAYAT = "बकरौर";
const AGENDA = ["ग्राम पंचायत विकास योजना पर चर्चा", "कृषि और सिंचाई की समिति का गठन"];

async function switchTo(page: Page, language: TUiLanguage): Promise<void> {
  await page.getByRole("radio", { name: t("language.selfName", language) }).click();
  await expectVisible(page.locator(`html[lang="${language === "hindi" ? "hi" : "hi-Latn"}"]`));
}

for (const language of ["hindi", "hinglish"] as const) {
  test(`profile once, a Gram Sabha notice too soon is flagged with its rule, PDF in Devanagari, DOCX the same (${language})`, async ({
    browser,
    server,
    userState,
  }) => {
    // The phone's clock in India, as the notice's default date is India's today.
    const context = await newPhoneContext(browser, server.baseUrl, {
      storageState: userState,
      timezoneId: "Asia/Kolkata",
    });
    const page = await context.newPage();
    await page.goto("/settings");
    await switchTo(page, language);

    // The village profile, once.
    const village = page.getByRole("region", { name: td("village.title", language) });
    await village.getByLabel(td("village.state", language)).selectOption("bihar");
    await village.getByLabel(td("village.district", language)).fill("गया");
    await village.getByLabel(td("village.block", language)).fill("बोधगया");
    await village.getByLabel(td("village.panchayat", language)).fill(PANCHAYAT);
    await village.getByLabel(td("village.headName", language)).fill("किरण देवी");
    await village.getByLabel(td("village.venue", language)).fill("पंचायत भवन");
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/users/me/village") && r.request().method() === "PUT",
    );
    await village.getByRole("button", { name: td("village.save", language) }).click();
    expect((await saved).ok()).toBe(true);

    // The drafts screen from the menu's route; the notice template.
    await page.goto("/drafts");
    await page.getByRole("button", { name: /ग्राम सभा की बैठक की सूचना|Gram Sabha baithak ki soochna/ }).click();

    // Meeting today: the notice (dated today) is not before it.
    await page.getByLabel(language === "hindi" ? "बैठक की तारीख़" : "Baithak ki tareekh").click();
    await page.locator(".rdp-today button").click();
    const agenda = page.getByLabel(language === "hindi" ? "एजेंडा (बैठक के विषय)" : "Agenda (baithak ke vishay)");
    for (const item of AGENDA) {
      await agenda.fill(item);
      await page.getByRole("button", { name: td("drafts.addItem", language), exact: true }).click();
    }
    const warning = page.getByTestId("draft-warning").first();
    await expect(warning).toContainText(STATE_RULES.bihar.act[language]);
    const preview = page.getByTestId("draft-preview");
    if (language === "hindi") for (const item of AGENDA) await expect(preview).toContainText(item);
    await expect(preview).toContainText(PANCHAYAT);
    await warning.scrollIntoViewIfNeeded();
    await snap(page, `drafts-notice-phone-${language}`);
    await preview.scrollIntoViewIfNeeded();
    await snap(page, `drafts-preview-phone-${language}`);

    // The PDF: Devanagari text extracted intact, with the filled fields.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: td("drafts.pdf", language) }).click();
    const file = await (await download).path();
    const text = execFileSync("pdftotext", [file, "-"]).toString("utf8").replace(/\s+/g, " ");
    const filled = ["ग्राम सभा की बैठक", `ग्राम पंचायत ${PANCHAYAT}`, ...AGENDA, "मुखिया"];
    for (const words of filled) expect(text).toContain(words);

    // The DOCX: Word's file opens (mammoth) to the same filled text.
    const docxDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: td("drafts.docx", language) }).click();
    const docx = await (await docxDownload).path();
    const { value } = await mammoth.extractRawText({ path: docx });
    const docxText = value.replace(/\s+/g, " ");
    for (const words of filled) expect(docxText).toContain(words);
    await context.close();
  });
}

// From a chat answer to its draft: a question about a Gram Sabha meeting on 26 January to pass the
// budget offers "इसका नोटिस बनाएँ"; it opens the notice with that date and the budget on the agenda.
for (const language of ["hindi", "hinglish"] as const) {
  test(`a chat answer about a Gram Sabha meeting opens its notice, prefilled (${language})`, async ({
    browser,
    server,
    userState,
  }) => {
    const context = await newPhoneContext(browser, server.baseUrl, {
      storageState: userState,
      timezoneId: "Asia/Kolkata",
    });
    const page = await context.newPage();
    await page.goto("/settings");
    await switchTo(page, language);
    await page.goto("/chat");
    const question = "26 जनवरी को ग्राम सभा की बैठक में बजट पास करना है, सूचना कैसे दें?";
    await page.getByLabel(t("chat.inputLabel", language)).fill(question);
    await page.getByRole("button", { name: t("chat.send", language) }).click();
    const make = page.getByRole("link", { name: DRAFT_SUGGESTION_LABEL.gram_sabha_notice[language] });
    await expectVisible(make, 30_000);
    await make.scrollIntoViewIfNeeded();
    await snap(page, `drafts-from-chat-phone-${language}`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await make.scrollIntoViewIfNeeded();
    await snap(page, `drafts-from-chat-desktop-${language}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await make.click();
    // Leaving the conversation asks for its rating first (spec §4); cancelling goes on to the draft.
    const rating = page.getByRole("dialog", { name: t("rating.title", language) });
    await rating.getByRole("button", { name: t("rating.cancel", language) }).click();

    await expectVisible(
      page.getByRole("heading", { name: /ग्राम सभा की बैठक की सूचना|Gram Sabha baithak ki soochna/, level: 1 }),
    );
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const date = dateInText("26 जनवरी", today)!;
    const preview = page.getByTestId("draft-preview");
    await expect(preview).toContainText(formatDraftDate(date));
    await expect(preview).toContainText("वार्षिक बजट पर चर्चा और अनुमोदन");
    await snap(page, `drafts-from-chat-editor-phone-${language}`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await snap(page, `drafts-from-chat-editor-desktop-${language}`);
  });
}

// With no network (issue 27 §5): after one visit, the drafts screen opens, a notice is made and
// saved on the phone, and its PDF is made in the browser — poppler reads correct Devanagari from it.
for (const language of ["hindi", "hinglish"] as const) {
  test(`offline: a notice made, saved on the phone and downloaded as PDF (${language})`, async ({
    browser,
    server,
    userState,
  }) => {
    const context = await newPhoneContext(browser, server.baseUrl, {
      storageState: userState,
      timezoneId: "Asia/Kolkata",
    });
    const page = await context.newPage();
    await page.goto("/settings");
    await switchTo(page, language);
    const village = page.getByRole("region", { name: td("village.title", language) });
    await village.getByLabel(td("village.state", language)).selectOption("jharkhand");
    await village.getByLabel(td("village.panchayat", language)).fill(PANCHAYAT);
    await village.getByLabel(td("village.headName", language)).fill("किरण देवी");
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/users/me/village") && r.request().method() === "PUT",
    );
    await village.getByRole("button", { name: td("village.save", language) }).click();
    expect((await saved).ok()).toBe(true);
    await page.goto("/drafts");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole("button", { name: /ग्राम सभा की बैठक की सूचना|Gram Sabha baithak ki soochna/ }).click();
    const agenda = page.getByLabel(language === "hindi" ? "एजेंडा (बैठक के विषय)" : "Agenda (baithak ke vishay)");
    for (const item of AGENDA) {
      await agenda.fill(item);
      await page.getByRole("button", { name: td("drafts.addItem", language), exact: true }).click();
    }
    await page.getByRole("button", { name: td("drafts.save", language) }).click();
    await expectVisible(page.getByText(td("drafts.savedOffline", language)));
    await snap(page, `drafts-offline-saved-phone-${language}`);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: td("drafts.pdf", language) }).click();
    const file = await (await download).path();
    const text = execFileSync("pdftotext", [file, "-"]).toString("utf8").replace(/\s+/g, " ");
    for (const words of ["ग्राम सभा की बैठक", `ग्राम पंचायत ${PANCHAYAT}`, ...AGENDA, "किरण देवी", "मुखिया"])
      expect(text).toContain(words);
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "100",
      "-f",
      "1",
      "-l",
      "1",
      file,
      `e2e/screenshots/drafts-offline-pdf-${language}`,
    ]);

    // The draft waits on the phone, listed as such.
    await page.getByRole("button", { name: td("drafts.back", language) }).click();
    await expectVisible(page.getByText(td("drafts.pendingOnPhone", language)));
    await context.setOffline(false);
    await context.close();
  });
}
