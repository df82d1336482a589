// The admin dashboard against the real API: an admin sees the statistics, filters the
// conversations (email, debounced text incl. Devanagari, dates, order, pages), opens one, exports
// the filtered CSV, uploads files and follows the live ingestion notifications to the end; the same
// on a phone in Hindi; a normal user opening /admin lands on /chat.
import { readFile } from "node:fs/promises";
import { tAdmin, tAdminTab, t, type TAdminUiKey, type TUiLanguage } from "@sachiv/content";
import type { TAdminStatistics, TConversationListResponse } from "@sachiv/contracts";
import type { Page } from "@playwright/test";
import { DASHBOARD_ADMIN_EMAIL, PASSWORD, newEmail } from "./support/accounts";
import { askChat, getJson, logInForToken, rateConversation, signUpForToken } from "./support/api-client";
import { newDesktopContext, newPhoneContext, snap } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { expectPath, expectTextVisible, expectVisible, visibleText } from "./support/ui";

const en = (key: TAdminUiKey, vars?: Record<string, string | number>) => tAdmin(key, "en", vars);
const hi = (key: TAdminUiKey, vars?: Record<string, string | number>) => tAdmin(key, "hi", vars);

// Every seeded account carries the tag, so one email filter finds exactly the seeded conversations.
const TAG = `gp${Date.now().toString(36)}`;
const VILLAGE_EMAIL = `${TAG}.marghatpur@e2e.test`;
const VILLAGE_QUESTION = "हमारे गाँव मरघटपुर में मनरेगा का काम कब शुरू होगा?";
const VILLAGE_WORD = "मरघटपुर";
const VILLAGE_FEEDBACK = "बहुत उपयोगी जवाब, धन्यवाद";
const KISHANPURA_EMAIL = `${TAG}.kishanpura@e2e.test`;
const RAMPUR_EMAIL = `${TAG}.rampur@e2e.test`;
const SEEDED = 21; // one more than a page
/**
 * The Answer column for the village question: the offline answer's first 100 characters as plain text, then
 * '...' (the phone-shaped answer: 'जवाब: **…**', then 'दस्तावेज़ में लिखा है:' and the quoted lines).
 */
const ANSWER_PREVIEW = "जवाब: माँग के 15 दिन के भीतर काम दस्तावेज़ में लिखा है: जॉब कार्ड होने से काम अपने-आप नहीं मिलता: का...";

let baseUrl: string;
let adminToken: string;
let outsiderToken: string;

test.beforeAll(async ({ server }) => {
  test.setTimeout(180_000);
  baseUrl = server.baseUrl;
  // The server fixture made this ADMIN_EMAILS account and confirmed it.
  adminToken = await logInForToken(baseUrl, DASHBOARD_ADMIN_EMAIL, PASSWORD);

  const village = await signUpForToken(baseUrl, VILLAGE_EMAIL, PASSWORD);
  const villageConversation = await askChat(baseUrl, village, VILLAGE_QUESTION, "hindi");
  await rateConversation(baseUrl, village, villageConversation, 5, VILLAGE_FEEDBACK);

  const kishanpura = await signUpForToken(baseUrl, KISHANPURA_EMAIL, PASSWORD);
  const rampur = await signUpForToken(baseUrl, RAMPUR_EMAIL, PASSWORD);
  // Someone outside the tag, so the filtered count differs from the total.
  outsiderToken = await signUpForToken(baseUrl, newEmail("outsider"), PASSWORD);
  await askChat(baseUrl, outsiderToken, "Panchayat bhawan ki marammat ke liye fund?", "hinglish");
  for (let i = 1; i <= 10; i += 1) {
    const id = await askChat(
      baseUrl,
      kishanpura,
      `Kishanpura mein gram sabha ki "vishesh" baithak kab hogi? (${i})`,
      "hinglish",
    );
    if (i === 1) await rateConversation(baseUrl, kishanpura, id, 3, 'Theek tha, lekin "aur" detail chahiye');
    await askChat(baseUrl, rampur, `Rampur panchayat 15th Finance Commission fund kaise kharch kare #${i}`, "hinglish");
  }
});

/** Every GET /api/admin/conversations the page makes, as its query parameters. */
function recordListRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/admin/conversations") seen.push(url.searchParams);
  });
  return seen;
}

/** Types like a person (one key every 60 ms), so the debounce has something to wait out. */
async function typeSlowly(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.pressSequentially(text, { delay: 60 });
}

async function switchTo(page: Page, language: TUiLanguage): Promise<void> {
  await page
    .getByRole("radio", { name: t("language.selfName", language) })
    .filter({ visible: true })
    .first()
    .click();
}

function istToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
}

test.describe("admin dashboard", () => {
  test("statistics, filters, details, CSV export, upload with live progress (desktop, English)", async ({
    browser,
    adminState,
  }) => {
    const context = await newDesktopContext(browser, baseUrl, {
      storageState: adminState,
      timezoneId: "Asia/Kolkata",
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const listRequests = recordListRequests(page);
    const frames: { type: string; current?: number }[] = [];
    let socketClosed = false;
    page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        try {
          const event = JSON.parse(String(payload)) as { type: string; data?: { current_file?: number } };
          frames.push({ type: event.type, current: event.data?.current_file });
        } catch {
          // 'pong'
        }
      });
      socket.on("close", () => {
        socketClosed = true;
      });
    });
    // The first list answer is held back until the loading skeleton has been seen.
    let releaseFirstList = () => {};
    const firstListHeld = new Promise<void>((resolve) => {
      releaseFirstList = resolve;
    });
    let held = 0;
    await page.route("**/api/admin/conversations?*", async (route) => {
      held += 1;
      if (held === 1) await firstListHeld;
      await route.continue();
    });

    await page.goto("/chat");
    await visibleText(page, t("nav.admin", "hinglish")).click();
    // The chat reopens this admin's last conversation (an earlier journey's answer): leaving an
    // unrated answer asks for its rating first (spec §4), and cancelling goes on to /admin.
    const adminTitle = page.getByRole("heading", { name: en("admin.title"), level: 1 });
    const rating = page.getByRole("dialog", { name: t("rating.title", "hinglish") });
    await expect(adminTitle.or(rating)).toBeVisible();
    if (await rating.isVisible()) await rating.getByRole("button", { name: t("rating.cancel", "hinglish") }).click();
    await expectPath(page, "/admin");
    await expectVisible(adminTitle);

    // Overview: the server's figures.
    const stats = await getJson<TAdminStatistics>(baseUrl, adminToken, "/admin/statistics");
    expect(stats.total_conversations).toBeGreaterThanOrEqual(SEEDED);
    await expect(page.getByTestId("stat-users-value")).toHaveText(stats.total_users.toLocaleString("en-IN"));
    await expect(page.getByTestId("stat-conversations-value")).toHaveText(
      stats.total_conversations.toLocaleString("en-IN"),
    );
    await expect(page.getByTestId("stat-week-value")).toHaveText(stats.conversations_this_week.toLocaleString("en-IN"));
    await expectVisible(
      page.getByTestId("stat-users").getByText(en("admin.activeUsers", { count: stats.active_users })),
    );
    await expectVisible(
      page
        .getByTestId("stat-conversations")
        .getByText(en("admin.conversationsToday", { count: stats.conversations_today })),
    );
    await snap(page, "admin-overview-en-desktop");

    // Conversations: ten skeleton rows while the first page loads.
    expect(stats.total_conversations).toBeGreaterThan(SEEDED);
    await page.getByRole("tab", { name: en("admin.tabConversations") }).click();
    const skeletons = page.getByTestId("skeleton-row");
    await expect(skeletons).toHaveCount(10);
    releaseFirstList();
    const table = page.locator("table");
    await expectVisible(table.locator("tbody tr[tabindex]").first());
    await expect(table.getByRole("columnheader")).toHaveText([
      en("admin.columnUser"),
      en("admin.columnQuestion"),
      en("admin.columnAnswer"),
      tAdminTab("admin.list.messages", "en"),
      en("admin.columnDate"),
      en("admin.columnRating"),
    ]);
    await expect(skeletons).toHaveCount(0);

    // Refresh reloads the figures and the list.
    await askChat(baseUrl, outsiderToken, "Gram panchayat ki audit report kahan milegi?", "hinglish");
    await page.getByRole("button", { name: en("admin.refresh") }).click();
    await expectTextVisible(page, en("admin.conversationsFound", { count: stats.total_conversations + 1 }));
    await page.getByRole("tab", { name: en("admin.tabOverview") }).click();
    await expect(page.getByTestId("stat-conversations-value")).toHaveText(
      (stats.total_conversations + 1).toLocaleString("en-IN"),
    );
    await page.getByRole("tab", { name: en("admin.tabConversations") }).click();

    // Email filter: one request, 500 ms after the last key, with the whole text.
    const before = listRequests.length;
    await typeSlowly(page, en("admin.emailFilter"), TAG);
    await expectTextVisible(page, en("admin.conversationsFound", { count: SEEDED }));
    const emailRequests = listRequests.slice(before).filter((q) => q.has("user_email"));
    expect(emailRequests.map((q) => q.get("user_email"))).toEqual([TAG]);
    expect(emailRequests[0]!.get("page")).toBe("1");
    await expectTextVisible(page, en("admin.pageInfo", { page: 1, pages: 2, count: SEEDED }));
    await expect(table.locator("tbody tr[tabindex]")).toHaveCount(20);

    // Pages.
    await page.getByRole("button", { name: en("admin.next") }).click();
    await expectTextVisible(page, en("admin.pageInfo", { page: 2, pages: 2, count: SEEDED }));
    await expect(table.locator("tbody tr[tabindex]")).toHaveCount(1);
    // Any filter change goes back to page 1: the oldest first now.
    await page.getByLabel(en("admin.sortOrder")).selectOption({ label: en("admin.sortOldest") });
    await expectTextVisible(page, en("admin.pageInfo", { page: 1, pages: 2, count: SEEDED }));
    expect(listRequests.at(-1)!.get("sort_order")).toBe("asc");
    expect(listRequests.at(-1)!.get("page")).toBe("1");
    const oldest = table.locator("tbody tr[tabindex]").first();
    await expectVisible(oldest.getByText(VILLAGE_EMAIL));

    // Text search in Devanagari.
    await typeSlowly(page, en("admin.searchFilter"), VILLAGE_WORD);
    await expectTextVisible(page, en("admin.conversationFoundOne"));
    const searchRequests = listRequests.filter((q) => q.has("search_query"));
    expect(searchRequests.map((q) => q.get("search_query"))).toEqual([VILLAGE_WORD]);
    const row = table.locator("tbody tr[tabindex]");
    await expect(row).toHaveCount(1);
    // One page: no pagination.
    await expect(page.getByRole("button", { name: en("admin.next") })).toHaveCount(0);
    const cells = row.locator("td");
    await expect(cells.nth(0)).toHaveText(VILLAGE_EMAIL);
    await expect(cells.nth(1)).toHaveText(VILLAGE_QUESTION);
    // The offline answer is long markdown: its first 100 characters as plain text plus '...'.
    const listed = await getJson<TConversationListResponse>(
      baseUrl,
      adminToken,
      `/admin/conversations?search_query=${encodeURIComponent(VILLAGE_WORD)}`,
    );
    const answer = listed.conversations[0]!.messages.findLast((m) => m.role === "assistant")!.content;
    expect(answer).toMatch(/\*\*/);
    await expect(cells.nth(2)).toHaveText(ANSWER_PREVIEW);
    // Issue 24: the number of messages (question and answer), no "not found" flag, the channel.
    await expect(cells.nth(3)).toHaveText(
      `${tAdminTab("admin.list.messageCount", "en", { count: 2 })}${tAdminTab("admin.gaps.channel.web", "en")}`,
    );
    await expect(cells.nth(5)).toHaveText(en("admin.ratingOutOfFive", { rating: 5 }));
    await snap(page, "admin-conversations-en-desktop");

    // Details.
    await row.click();
    const dialog = page.getByRole("dialog", { name: en("admin.detailsTitle") });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(VILLAGE_EMAIL, { exact: false }));
    // Shown in capitals (CSS), as the user sees them.
    await expect(dialog.locator("section > h3")).toHaveText(
      [en("admin.roleUser").toUpperCase(), en("admin.roleAssistant").toUpperCase()],
      { useInnerText: true },
    );
    await expectVisible(dialog.getByText(VILLAGE_QUESTION));
    await expectVisible(dialog.getByText(en("admin.ratingOutOfFive", { rating: 5 })));
    await expectVisible(dialog.getByText(VILLAGE_FEEDBACK));
    // The answer is markdown rendered as HTML, never raw asterisks.
    await expect(dialog.locator(".chat-markdown").last()).toHaveText(/\S/);
    await expect(dialog.locator(".chat-markdown").last()).not.toHaveText(/\*\*/);
    await snap(page, "admin-details-en-desktop");
    await dialog.getByRole("button", { name: en("admin.close") }).click();
    await expect(dialog).toHaveCount(0);

    // Export CSV with the filters on screen: only the Marghatpur conversation.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: en("admin.exportCsv") }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^conversations_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString("utf8");
    expect(csv.split(/\r?\n/)[0]!.split(",")).toEqual([
      "conversation_id",
      "user_email",
      "conversation_created_at",
      "rating",
      "feedback",
      "message_number",
      "role",
      "content",
    ]);
    expect(csv).toContain(VILLAGE_QUESTION);
    expect(csv).toContain(VILLAGE_EMAIL);
    expect(csv).not.toContain(KISHANPURA_EMAIL);
    expect(csv).not.toContain(RAMPUR_EMAIL);

    // Nothing found.
    await page.getByLabel(en("admin.searchFilter"), { exact: true }).fill("कोईनहींमिलेगा");
    await expectTextVisible(page, en("admin.noConversations"));

    // Clear Filters restores the defaults.
    await page.getByRole("button", { name: en("admin.clearFilters") }).click();
    await expect(page.getByLabel(en("admin.emailFilter"), { exact: true })).toHaveValue("");
    await expect(page.getByLabel(en("admin.searchFilter"), { exact: true })).toHaveValue("");
    await expect(page.getByLabel(en("admin.sortOrder"))).toHaveValue("desc");
    await expect
      .poll(() => listRequests.at(-1)?.toString())
      .toBe("sort_by=created_at&sort_order=desc&page=1&page_size=20");

    // Date range: two months; today (IST) sends date_from.
    await page.getByLabel(en("admin.dateRange")).click();
    const calendar = page.locator(".rdp-root");
    await expectVisible(calendar);
    await expect(calendar.locator(".rdp-month")).toHaveCount(2);
    await calendar.locator(".rdp-today button").click();
    await expect.poll(() => listRequests.at(-1)?.get("date_from")).toBe(istToday());
    await snap(page, "admin-daterange-en-desktop");
    await page.keyboard.press("Escape");
    await typeSlowly(page, en("admin.emailFilter"), TAG);
    await expectTextVisible(page, en("admin.conversationsFound", { count: SEEDED }));

    // Documents: live channel up, three files chosen (one dropped), one removed, two uploaded.
    await page.getByRole("tab", { name: en("admin.tabDocuments") }).click();
    await expectVisible(page.getByTestId("live-status").and(page.locator('[data-state="open"]')));
    const sabhaText = Buffer.from("ग्राम सभा की बैठक साल में कम से कम चार बार होती है। ".repeat(40));
    await page.getByLabel(en("admin.chooseFiles")).setInputFiles([
      { name: "gram-sabha-niyam.txt", mimeType: "text/plain", buffer: sabhaText },
      {
        name: "jal-jeevan-notes.md",
        mimeType: "text/markdown",
        buffer: Buffer.from("# Jal Jeevan Mission\n\nHar ghar nal se jal: gaon ki paani samiti yojana banati hai.\n"),
      },
    ]);
    await page.getByTestId("upload-dropzone").evaluate((zone) => {
      const data = new DataTransfer();
      data.items.add(new File(["hata do"], "remove-me.txt", { type: "text/plain" }));
      zone.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    await expectTextVisible(page, en("admin.selectedFiles", { count: 3 }));
    expect(sabhaText.length).toBe(5200);
    await expectTextVisible(page, "5.08 KB");
    await expectTextVisible(page, "7 Bytes");
    await page.getByRole("button", { name: en("admin.removeFile", { name: "remove-me.txt" }) }).click();
    await expectTextVisible(page, en("admin.selectedFiles", { count: 2 }));

    await page.getByRole("button", { name: en("admin.upload"), exact: true }).click();
    await expectVisible(page.getByRole("progressbar", { name: en("admin.progress") }));
    const result = page.getByTestId("ingestion-result");
    await expectVisible(result, 60_000);
    await expect(result).toHaveAttribute("data-status", "completed");
    await expect(result).toContainText("gram-sabha-niyam.txt, jal-jeevan-notes.md");
    await expect(page.getByText(en("admin.selectedFiles", { count: 2 }))).toHaveCount(0);
    const progressCards = page.getByTestId("notifications").locator('li[data-type="ingestion_progress"]');
    await expectVisible(
      progressCards.filter({ hasText: en("admin.fileProgress", { current: 2, total: 2, filename: "" }).trim() }),
    );
    await expectVisible(page.getByTestId("notifications").locator('li[data-type="ingestion_completed"]'));
    await snap(page, "admin-documents-en-desktop");
    // Events in order: started, a progress event per file, completed.
    const ingestion = frames.filter((f) => f.type.startsWith("ingestion_"));
    expect(ingestion.map((f) => (f.type === "ingestion_progress" ? `progress ${f.current}` : f.type))).toEqual([
      "ingestion_started",
      "progress 1",
      "progress 2",
      "ingestion_completed",
    ]);
    // The completed card fades after 5 s; progress cards stay; Clear All empties the list.
    await expect(page.getByTestId("notifications").locator('li[data-type="ingestion_completed"]')).toHaveCount(0, {
      timeout: 8000,
    });
    await expect(progressCards).toHaveCount(2);
    await page.getByRole("button", { name: en("admin.clearAll") }).click();
    await expect(page.getByTestId("notifications")).toHaveCount(0);

    // Directory ingestion: the starter corpus folder, followed to its end over the live channel.
    const framesBefore = frames.length;
    await page.getByRole("button", { name: en("admin.ingest") }).click();
    const directoryResult = page.getByTestId("ingestion-result").nth(1);
    await expectVisible(directoryResult, 60_000);
    await expect(directoryResult).toHaveAttribute("data-status", "completed");
    await expect.poll(() => frames.slice(framesBefore).map((f) => f.type)).toContain("ingestion_completed");
    await expectVisible(page.getByRole("button", { name: en("admin.ingest") }));

    // Hindi on the desktop.
    await switchTo(page, "hindi");
    await expectVisible(page.getByRole("heading", { name: hi("admin.title"), level: 1 }));
    await page.getByRole("tab", { name: hi("admin.tabConversations") }).click();
    await expectTextVisible(page, hi("admin.conversationsFound", { count: SEEDED }));
    await snap(page, "admin-conversations-hi-desktop");
    await switchTo(page, "hinglish");

    // Signing out closes the live channel.
    expect(socketClosed).toBe(false);
    await page
      .getByRole("button", { name: t("account.logout", "hinglish") })
      .filter({ visible: true })
      .first()
      .click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: t("logout.confirm", "hinglish") })
      .click();
    await expectPath(page, "/login");
    await expect.poll(() => socketClosed).toBe(true);
    await context.close();
  });

  test("works on a phone in Hindi: cards instead of the table, details, documents", async ({ browser, adminState }) => {
    const context = await newPhoneContext(browser, baseUrl, { storageState: adminState, timezoneId: "Asia/Kolkata" });
    const page = await context.newPage();
    await page.goto("/admin");
    await expectVisible(page.getByRole("heading", { name: en("admin.title"), level: 1 }));
    await page.getByRole("tab", { name: en("admin.tabConversations") }).click();
    // On a phone the filters fold away behind a button.
    await expect(page.getByLabel(en("admin.emailFilter"), { exact: true })).toBeHidden();
    await page.getByRole("button", { name: en("admin.filtersLabel"), exact: true }).click();
    await typeSlowly(page, en("admin.emailFilter"), TAG);
    await expectTextVisible(page, en("admin.conversationsFound", { count: SEEDED }));
    await expect(page.locator("table")).toBeHidden();
    await snap(page, "admin-conversations-en-phone");
    // The two-month calendar fits the phone (stacked, scrollable).
    await page.getByLabel(en("admin.dateRange")).click();
    await expectVisible(page.locator(".rdp-root"));
    await expect(page.locator(".rdp-month")).toHaveCount(2);
    const box = (await page.locator(".admin-calendar").boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await snap(page, "admin-daterange-en-phone");
    await page.keyboard.press("Escape");

    await switchTo(page, "hindi");
    await expectVisible(page.getByRole("heading", { name: hi("admin.title"), level: 1 }));
    await page.getByRole("tab", { name: hi("admin.tabOverview") }).click();
    await expectTextVisible(page, hi("admin.totalUsers"));
    await snap(page, "admin-overview-hi-phone");

    await page.getByRole("tab", { name: hi("admin.tabConversations") }).click();
    // Filters and the list survive the tab switch.
    await expectTextVisible(page, hi("admin.conversationsFound", { count: SEEDED }));
    await page.getByRole("button", { name: hi("admin.filtersInUse", { count: 1 }) }).click();
    await typeSlowly(page, hi("admin.searchFilter"), VILLAGE_WORD);
    await expectTextVisible(page, hi("admin.conversationFoundOne"));
    await page.getByRole("button", { name: hi("admin.filtersInUse", { count: 2 }) }).click();
    const card = page.getByRole("button", { name: hi("admin.openConversation", { email: VILLAGE_EMAIL }) });
    await expectVisible(card);
    await snap(page, "admin-conversations-hi-phone");
    await card.click();
    const dialog = page.getByRole("dialog", { name: hi("admin.detailsTitle") });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(VILLAGE_FEEDBACK));
    await snap(page, "admin-details-hi-phone");
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: hi("admin.tabDocuments") }).click();
    await expectTextVisible(page, hi("admin.ingestTitle"));
    await expectVisible(page.getByTestId("live-status").and(page.locator('[data-state="open"]')));
    await snap(page, "admin-documents-hi-phone");
    await switchTo(page, "hinglish");
    await page.getByRole("tab", { name: en("admin.tabDocuments") }).click();
    await snap(page, "admin-documents-en-phone");
    await context.close();
  });

  test("sends a normal user from /admin to /chat", async ({ browser, userState }) => {
    const context = await newPhoneContext(browser, baseUrl, { storageState: userState });
    const page = await context.newPage();
    await page.goto("/admin");
    await expectPath(page, "/chat");
    await expect(page.getByRole("heading", { name: en("admin.title") })).toHaveCount(0);
    await context.close();
  });
});
