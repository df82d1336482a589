// Knowledge-base curation in the browser (issue 14): an admin finds documents in the Documents
// tab, deletes one after the confirmation (the chat never cites it again), replaces another with
// a new version through the file picker (the chat cites the new version), marks one superseded,
// and follows the jobs in the ingestion history; desktop in English, phone in Hindi.
import { tAdminTab, t, type TAdminTabKey, type TUiLanguage } from "@sachiv/content";
import type { TKbDocumentListResponse } from "@sachiv/contracts";
import type { Page } from "@playwright/test";
import { DASHBOARD_ADMIN_EMAIL, PASSWORD } from "./support/accounts";
import { getJson, logInForToken, signUpForToken } from "./support/api-client";
import { newDesktopContext, newPhoneContext, snap } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { expectPath, expectTextVisible, expectVisible, visibleText } from "./support/ui";

const en = (key: TAdminTabKey, vars?: Record<string, string | number>) => tAdminTab(key, "en", vars);
const hi = (key: TAdminTabKey, vars?: Record<string, string | number>) => tAdminTab(key, "hi", vars);

// Made-up scheme names, so no other document (or journey) answers these questions.
const TAG = Date.now().toString(36);
const OSPREY = {
  title: `Osprey Kosh ${TAG}`,
  file: `osprey-kosh-${TAG}.md`,
  question: "Osprey kosh se kitne rupaye milte hain",
};
const HERON_OLD = {
  title: `Heron Bhatta ${TAG} (2025)`,
  file: `heron-bhatta-${TAG}.md`,
  question: "Heron bhatta har mahine kitna milta hai",
};
const HERON_NEW = { title: `Heron Bhatta ${TAG} (2026)`, file: `heron-bhatta-2026-${TAG}.md` };
const md = (title: string, body: string) => `---\ntitle: ${title}\n---\n${body}\n`;

let baseUrl: string;
let adminToken: string;
let userToken: string;

test.beforeAll(async ({ server }) => {
  baseUrl = server.baseUrl;
  // The server fixture made this ADMIN_EMAILS account and confirmed it.
  adminToken = await logInForToken(baseUrl, DASHBOARD_ADMIN_EMAIL, PASSWORD);
  userToken = await signUpForToken(baseUrl, `kb.reader.${TAG}@e2e.test`, PASSWORD);
});

/** Asks the streaming chat as an official; resolves with the titles of the answer's sources. */
async function sourcesOf(question: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/chat/`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${userToken}`, accept: "text/event-stream" },
    body: JSON.stringify({ message: question, language: "hinglish" }),
  });
  if (!response.ok) throw new Error(`chat failed: ${response.status}`);
  for (const line of (await response.text()).split("\n")) {
    if (!line.startsWith("data:")) continue;
    const event = JSON.parse(line.slice(5)) as { type: string; sources?: { title: string }[] };
    if (event.type === "sources") return (event.sources ?? []).map((s) => s.title);
  }
  return [];
}

async function titles(query: string): Promise<string[]> {
  const list = await getJson<TKbDocumentListResponse>(
    baseUrl,
    adminToken,
    `/admin/knowledge/documents?q=${encodeURIComponent(query)}`,
  );
  return list.documents.map((d) => d.title);
}

function documentCard(page: Page, title: string) {
  return page.getByTestId("kb-document").and(page.locator(`[data-title="${title}"]`));
}

async function search(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByLabel(label, { exact: true });
  await box.fill(text);
}

async function switchTo(page: Page, language: TUiLanguage): Promise<void> {
  await page
    .getByRole("radio", { name: t("language.selfName", language) })
    .filter({ visible: true })
    .first()
    .click();
}

test.describe("admin knowledge base", () => {
  test("lists, deletes (never cited again), replaces (the new version is cited), supersedes; desktop, English", async ({
    browser,
    adminState,
  }) => {
    const context = await newDesktopContext(browser, baseUrl, { storageState: adminState, timezoneId: "Asia/Kolkata" });
    const page = await context.newPage();
    await page.goto("/chat");
    await visibleText(page, t("nav.admin", "hinglish")).click();
    await expectPath(page, "/admin");
    await page.getByRole("tab", { name: en("admin.tabDocuments") }).click();
    await expectVisible(page.getByTestId("live-status").and(page.locator('[data-state="open"]')));

    // Two documents uploaded the usual way; the list and the history show them once ingested.
    await page.getByLabel(en("admin.chooseFiles")).setInputFiles([
      {
        name: OSPREY.file,
        mimeType: "text/markdown",
        buffer: Buffer.from(md(OSPREY.title, "Osprey kosh se har gram panchayat ko 70 hazaar rupaye milte hain.")),
      },
      {
        name: HERON_OLD.file,
        mimeType: "text/markdown",
        buffer: Buffer.from(md(HERON_OLD.title, "Heron bhatta har mahine 400 rupaye milta hai.")),
      },
    ]);
    await page.getByRole("button", { name: en("admin.upload"), exact: true }).click();
    await expectVisible(page.getByTestId("ingestion-result").and(page.locator('[data-status="completed"]')), 60_000);
    await search(page, en("admin.kb.search"), TAG);
    await expectVisible(documentCard(page, OSPREY.title));
    await expectVisible(documentCard(page, HERON_OLD.title));
    await expectTextVisible(page, en("admin.kb.count", { count: 2 }));
    const osprey = documentCard(page, OSPREY.title);
    await expect(osprey).toContainText(DASHBOARD_ADMIN_EMAIL);
    await expect(osprey).toContainText(en("admin.kb.cited", { count: 0 }));

    // An official asks; the admin sees the citation counted.
    expect(await sourcesOf(OSPREY.question)).toContain(OSPREY.title);
    await page.getByRole("button", { name: en("admin.refresh") }).click();
    await expect(osprey.getByTestId("kb-citations")).toHaveText(en("admin.kb.cited", { count: 1 }));
    // Filters: a Hinglish markdown document; none in Hindi under this name.
    await page.getByLabel(en("admin.kb.language")).selectOption("hindi");
    await expectTextVisible(page, en("admin.kb.empty"));
    await page.getByLabel(en("admin.kb.language")).selectOption("hinglish");
    await page.getByLabel(en("admin.kb.fileType")).selectOption("md");
    await expectVisible(documentCard(page, OSPREY.title));
    await page.getByTestId("knowledge-base").evaluate((card) => card.scrollIntoView({ block: "start" }));
    await snap(page, "admin-kb-list-en-desktop");

    // Delete, after the confirmation: gone from the list, and the chat never cites it again.
    await osprey.getByRole("button", { name: en("admin.kb.delete") }).click();
    const dialog = page.getByRole("dialog", { name: en("admin.kb.deleteTitle") });
    await expect(dialog).toContainText(OSPREY.title);
    await snap(page, "admin-kb-delete-en-desktop");
    await dialog.getByRole("button", { name: en("admin.kb.delete") }).click();
    await expectTextVisible(page, en("admin.kb.deleted", { title: OSPREY.title }));
    await expect(osprey).toHaveCount(0);
    expect(await titles(TAG)).not.toContain(OSPREY.title);
    for (let i = 0; i < 2; i += 1) expect(await sourcesOf(OSPREY.question)).not.toContain(OSPREY.title);

    // Replace through the file picker: a job of kind "new version"; the old version goes.
    expect(await sourcesOf(HERON_OLD.question)).toContain(HERON_OLD.title);
    await documentCard(page, HERON_OLD.title)
      .getByLabel(en("admin.kb.replaceLabel", { title: HERON_OLD.title }))
      .setInputFiles({
        name: HERON_NEW.file,
        mimeType: "text/markdown",
        buffer: Buffer.from(md(HERON_NEW.title, "Heron bhatta 2026 se har mahine 650 rupaye milta hai.")),
      });
    await expectTextVisible(page, en("admin.kb.replaceStarted", { title: HERON_OLD.title }));
    await expectVisible(documentCard(page, HERON_NEW.title), 60_000);
    await expect(documentCard(page, HERON_OLD.title)).toHaveCount(0);
    const sources = await sourcesOf(HERON_OLD.question);
    expect(sources).toContain(HERON_NEW.title);
    expect(sources).not.toContain(HERON_OLD.title);

    // The history shows the replacement with its file's result.
    const history = page.getByTestId("ingestion-history");
    const newest = history.getByTestId("ingestion-job").first();
    await expectVisible(newest.getByText(en("admin.jobs.kind.replace")));
    await expectVisible(newest.and(page.locator('[data-status="completed"]')), 30_000);
    await newest.getByRole("button", { name: en("admin.jobs.showFiles") }).click();
    await expectVisible(newest.getByTestId("job-files").getByText(HERON_NEW.file));
    await expectVisible(newest.getByTestId("job-files").getByText(en("admin.jobs.file.done"), { exact: true }));
    await newest.scrollIntoViewIfNeeded();
    await snap(page, "admin-kb-history-en-desktop");

    // Superseded: kept in the list with a badge, no longer cited; then in use again.
    const heron = documentCard(page, HERON_NEW.title);
    await heron.scrollIntoViewIfNeeded();
    await heron.getByRole("button", { name: en("admin.kb.markSuperseded") }).click();
    await expectVisible(heron.getByText(en("admin.kb.supersededBadge"), { exact: true }));
    expect(await sourcesOf(HERON_OLD.question)).not.toContain(HERON_NEW.title);
    await snap(page, "admin-kb-superseded-en-desktop");
    await heron.getByRole("button", { name: en("admin.kb.markCurrent") }).click();
    await expect(heron.getByText(en("admin.kb.supersededBadge"), { exact: true })).toHaveCount(0);

    // In the chat itself, the answer's sources name the new version.
    await page.goto("/chat");
    await page.getByLabel(t("chat.inputLabel", "hinglish")).fill(HERON_OLD.question);
    await page.getByRole("button", { name: t("chat.send", "hinglish") }).click();
    const answer = page.getByRole("article", { name: t("chat.assistant", "hinglish"), exact: true }).last();
    const sourceList = answer
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: t("chat.sources", "hinglish") }) });
    await expect(sourceList).toContainText(HERON_NEW.title, { timeout: 30_000 });
    await expect(sourceList).not.toContainText(HERON_OLD.title);
    await context.close();
  });

  test("works on a phone in Hindi: list, delete dialog, history", async ({ browser, adminState }) => {
    const context = await newPhoneContext(browser, baseUrl, { storageState: adminState, timezoneId: "Asia/Kolkata" });
    const page = await context.newPage();
    await page.goto("/admin");
    await switchTo(page, "hindi");
    await page.getByRole("tab", { name: hi("admin.tabDocuments") }).click();
    const kb = page.getByTestId("knowledge-base");
    await expectVisible(kb.getByText(hi("admin.kb.title"), { exact: true }));
    await kb.evaluate((card) => card.scrollIntoView({ block: "start" }));
    await snap(page, "admin-kb-filters-hi-phone");
    await search(page, hi("admin.kb.search"), TAG);
    const heron = documentCard(page, HERON_NEW.title);
    await expectVisible(heron);
    await heron.scrollIntoViewIfNeeded();
    // Nothing sticks out of the 390 px screen.
    const box = (await heron.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await snap(page, "admin-kb-list-hi-phone");
    await heron.getByRole("button", { name: hi("admin.kb.delete") }).click();
    const dialog = page.getByRole("dialog", { name: hi("admin.kb.deleteTitle") });
    await expectVisible(dialog);
    await snap(page, "admin-kb-delete-hi-phone");
    await dialog.getByRole("button", { name: hi("admin.kb.cancel") }).click();
    await expect(dialog).toHaveCount(0);
    expect(await titles(TAG)).toContain(HERON_NEW.title);

    const history = page.getByTestId("ingestion-history");
    await history.scrollIntoViewIfNeeded();
    const newest = history.getByTestId("ingestion-job").first();
    await newest.getByRole("button", { name: hi("admin.jobs.showFiles") }).click();
    await expectVisible(newest.getByTestId("job-files"));
    await newest.scrollIntoViewIfNeeded();
    await snap(page, "admin-kb-history-hi-phone");
    await switchTo(page, "hinglish");
    await heron.scrollIntoViewIfNeeded();
    await snap(page, "admin-kb-list-en-phone");
    await context.close();
  });
});
