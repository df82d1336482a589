// Circulars as orders (issue 25 item 4), on a phone in Hinglish and Hindi and on a desktop: a
// circular names its issuing department, and its order number and date where a source gives
// them; search finds items typed in either script; "इस पर सवाल पूछें" opens the chat with a
// question on the circular typed in, ready to send. Texts come from the bundled content itself.
import { regions, t, type TUiKey, type TUiLanguage } from "@sachiv/content";
import type { Page } from "@playwright/test";
import { askAboutItem } from "../src/features/circulars/order-details";
import { localizeRegionItem } from "@sachiv/content";
import { newDesktopContext, newPhoneContext, snap } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { expectPath, expectTextVisible, expectVisible } from "./support/ui";

const tx = (key: TUiKey, language: TUiLanguage, vars?: Record<string, string | number>) => t(key, language, vars);

const central = regions.find((r) => r.id === "central")!;
const guidelines = central.items.find((i) => i.order?.number === "15(2) FC-XV/FCD/2020-25")!;
const manual = central.items.find((i) => i.order?.url)!;
const jharkhand = regions.find((r) => r.id === "jharkhand")!;
const noConfidence = jharkhand.items.find((i) => i.title.hinglish.startsWith("Avishwas prastav"))!;

async function switchTo(page: Page, language: TUiLanguage): Promise<void> {
  await page.getByRole("radio", { name: t("language.selfName", language) }).click();
  await expectVisible(page.locator(`html[lang="${language === "hindi" ? "hi" : "hi-Latn"}"]`));
}

/** The card (list item) whose heading is `title`. */
function card(page: Page, title: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

test.describe("circulars as orders", () => {
  test("order details, search in both scripts and asking the chat — on a phone, in Hinglish and Hindi", async ({
    browser,
    server,
    userState,
  }) => {
    const context = await newPhoneContext(browser, server.baseUrl, { storageState: userState });
    const page = await context.newPage();

    // Hinglish: the Centre's circulars with issuer, number and date; unknown ones show nothing.
    await page.goto("/circulars?state=central&category=circular");
    const order = card(page, guidelines.title.hinglish);
    await expect(order.getByText(guidelines.issuer!.hinglish, { exact: true })).toBeVisible();
    await expect(order.getByText("15(2) FC-XV/FCD/2020-25", { exact: true })).toBeVisible();
    await expect(order.getByText("14 July 2021", { exact: true })).toBeVisible();
    await expect(order.getByText(tx("circulars.orderNumber", "hinglish"), { exact: true })).toBeVisible();
    await expect(order.getByRole("link", { name: /^Aadesh padhein/ })).toHaveCount(0);
    // The manual has a link to the order itself, opening in a new tab, and no number or date.
    const manualCard = card(page, manual.title.hinglish);
    const readOrder = manualCard.getByRole("link", { name: /^Aadesh padhein/ });
    await expect(readOrder).toHaveAttribute("href", manual.order!.url!);
    await expect(readOrder).toHaveAttribute("target", "_blank");
    await expect(manualCard.getByText(tx("circulars.orderNumber", "hinglish"), { exact: true })).toHaveCount(0);
    await order.scrollIntoViewIfNeeded();
    await snap(page, "circulars-orders-hinglish-phone");

    // Search on the state cards: Devanagari typed on the Hinglish screen finds the Roman card,
    // with its state named; the order number finds its order.
    await page.goto("/circulars");
    const search = page.getByRole("searchbox", { name: tx("circulars.searchLabel", "hinglish") });
    await search.fill("अविश्वास");
    await expect(
      card(page, noConfidence.title.hinglish).getByText(jharkhand.name.hinglish, { exact: true }),
    ).toBeVisible();
    await snap(page, "circulars-search-hinglish-phone");
    await search.fill("FC-XV/FCD");
    await expectTextVisible(page, tx("circulars.searchFound", "hinglish", { count: 1 }));
    await search.fill("zzqq koi nahi");
    await expectTextVisible(page, tx("circulars.searchEmpty", "hinglish", { query: "zzqq koi nahi" }));
    // Escape clears the search, as the clear button does.
    await search.press("Escape");
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(page.getByRole("heading", { name: jharkhand.name.hinglish, exact: true, level: 2 })).toBeVisible();

    // Ask: the chat opens with the question on this order typed in; the URL forgets it.
    await search.fill("15(2) FC-XV");
    await card(page, guidelines.title.hinglish)
      .getByRole("link", { name: new RegExp(`^${tx("circulars.ask", "hinglish")}`) })
      .click();
    await expectPath(page, "/chat");
    const question = askAboutItem(localizeRegionItem(guidelines, "hinglish"), "hinglish");
    await expect(page.locator("#chat-input")).toHaveValue(question);
    await expect(page).toHaveURL((url) => url.search === "");
    await snap(page, "circulars-ask-hinglish-phone");

    // Hindi: a Roman search inside a state finds the Hindi card; the date is in Hindi; asking
    // types the Hindi question.
    await switchTo(page, "hindi");
    await page.goto("/circulars?state=jharkhand");
    await page.getByRole("searchbox", { name: tx("circulars.searchLabel", "hindi") }).fill("avishwas");
    await expect(page.getByRole("heading", { name: noConfidence.title.hindi, exact: true })).toBeVisible();
    await snap(page, "circulars-search-hindi-phone");
    await page.goto("/circulars?state=central&category=circular");
    const hindiOrder = card(page, guidelines.title.hindi);
    await expect(hindiOrder.getByText("14 जुलाई 2021", { exact: true })).toBeVisible();
    await expect(hindiOrder.getByText(guidelines.issuer!.hindi, { exact: true })).toBeVisible();
    await hindiOrder.scrollIntoViewIfNeeded();
    await snap(page, "circulars-orders-hindi-phone");
    await hindiOrder.getByRole("link", { name: new RegExp(`^${tx("circulars.ask", "hindi")}`) }).click();
    await expectPath(page, "/chat");
    await expect(page.locator("#chat-input")).toHaveValue(
      askAboutItem(localizeRegionItem(guidelines, "hindi"), "hindi"),
    );
    await snap(page, "circulars-ask-hindi-phone");
    await context.close();
  });

  test("on a desktop, in both languages", async ({ browser, server, userState }) => {
    const context = await newDesktopContext(browser, server.baseUrl, { storageState: userState });
    const page = await context.newPage();
    await page.goto("/circulars?state=central&category=circular");
    await expect(card(page, guidelines.title.hinglish).getByText("14 July 2021")).toBeVisible();
    await snap(page, "circulars-orders-hinglish-desktop");
    await page.goto("/circulars");
    await page.getByRole("searchbox", { name: tx("circulars.searchLabel", "hinglish") }).fill("vitt aayog");
    await expect(page.getByRole("status").filter({ hasText: /nateej/ })).toBeVisible();
    await snap(page, "circulars-search-hinglish-desktop");
    await switchTo(page, "hindi");
    await page.goto("/circulars?state=haryana");
    const rules = regions.find((r) => r.id === "haryana")!.items.find((i) => i.order?.number)!;
    await expect(card(page, rules.title.hindi).getByText(/^16 फ़?रवरी 1995$/)).toBeVisible();
    await card(page, rules.title.hindi).scrollIntoViewIfNeeded();
    await snap(page, "circulars-orders-hindi-desktop");
    await context.close();
  });
});
