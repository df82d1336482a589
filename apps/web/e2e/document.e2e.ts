// The document screen against the real API and its offline analyser and chart renderer (no model):
// upload a Hindi circular (PDF), analyse it, read the summary and the detected fields, ask about it,
// and watch Reset, a new file and leaving the screen free the server's session, while a reload or a
// closed tab reopens the analysed document (with its questions) from the server. Then make a
// chart from an example prompt, see it and download it; and the refusal, daily-limit, too-large
// and camera paths. The camera is Chromium's fake device; nothing of ours is replaced.
import { readFile, truncate, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { MAX_DOCUMENT_BYTES, ZGenerateImageResponse, type TDocumentAnalyzeResponse } from "@sachiv/contracts";
import { t, type TUiKey, type TUiLanguage } from "@sachiv/content";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, newDesktopContext, newPhoneContext, snap } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { expectPath, expectVisible, visibleText } from "./support/ui";

const FIXTURE_PDF = fileURLToPath(new URL("../../api/test/fixtures/documents/hindi-circular.pdf", import.meta.url));
/** The server's daily chart limit in the journeys (the server fixture, e2e/support/fixtures.ts). */
const IMAGE_DAILY_LIMIT = 3;

let baseUrl: string;

const tx = (key: TUiKey, language: TUiLanguage = "hinglish", vars?: Record<string, string | number>) =>
  t(key, language, vars);

test.beforeAll(({ server }) => {
  baseUrl = server.baseUrl;
});

async function openDocument(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/document");
  await expectVisible(page.getByRole("heading", { level: 1 }));
  return page;
}

function accessToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem("ai-sachiv.session") ?? "null") as { session: { access_token: string } }).session
        .access_token,
  );
}

/** Asks the server directly whether the analysis session still answers questions. */
async function sessionAnswers(
  token: string,
  ids: TDocumentAnalyzeResponse,
): Promise<{ status: number; code?: string }> {
  const response = await fetch(`${baseUrl}/api/document/question`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({
      question: "Antim tareekh?",
      assistant_id: ids.assistant_id,
      thread_id: ids.thread_id,
      language: "hinglish",
    }),
  });
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: body.code };
}

async function expectSessionGone(token: string, ids: TDocumentAnalyzeResponse): Promise<void> {
  // Gently: follow-up questions are rate limited per user (30 a minute).
  await expect
    .poll(async () => (await sessionAnswers(token, ids)).code, { timeout: 20_000, intervals: [600] })
    .toBe("ANALYSIS_REQUIRED");
}

/** Chooses a file and analyses it; resolves with the server's answer once the result shows. */
async function analyse(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
  language: TUiLanguage = "hinglish",
) {
  await page.locator("#document-file").setInputFiles(file);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/document") && r.request().method() === "POST", {
    timeout: 90_000,
  });
  await page.getByRole("button", { name: tx("document.analyze", language), exact: true }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  await expectVisible(page.getByRole("heading", { name: tx("document.resultTitle", language) }), 30_000);
  return { request: response.request(), body: (await response.json()) as TDocumentAnalyzeResponse };
}

// Each journey signs in a fresh account (the userState fixture): its own daily chart allowance.
test.describe("document analysis", () => {
  test("analyses a Hindi circular PDF, answers a follow-up from it, and Reset frees the session", async ({
    browser,
    userState,
  }) => {
    const context = await newPhoneContext(browser, baseUrl, { storageState: userState });
    const page = await openDocument(context);
    await snap(page, "document-empty-hinglish-phone");

    // Spec §5: Analyze with nothing chosen.
    await page.getByRole("button", { name: tx("document.analyze"), exact: true }).click();
    await expectVisible(visibleText(page, tx("document.noFileTitle")));
    await expectVisible(visibleText(page, tx("document.noFile")));

    const pdf = await readFile(FIXTURE_PDF);
    await page.locator("#document-file").setInputFiles(FIXTURE_PDF);
    await expectVisible(page.getByTestId("chosen-name").getByText("hindi-circular.pdf"));
    const { request, body } = await analyse(page, FIXTURE_PDF);
    // The file went as base64 of its exact bytes, with its type and name.
    const sent = request.postDataJSON() as {
      image_data: string;
      document_type: string;
      file_name: string;
      language: string;
    };
    expect(sent.image_data).toBe(pdf.toString("base64"));
    expect(sent).toMatchObject({
      document_type: "application/pdf",
      file_name: "hindi-circular.pdf",
      language: "hinglish",
    });

    // The result: a summary, the detected fields with a ₹ amount and a date.
    await expect(page.getByTestId("analysis-summary")).toHaveText(/\S[\s\S]{30,}/);
    const fields = page.getByTestId("analysis-fields");
    await expect(fields).toHaveText(/₹\s?[\d,.]+/);
    await expect(fields).toHaveText(/\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{1,2} (सितंबर|अगस्त|September|August) \d{4}/);
    await expect(fields).toHaveText(/1457\/2025/);
    await snap(page, "document-result-hinglish-phone");

    // A follow-up question, answered from the document, as (sanitised) markdown.
    const chatList = page.getByRole("list", { name: tx("document.chatLabel") });
    await page.getByLabel(tx("document.questionLabel")).fill("Satyapan report kab tak jama karni hai?");
    const asked = page.waitForRequest((r) => r.url().endsWith("/api/document/question"));
    await page.getByRole("button", { name: tx("document.ask") }).click();
    expect((await asked).postDataJSON()).toMatchObject({ assistant_id: body.assistant_id, thread_id: body.thread_id });
    const answer = chatList.getByRole("article", { name: tx("chat.assistant") }).last();
    await expectVisible(answer.locator(".chat-markdown"), 60_000);
    await expect(answer).toHaveText(/30/);
    await expect(answer.locator("script, iframe")).toHaveCount(0);
    await snap(page, "document-chat-hinglish-phone");

    // Reset: the cleanup call carries this analysis's ids; the server no longer knows it.
    const token = await accessToken(page);
    expect((await sessionAnswers(token, body)).status).toBe(200);
    const cleanup = page.waitForRequest((r) => r.url().endsWith("/api/document/cleanup"));
    await page.getByRole("button", { name: tx("document.reset"), exact: true }).click();
    expect((await cleanup).postDataJSON()).toEqual({
      assistant_id: body.assistant_id,
      thread_id: body.thread_id,
      file_id: body.file_id,
    });
    await expect(page.getByRole("heading", { name: tx("document.resultTitle") })).toHaveCount(0);
    await expect(page.getByTestId("chosen-name")).toHaveCount(0);
    await expectSessionGone(token, body);
    await context.close();
  });

  test("a new file, leaving the screen and closing the tab each free the earlier analysis", async ({
    browser,
    userState,
  }) => {
    const context = await newDesktopContext(browser, baseUrl, { storageState: userState });
    const page = await openDocument(context);
    const token = await accessToken(page);
    const text = (name: string) => ({
      name,
      mimeType: "text/plain",
      buffer: Buffer.from(
        "ग्राम पंचायत रामपुर\nपत्रांक 77/2025 दिनांक 01/09/2025\nशौचालय निर्माण हेतु ₹12,000 प्रति लाभार्थी स्वीकृत।\nउपयोगिता प्रमाण पत्र 31/03/2026 तक भेजें।",
      ),
    });

    // A new file replaces the analysed one: the earlier session is cleaned up at once.
    const first = await analyse(page, text("pehla.txt"));
    const cleanedFirst = page.waitForRequest((r) => r.url().endsWith("/api/document/cleanup"));
    await page.locator("#document-file").setInputFiles(text("doosra.txt"));
    expect((await cleanedFirst).postDataJSON()).toMatchObject({ assistant_id: first.body.assistant_id });
    await expect(page.getByRole("heading", { name: tx("document.resultTitle") })).toHaveCount(0);
    await expectSessionGone(token, first.body);

    // Leaving for another screen.
    const second = await analyse(page, text("doosra.txt"));
    const cleanedSecond = page.waitForRequest((r) => r.url().endsWith("/api/document/cleanup"));
    await page.getByRole("link", { name: "Chat", exact: true }).filter({ visible: true }).first().click();
    await expectPath(page, "/chat");
    expect((await cleanedSecond).postDataJSON()).toMatchObject({ assistant_id: second.body.assistant_id });
    await expectSessionGone(token, second.body);

    // A session that ended on the server (expired) while the screen still shows it: asking
    // gets the spec's analysisRequired answer.
    await page.goto("/document");
    const fourth = await analyse(page, text("chautha.txt"));
    const expired = await fetch(`${baseUrl}/api/document/cleanup`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        assistant_id: fourth.body.assistant_id,
        thread_id: fourth.body.thread_id,
        file_id: fourth.body.file_id,
      }),
    });
    expect(expired.status).toBe(200);
    await page.getByLabel(tx("document.questionLabel")).fill("Kitni raashi mili?");
    await page.getByLabel(tx("document.questionLabel")).press("Enter");
    await expectVisible(
      page.getByRole("list", { name: tx("document.chatLabel") }).getByText(tx("document.analysisRequired")),
      30_000,
    );

    // Closing the tab (or the phone killing it) is not leaving the screen: the server keeps the
    // document for its time to live and the next open shows it again. (The reload first forgets
    // the cleaned-up one: the screen opens empty.)
    await page.reload();
    await expectVisible(page.getByRole("heading", { level: 1 }));
    await expect(page.getByRole("heading", { name: tx("document.resultTitle") })).toHaveCount(0);
    const third = await analyse(page, text("teesra.txt"));
    await page.close({ runBeforeUnload: true });
    expect((await sessionAnswers(token, third.body)).status).toBe(200);
    const reopened = await openDocument(context);
    await expectVisible(reopened.getByRole("heading", { name: tx("document.resultTitle") }), 30_000);
    await expect(reopened.getByTestId("chosen-name")).toHaveText("teesra.txt");
    await context.close();
  });

  test("an analysed document survives a reload and a restart; leaving the screen clears it (phone, both languages)", async ({
    browser,
    userState,
  }) => {
    test.setTimeout(240_000);
    for (const language of ["hindi", "hinglish"] as const) {
      const context = await newPhoneContext(browser, baseUrl, { storageState: userState });
      await context.addInitScript((l) => localStorage.setItem("preferred-language", l), language);
      let page = await openDocument(context);
      const token = await accessToken(page);
      const { body } = await analyse(page, FIXTURE_PDF, language);
      const summary = (await page.getByTestId("analysis-summary").textContent()) ?? "";
      expect(summary.length).toBeGreaterThan(30);
      const question =
        language === "hindi" ? "सत्यापन रिपोर्ट कब तक जमा करनी है?" : "Satyapan report kab tak jama karni hai?";
      await page.getByLabel(tx("document.questionLabel", language)).fill(question);
      await page.getByRole("button", { name: tx("document.ask", language) }).click();
      const chatList = (p: Page) => p.getByRole("list", { name: tx("document.chatLabel", language) });
      const answer = (p: Page) =>
        chatList(p)
          .getByRole("article", { name: tx("chat.assistant", language) })
          .last();
      await expect(answer(page)).toHaveText(/30/, { timeout: 60_000 });
      const answerText = (await answer(page).textContent()) ?? "";

      // A reload: the same result, the file's name, the question and its answer.
      await page.reload();
      await expectVisible(page.getByRole("heading", { name: tx("document.resultTitle", language) }), 30_000);
      await expect(page.getByTestId("analysis-summary")).toHaveText(summary);
      await expect(page.getByTestId("chosen-name")).toHaveText("hindi-circular.pdf");
      await expect(chatList(page).getByRole("article", { name: tx("chat.you", language) })).toHaveText(question);
      await expect(answer(page)).toHaveText(answerText);
      await page.getByRole("heading", { name: tx("document.resultTitle", language) }).scrollIntoViewIfNeeded();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.screenshot({ path: `/tmp/cd-shots/document-reloaded-${language}-phone.png`, animations: "disabled" });
      await answer(page).scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `/tmp/cd-shots/document-reloaded-qa-${language}-phone.png`,
        animations: "disabled",
      });

      // The app closed and opened again (a new tab of the same browser): still there, still answering.
      await page.close();
      page = await openDocument(context);
      await expectVisible(page.getByRole("heading", { name: tx("document.resultTitle", language) }), 30_000);
      const asked = page.waitForRequest((r) => r.url().endsWith("/api/document/question"));
      await page.getByLabel(tx("document.questionLabel", language)).fill(question);
      await page.getByRole("button", { name: tx("document.ask", language) }).click();
      expect((await asked).postDataJSON()).toMatchObject({
        assistant_id: body.assistant_id,
        thread_id: body.thread_id,
      });
      await expect(chatList(page).getByRole("article", { name: tx("chat.assistant", language) })).toHaveCount(2, {
        timeout: 60_000,
      });

      // Leaving the screen inside the app (spec §4): the session is cleaned up, and coming back
      // (or reloading) shows an empty screen.
      const cleanup = page.waitForRequest((r) => r.url().endsWith("/api/document/cleanup"));
      await page.locator('a[href="/chat"]').filter({ visible: true }).first().click();
      await expectPath(page, "/chat");
      expect((await cleanup).postDataJSON()).toMatchObject({ assistant_id: body.assistant_id });
      await page.locator('a[href="/document"]').filter({ visible: true }).first().click();
      await expectPath(page, "/document");
      await expectVisible(page.getByRole("heading", { name: tx("page.document.title", language), level: 1 }));
      await expect(page.getByRole("heading", { name: tx("document.resultTitle", language) })).toHaveCount(0);
      await expectSessionGone(token, body);
      // Forgotten on the phone too: nothing to reopen after a reload.
      const remembered = () =>
        page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("ai-sachiv.document.current")));
      expect(await remembered()).toEqual([]);
      await page.reload();
      await expectVisible(visibleText(page, tx("document.uploadTitle", language)));
      expect(await remembered()).toEqual([]);
      await expect(page.getByRole("heading", { name: tx("document.resultTitle", language) })).toHaveCount(0);
      await expect(page.getByTestId("chosen-name")).toHaveCount(0);
      await page.screenshot({ path: `/tmp/cd-shots/document-left-${language}-phone.png`, animations: "disabled" });
      await context.close();
    }
  });

  test("refuses a file over 50 MB before sending anything; a broken file gets the File Error", async ({
    browser,
    userState,
  }) => {
    const context = await newPhoneContext(browser, baseUrl, { storageState: userState });
    const page = await openDocument(context);
    const big = test.info().outputPath("bada-circular.pdf");
    await writeFile(big, "");
    await truncate(big, MAX_DOCUMENT_BYTES + 1024 * 1024);
    const documentCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/document")) documentCalls.push(r.url());
    });
    await page.locator("#document-file").setInputFiles(big);
    await expectVisible(visibleText(page, tx("document.fileTooLargeTitle")));
    await expectVisible(visibleText(page, tx("document.fileTooLarge")));
    await expect(page.getByTestId("chosen-name")).toHaveCount(0);
    await snap(page, "document-too-large-hinglish-phone");
    await page.getByRole("button", { name: tx("document.analyze"), exact: true }).click();
    await expectVisible(visibleText(page, tx("document.noFileTitle")));
    expect(documentCalls).toEqual([]);

    // Dropped onto the upload box, a file is chosen like a picked one.
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["पत्रांक 12/2025"], "giraya.txt", { type: "text/plain" }));
      return transfer;
    });
    await page.getByTestId("upload-box").dispatchEvent("dragenter", { dataTransfer: dropped });
    await page.getByTestId("upload-box").dispatchEvent("drop", { dataTransfer: dropped });
    await expectVisible(page.getByTestId("chosen-name").getByText("giraya.txt"));

    // A file that claims to be a PDF but is not one: the server's File Error, with the tips.
    await page.locator("#document-file").setInputFiles({
      name: "kharab.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("yeh PDF nahi hai \u0000\u0001\u0002".repeat(50)),
    });
    await page.getByRole("button", { name: tx("document.analyze"), exact: true }).click();
    const failure = page.getByTestId("analysis-failure");
    await expectVisible(failure, 30_000);
    await expect(failure).toContainText(tx("document.fileErrorTitle"));
    await expect(failure).toContainText(tx("document.chatError"));
    await expect(failure).toContainText(tx("document.tipSize"));
    expect(documentCalls).toEqual([`${baseUrl}/api/document`]);
    await snap(page, "document-file-error-hinglish-phone");
    await context.close();
  });
});

test.describe("charts and infographics", () => {
  test("makes a chart from an example, shows it, downloads it; refuses an improper prompt", async ({
    browser,
    userState,
  }) => {
    const context = await newPhoneContext(browser, baseUrl, { storageState: userState, acceptDownloads: true });
    const page = await openDocument(context);
    await page.getByRole("button", { name: tx("image.open") }).click();
    const dialog = page.getByRole("dialog", { name: tx("image.dialogTitle") });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(tx("image.permittedUse")));

    // Spec §5: an empty prompt is refused in the browser.
    const generate = dialog.getByRole("button", { name: tx("image.generate"), exact: true });
    await generate.click();
    await expectVisible(visibleText(page, tx("image.emptyPromptTitle")));
    await expectVisible(visibleText(page, tx("image.emptyPrompt")));
    await snap(page, "document-image-dialog-hinglish-phone");

    // An example fills the prompt; the chart comes back as a PNG the page shows.
    await dialog.getByRole("button", { name: tx("image.example1") }).click();
    await expect(dialog.getByLabel(tx("image.promptLabel"))).toHaveValue(tx("image.example1"));
    const made = page.waitForResponse((r) => r.url().endsWith("/api/generate-image"), { timeout: 60_000 });
    await generate.click();
    const chartResponse = await made;
    expect(chartResponse.status()).toBe(200);
    // The chart shows exactly the example's labels and numbers.
    expect(ZGenerateImageResponse.parse(await chartResponse.json()).chart).toMatchObject({
      type: "bar",
      labels: ["sadak", "naali", "school bhawan", "handpump"],
      values: [12, 8, 5, 3],
    });
    await expect(dialog).toBeHidden();
    const preview = page.getByRole("img", {
      name: tx("image.previewAlt", "hinglish", { prompt: tx("image.example1") }),
    });
    await expectVisible(preview, 30_000);
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(200);
    // The generated image is now the screen's document, ready for Analyze.
    await expectVisible(page.getByTestId("chosen-name").getByText(tx("document.generatedImage")));
    await snap(page, "document-chart-hinglish-phone");

    // Download goes through GET /download-image and saves a PNG.
    const downloadRequest = page.waitForRequest((r) => r.url().includes("/api/download-image?url="));
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: tx("image.download") }).click();
    expect(new URL((await downloadRequest).url()).searchParams.get("url")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/\.png$/);
    const bytes = await readFile(await saved.path());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    // Permitted use only: an improper prompt gets 'Inappropriate Content'.
    await page.getByRole("button", { name: tx("image.open") }).click();
    await dialog.getByLabel(tx("image.promptLabel")).fill("nude photo of a film actress");
    await generate.click();
    await expectVisible(visibleText(page, tx("image.inappropriateTitle")), 30_000);
    await expectVisible(dialog);
    await context.close();
  });

  test("says 'Limit Exceeded' once the daily allowance is used", async ({ browser, userState }) => {
    const context = await newPhoneContext(browser, baseUrl, { storageState: userState });
    const page = await openDocument(context);
    const token = await accessToken(page);
    for (let i = 0; i < IMAGE_DAILY_LIMIT; i++) {
      const response = await fetch(`${baseUrl}/api/generate-image`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          prompt: `Bar chart: kaam ${i + 1} — sadak ${i + 2}, naali ${i + 3}`,
          language: "hinglish",
        }),
      });
      expect(response.status).toBe(200);
    }
    await page.getByRole("button", { name: tx("image.open") }).click();
    const dialog = page.getByRole("dialog", { name: tx("image.dialogTitle") });
    await dialog.getByRole("button", { name: tx("image.example2") }).click();
    await dialog.getByRole("button", { name: tx("image.generate"), exact: true }).click();
    await expectVisible(visibleText(page, tx("image.limitExceededTitle")), 30_000);
    await expectVisible(visibleText(page, tx("image.limitExceeded")));
    await snap(page, "document-limit-hinglish-phone");
    await context.close();
  });
});

test.describe("camera", () => {
  test("takes a 640x480 JPEG photo as the document and releases the camera on close", async ({ userState }) => {
    test.setTimeout(240_000);
    // Chromium's fake camera (a moving test pattern) with the permission prompt auto-accepted.
    const cameraBrowser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
    });
    try {
      const context = await newPhoneContext(cameraBrowser, baseUrl, {
        storageState: userState,
        permissions: ["camera"],
      });
      // Records the streams the page opens, to see that each is stopped (browser boundary only).
      await context.addInitScript(() => {
        const streams: MediaStream[] = [];
        const constraints: unknown[] = [];
        const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
        navigator.mediaDevices.getUserMedia = async (c?: MediaStreamConstraints) => {
          constraints.push(c);
          const stream = await original(c);
          streams.push(stream);
          return stream;
        };
        Object.defineProperty(window, "__camera", { value: { streams, constraints } });
      });
      const page = await openDocument(context);
      const liveTracks = () =>
        page.evaluate(
          () =>
            (window as unknown as { __camera: { streams: MediaStream[] } }).__camera.streams
              .flatMap((s) => s.getTracks())
              .filter((t) => t.readyState === "live").length,
        );

      // Opened and closed without a photo: the camera is released.
      await page.getByRole("button", { name: tx("document.takePhoto") }).click();
      const dialog = page.getByRole("dialog", { name: tx("camera.title") });
      const capture = dialog.getByRole("button", { name: tx("camera.capture") });
      await expect(capture).toBeEnabled();
      await expect.poll(liveTracks).toBe(1);
      await snap(page, "document-camera-hinglish-phone");
      await dialog.getByRole("button", { name: tx("camera.close") }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(liveTracks).toBe(0);

      // A photo: JPEG at the default 640x480 becomes the document; the camera is released.
      await page.getByRole("button", { name: tx("document.takePhoto") }).click();
      await expect(capture).toBeEnabled();
      await capture.click();
      await expect(dialog).toBeHidden();
      await expect.poll(liveTracks).toBe(0);
      await expectVisible(page.getByTestId("chosen-name").getByText(tx("document.cameraPhoto")));
      const requested = await page.evaluate(
        () => (window as unknown as { __camera: { constraints: MediaStreamConstraints[] } }).__camera.constraints[0],
      );
      expect(requested?.video).toMatchObject({ width: { ideal: 640 }, height: { ideal: 480 } });

      // Analyze sends the photo as base64 JPEG; the server reads it by OCR. The test pattern
      // holds only a running clock, so the outcome is a (thin) result or the spec's analysis error.
      const sent = page.waitForRequest((r) => r.url().endsWith("/api/document") && r.method() === "POST");
      const answered = page.waitForResponse(
        (r) => r.url().endsWith("/api/document") && r.request().method() === "POST",
        { timeout: 150_000 },
      );
      await page.getByRole("button", { name: tx("document.analyze"), exact: true }).click();
      const body = (await sent).postDataJSON() as { image_data: string; document_type: string };
      expect(body.document_type).toBe("image/jpeg");
      const jpeg = Buffer.from(body.image_data, "base64");
      expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const response = await answered;
      const outcome = response.ok()
        ? page.getByRole("heading", { name: tx("document.resultTitle") })
        : page.getByTestId("analysis-failure").getByText(tx("document.chatError"));
      await expectVisible(outcome);
      await snap(page, "document-camera-analysed-hinglish-phone");
      await context.close();
    } finally {
      await cameraBrowser.close();
    }
  });

  test("a browser without a camera says so in the modal", async ({ browser, userState }) => {
    const context = await newPhoneContext(browser, baseUrl, { storageState: userState });
    await context.addInitScript(() => {
      Object.defineProperty(navigator, "mediaDevices", { value: undefined, configurable: true });
    });
    const page = await openDocument(context);
    await page.getByRole("button", { name: tx("document.takePhoto") }).click();
    const dialog = page.getByRole("dialog", { name: tx("camera.title") });
    await expectVisible(dialog.getByText(tx("camera.unavailable")));
    await expect(dialog.getByRole("button", { name: tx("camera.capture") })).toHaveCount(0);
    await context.close();
  });
});

test.describe("screens in both languages", () => {
  test("Hindi and Hinglish on a phone and a desktop, with a result and a chart", async ({ browser, userState }) => {
    test.setTimeout(240_000);
    for (const [device, make] of [
      ["phone", newPhoneContext],
      ["desktop", newDesktopContext],
    ] as const) {
      for (const language of ["hindi", "hinglish"] as const) {
        const context = await make(browser, baseUrl, { storageState: userState });
        await context.addInitScript((l) => localStorage.setItem("preferred-language", l), language);
        const page = await openDocument(context);
        await expectVisible(page.getByRole("heading", { name: tx("page.document.title", language), level: 1 }));
        await expectVisible(visibleText(page, tx("document.uploadTitle", language)));
        await snap(page, `document-empty-${language}-${device}`);
        if (device === "phone" && language === "hinglish") {
          await context.close();
          continue;
        }
        const { body } = await analyse(page, FIXTURE_PDF, language);
        expect(body.success).toBe(true);
        await page.getByRole("heading", { name: tx("document.resultTitle", language) }).scrollIntoViewIfNeeded();
        await snap(page, `document-result-${language}-${device}`);
        if (language === "hindi") {
          // A Hindi chart: its Devanagari title and labels, to look at in the screenshot.
          await page.getByRole("button", { name: tx("image.open", language) }).click();
          const dialog = page.getByRole("dialog", { name: tx("image.dialogTitle", language) });
          await snap(page, `document-image-dialog-${language}-${device}`);
          await dialog.getByRole("button", { name: tx("image.example1", language) }).click();
          await dialog.getByRole("button", { name: tx("image.generate", language), exact: true }).click();
          const preview = page.getByRole("img", {
            name: tx("image.previewAlt", language, { prompt: tx("image.example1", language) }),
          });
          await expectVisible(preview, 60_000);
          await expect
            .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
            .toBeGreaterThan(200);
          await preview.scrollIntoViewIfNeeded();
          await snap(page, `document-chart-${language}-${device}`);
        }
        await page.getByRole("button", { name: tx("document.reset", language), exact: true }).click();
        await context.close();
      }
    }
  });
});
