// The learning and reference screens — circulars, academy, glossary, videos, map — on a phone in
// Hindi and Hinglish and on a desktop. Texts are checked against the bundled content itself.
// Speech synthesis, geolocation and the share sheet are replaced only at the browser boundary
// (support/browser-stubs.ts).
import { readFile } from "node:fs/promises";
import {
  academyModules,
  regions,
  t,
  tVideos,
  videos,
  type TUiKey,
  type TUiLanguage,
  type TVideosKey,
} from "@sachiv/content";
import { glossaryTerms } from "@sachiv/content/glossary";
import { searchGlossaryAcrossScripts } from "../src/features/glossary/glossary-search";
import type { Browser, BrowserContext, BrowserContextOptions, Download, Page } from "@playwright/test";
import {
  finishSpeech,
  holdGeolocation,
  recordShare,
  recordSpeech,
  releaseGeolocation,
  removeGeolocation,
  removeSpeechSynthesis,
  serveMapEmbedsLocally,
  sharedData,
  speechCancels,
  spokenUtterances,
} from "./support/browser-stubs";
import { newDesktopContext, newPhoneContext, snap } from "./support/browser";
import { measureSizes } from "./support/sizes";
import { expect, test, type TStorageState } from "./support/fixtures";
import { expectPath, expectTextVisible, expectVisible } from "./support/ui";

let baseUrl: string;

const tx = (key: TUiKey, language: TUiLanguage, vars?: Record<string, string | number>) => t(key, language, vars);
const tv = (key: TVideosKey, language: TUiLanguage, vars?: Record<string, string | number>) =>
  tVideos(key, language, vars);

test.beforeAll(({ server }) => {
  baseUrl = server.baseUrl;
});

/** A phone signed in as the test's user (the userState fixture). */
async function phone(
  browser: Browser,
  signedIn: TStorageState,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return newPhoneContext(browser, baseUrl, { storageState: signedIn, ...options });
}

async function switchTo(page: Page, language: TUiLanguage): Promise<void> {
  await page.getByRole("radio", { name: t("language.selfName", language) }).click();
  await expectVisible(page.locator(`html[lang="${language === "hindi" ? "hi" : "hi-Latn"}"]`));
}

/** A link or button whose visible label is followed, for screen readers, by ": <what it opens>". */
function labelled(label: string): RegExp {
  return new RegExp(`^${label}\\s?:`);
}

function heading(page: Page, name: string, level?: number): Promise<void> {
  return expectVisible(page.getByRole("heading", { name, exact: true, level }));
}

/**
 * The page's main column and its first heading lie right of the sidebar, the column is wide
 * enough to read, and nothing spills sideways (a screenshot alone would let a column slide under
 * the sidebar unnoticed).
 */
async function expectBesideSidebar(page: Page): Promise<void> {
  const layout = () =>
    page.evaluate(() => {
      const aside = document.querySelector("aside")?.getBoundingClientRect();
      const main = document.querySelector("main")?.getBoundingClientRect();
      const h1 = document.querySelector("main h1")?.getBoundingClientRect();
      if (!aside || !main || !h1 || aside.width === 0) return "missing sidebar, main or heading";
      if (main.left < aside.right - 0.5)
        return `main starts at ${main.left}, under the sidebar ending at ${aside.right}`;
      if (h1.left < aside.right) return `heading starts at ${h1.left}, under the sidebar ending at ${aside.right}`;
      if (main.width < 600) return `main column only ${main.width}px wide`;
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth)
        return `page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`;
      return "ok";
    });
  await expect.poll(layout).toBe("ok");
}

/** The message of the next alert(), accepted at once (an open alert would block the click). */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

async function readDownload(download: Download): Promise<string> {
  const file = await download.path();
  return readFile(file, "utf8");
}

test.describe("schemes and circulars", () => {
  test("state cards with counts, a state's filter buttons, items and Back — in both languages", async ({
    browser,
    userState,
  }) => {
    const context = await phone(browser, userState);
    const page = await context.newPage();

    await page.goto("/circulars");
    await heading(page, tx("page.circulars.title", "hinglish"), 1);
    for (const region of regions) {
      await heading(page, region.name.hinglish, 2);
      await expectTextVisible(page, tx("circulars.stateCount", "hinglish", { count: region.items.length }));
    }
    await snap(page, "circulars-hinglish-phone");

    const jharkhand = regions.find((r) => r.id === "jharkhand")!;
    await page.getByRole("link", { name: new RegExp(`^${jharkhand.name.hinglish}`) }).click();
    await expectPath(page, "/circulars");
    await heading(page, tx("circulars.stateHeading", "hinglish", { state: jharkhand.name.hinglish }), 1);
    const group = tx("circulars.filterLabel", "hinglish");
    const views = page.getByRole("link", { name: labelled(tx("circulars.view", "hinglish")) });
    await expect(views).toHaveCount(jharkhand.items.length);

    // The View link opens the official page in a new tab, without an opener.
    const first = jharkhand.items[0]!;
    const firstView = views.first();
    await expect(firstView).toHaveAttribute("href", first.url);
    await expect(firstView).toHaveAttribute("target", "_blank");
    await expect(firstView).toHaveAttribute("rel", "noopener noreferrer");
    await heading(page, first.title.hinglish, 2);
    await expectTextVisible(page, first.description.hinglish);
    await snap(page, "circulars-state-hinglish-phone");

    // A real toggle group: exactly the chosen filter is pressed, and it shows that category only.
    for (const category of ["scheme", "circular", "policy", "all"] as const) {
      const label = tx(`circulars.category.${category}`, "hinglish");
      const expected = jharkhand.items.filter((item) => category === "all" || item.category === category);
      await page
        .getByRole("group", { name: group })
        .getByRole("button", { name: new RegExp(`^${label}`) })
        .click();
      await expect(views).toHaveCount(expected.length);
      const pressed = page.getByRole("group", { name: group }).getByRole("button", { pressed: true });
      await expect(pressed).toHaveCount(1);
      await expect(pressed).toHaveText(`${label} ${expected.length}`, { useInnerText: true });
      await heading(page, expected[0]!.title.hinglish, 2);
    }
    await page
      .getByRole("group", { name: group })
      .getByRole("button", { name: /^Circular/ })
      .click();
    await snap(page, "circulars-filter-circular-hinglish-phone");

    // Back returns to the state cards.
    await page.getByRole("button", { name: tx("circulars.back", "hinglish") }).click();
    await heading(page, tx("page.circulars.title", "hinglish"), 1);
    await expect(page).toHaveURL((url) => url.search === "");

    // Hindi: Bihar's policies.
    await switchTo(page, "hindi");
    await heading(page, tx("page.circulars.title", "hindi"), 1);
    await snap(page, "circulars-hindi-phone");
    const bihar = regions.find((r) => r.id === "bihar")!;
    await page.getByRole("link", { name: new RegExp(`^${bihar.name.hindi}`) }).click();
    await heading(page, tx("circulars.stateHeading", "hindi", { state: bihar.name.hindi }), 1);
    const hindiGroup = tx("circulars.filterLabel", "hindi");
    await page.getByRole("group", { name: hindiGroup }).getByRole("button", { name: /^नीति/ }).click();
    const policies = bihar.items.filter((item) => item.category === "policy");
    const hindiViews = page.getByRole("link", { name: labelled(tx("circulars.view", "hindi")) });
    await expect(hindiViews).toHaveCount(policies.length);
    await heading(page, policies[0]!.title.hindi, 2);
    await expectTextVisible(page, policies[0]!.description.hindi);
    await snap(page, "circulars-state-hindi-phone");
    // The empty-category text never shows with the bundled data (every state has every category):
    // src/features/circulars/circular-list.test.tsx checks it on the component.

    await context.close();
  });
});

test.describe("Sarpanch Academy", () => {
  test("lists the six modules, opens one, reads it aloud at rate 0.8 in en-IN, and goes back", async ({
    browser,
    userState,
  }) => {
    const context = await phone(browser, userState);
    await recordSpeech(context);
    const page = await context.newPage();

    await page.goto("/academy");
    await heading(page, tx("page.academy.title", "hinglish"), 1);
    for (const module of academyModules) {
      await heading(page, module.title.hinglish, 2);
      await expectTextVisible(page, tx("academy.moduleNumber", "hinglish", { number: module.id }));
    }
    const starts = page.getByRole("link", { name: new RegExp(`^${tx("academy.start", "hinglish")}`) });
    await expect(starts).toHaveCount(6);
    await snap(page, "academy-hinglish-phone");
    await page.getByRole("heading", { name: tx("academy.encourageTitle", "hinglish") }).scrollIntoViewIfNeeded();
    await heading(page, tx("academy.encourageTitle", "hinglish"), 2);
    await snap(page, "academy-end-hinglish-phone");
    await page.evaluate(() => window.scrollTo(0, 0));

    const module = academyModules[0]!;
    await starts.first().click();
    await heading(page, module.title.hinglish, 1);
    await heading(page, tx("academy.learnHeading", "hinglish"), 2);
    const points = page.getByRole("article").getByRole("listitem");
    await expect(points.locator("p")).toHaveText(module.content.hinglish);
    await expect(points.locator("span")).toHaveText(["1", "2", "3", "4", "5", "6", "7"]);
    await heading(page, tx("academy.congratsTitle", "hinglish"), 2);
    await snap(page, "academy-module-hinglish-phone");

    // Listen: the title, then the seven points; rate 0.8, pitch 1, en-IN for Hinglish.
    await page.getByRole("button", { name: tx("academy.listen", "hinglish") }).click();
    const stop = page.getByRole("button", { name: tx("academy.stop", "hinglish") });
    await expectVisible(stop);
    const spoken = await spokenUtterances(page);
    expect(spoken.map((u) => u.text)).toEqual([module.title.hinglish, ...module.content.hinglish]);
    expect(spoken.every((u) => u.rate === 0.8 && u.pitch === 1 && u.lang === "en-IN")).toBe(true);
    // The speech ends by itself: back to Listen.
    await finishSpeech(page);
    await expectVisible(page.getByRole("button", { name: tx("academy.listen", "hinglish") }));

    // Pressing the button while it speaks stops (cancels) the speech.
    await page.getByRole("button", { name: tx("academy.listen", "hinglish") }).click();
    const cancelsBefore = await speechCancels(page);
    await stop.click();
    await expectVisible(page.getByRole("button", { name: tx("academy.listen", "hinglish") }));
    await expect.poll(() => speechCancels(page)).toBeGreaterThan(cancelsBefore);

    await page.getByRole("button", { name: tx("academy.goBack", "hinglish") }).click();
    await heading(page, tx("page.academy.title", "hinglish"), 1);

    // Hindi: module 3 reads in hi-IN.
    await switchTo(page, "hindi");
    await heading(page, tx("page.academy.title", "hindi"), 1);
    await heading(page, tx("academy.encourageTitle", "hindi"), 2);
    await snap(page, "academy-hindi-phone");
    const third = academyModules[2]!;
    await page
      .getByRole("link", { name: new RegExp(`^${tx("academy.start", "hindi")}`) })
      .nth(2)
      .click();
    await heading(page, third.title.hindi, 1);
    await heading(page, tx("academy.learnHeading", "hindi"), 2);
    await heading(page, tx("academy.congratsTitle", "hindi"), 2);
    const spokenBefore = (await spokenUtterances(page)).length;
    await page.getByRole("button", { name: tx("academy.listen", "hindi") }).click();
    await expectVisible(page.getByRole("button", { name: tx("academy.stop", "hindi") }));
    const hindi = (await spokenUtterances(page)).slice(spokenBefore);
    expect(hindi.map((u) => u.text)).toEqual([third.title.hindi, ...third.content.hindi]);
    expect(hindi.every((u) => u.rate === 0.8 && u.lang === "hi-IN")).toBe(true);
    await snap(page, "academy-module-hindi-phone");
    await page.getByText(tx("academy.congratsTitle", "hindi")).scrollIntoViewIfNeeded();
    await snap(page, "academy-module-end-hindi-phone");

    await context.close();
  });

  test("says so when the browser cannot read aloud", async ({ browser, userState }) => {
    const context = await phone(browser, userState);
    await removeSpeechSynthesis(context);
    const page = await context.newPage();
    await page.goto("/academy?module=2");
    await heading(page, academyModules[1]!.title.hinglish, 1);
    await page.getByRole("button", { name: tx("academy.listen", "hinglish") }).click();
    await expectTextVisible(page, tx("speech.synthesisNotSupported", "hinglish"));
    await context.close();
  });
});

test.describe("glossary", () => {
  const termHeadings = (page: Page) => page.getByRole("list").getByRole("heading", { level: 2 });
  /** What the screen should list: the web app's own search over the bundled terms (174 of them). */
  const expected = (query: string, category: "all" | "finance") =>
    searchGlossaryAcrossScripts(glossaryTerms, { query, category, language: "hinglish" }).map((t) => t.term.hinglish);

  test("searches in Hinglish and Devanagari, filters by category, reads a term aloud", async ({
    browser,
    userState,
  }) => {
    const context = await phone(browser, userState);
    await recordSpeech(context);
    const page = await context.newPage();

    await page.goto("/glossary");
    await heading(page, tx("page.glossary.title", "hinglish"), 1);
    await expect(termHeadings(page)).toHaveText(glossaryTerms.map((term) => term.term.hinglish));
    await expectTextVisible(page, tx("glossary.resultCount", "hinglish", { count: glossaryTerms.length }));
    await expect(page.getByLabel(tx("glossary.categoryLabel", "hinglish")).locator("option")).toHaveText([
      "Sabhi shabd",
      "Yojanayein",
      "Shasan",
      "Kaagzaat",
      "Paisa aur hisaab",
      "Digital",
      "Aam jaankari",
    ]);
    await snap(page, "glossary-hinglish-phone");

    const search = page.getByLabel(tx("glossary.searchLabel", "hinglish"));
    await search.fill("gram sabha");
    await expect(termHeadings(page)).toHaveText(expected("gram sabha", "all"));
    await expect(termHeadings(page).first()).toHaveText("Gram Sabha");
    await snap(page, "glossary-search-hinglish-phone");

    // The clear button empties the search and leaves the cursor in it; with nothing typed it is gone.
    const clearSearch = page
      .getByRole("search")
      .getByRole("button", { name: tx("common.clearSearch", "hinglish"), exact: true });
    await clearSearch.click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(clearSearch).toHaveCount(0);
    await expect(termHeadings(page)).toHaveCount(glossaryTerms.length);

    // Search text and category apply together.
    await page.getByLabel(tx("glossary.categoryLabel", "hinglish")).selectOption("finance");
    await expect(termHeadings(page)).toHaveText(expected("", "finance"));
    await search.fill("grant");
    await expect(termHeadings(page)).toHaveText(expected("grant", "finance"));
    await expect(termHeadings(page)).toContainText(["Tied Grant", "Untied Grant (15th Finance Commission)"]);
    await page.getByLabel(tx("glossary.categoryLabel", "hinglish")).selectOption("all");

    // Nothing matches nonsense.
    await search.fill("xyzqwv");
    await expectTextVisible(page, "No terms found");
    await expectTextVisible(page, "Please try different search terms");
    await snap(page, "glossary-empty-hinglish-phone");

    // The speaker reads term, meaning, then 'Example:' and the example.
    await search.fill("MGNREGA");
    const mgnrega = glossaryTerms.find((term) => term.id === 1)!;
    await page
      .getByRole("button", { name: tx("glossary.listen", "hinglish", { term: mgnrega.term.hinglish }), exact: true })
      .click();
    await expectVisible(page.getByRole("button", { name: tx("glossary.stop", "hinglish") }));
    const spoken = await spokenUtterances(page);
    expect(spoken.map((u) => u.text)).toEqual([
      mgnrega.term.hinglish,
      mgnrega.meaning.hinglish,
      `Example: ${mgnrega.example.hinglish}`,
    ]);
    expect(spoken.every((u) => u.rate === 0.8 && u.pitch === 1 && u.lang === "en-IN")).toBe(true);
    await finishSpeech(page);
    await expectVisible(
      page.getByRole("button", {
        name: tx("glossary.listen", "hinglish", { term: mgnrega.term.hinglish }),
        exact: true,
      }),
    );

    // Hindi, searching in Devanagari.
    await search.fill("");
    await switchTo(page, "hindi");
    await heading(page, tx("page.glossary.title", "hindi"), 1);
    const hindiSearch = page.getByLabel(tx("glossary.searchLabel", "hindi"));
    await hindiSearch.fill("ग्राम सभा");
    await expect(termHeadings(page)).toHaveText(
      searchGlossaryAcrossScripts(glossaryTerms, { query: "ग्राम सभा", category: "all", language: "hindi" }).map(
        (t) => t.term.hindi,
      ),
    );
    await expect(termHeadings(page).first()).toHaveText("ग्राम सभा");
    await snap(page, "glossary-search-hindi-phone");
    const term = glossaryTerms.find((x) => x.term.hindi === "ग्राम सभा")!;
    await page
      .getByRole("button", { name: tx("glossary.listen", "hindi", { term: term.term.hindi }), exact: true })
      .click();
    const hindiSpoken = (await spokenUtterances(page)).slice(-3);
    expect(hindiSpoken.map((u) => u.text)).toEqual([
      term.term.hindi,
      term.meaning.hindi,
      `उदाहरण: ${term.example.hindi}`,
    ]);
    expect(hindiSpoken.every((u) => u.lang === "hi-IN" && u.rate === 0.8)).toBe(true);

    await hindiSearch.fill("कुछभीनहीं");
    await expectTextVisible(page, tx("glossary.emptyTitle", "hindi"));
    await expectTextVisible(page, tx("glossary.emptyHint", "hindi"));
    // The search box's own clear button (the empty list's button also resets the category).
    await page
      .getByRole("search")
      .getByRole("button", { name: tx("common.clearSearch", "hindi"), exact: true })
      .click();
    await expect(hindiSearch).toHaveValue("");
    await expectVisible(page.getByText(tx("glossary.resultCount", "hindi", { count: glossaryTerms.length })));
    await snap(page, "glossary-hindi-phone");

    await context.close();
  });
});

test.describe("essential videos", () => {
  test("numbers all 25 entries in sections that say what each opens — video channels, then portals — with who publishes it", async ({
    browser,
    userState,
  }) => {
    const context = await phone(browser, userState);
    const page = await context.newPage();
    const channels = videos.filter((v) => v.kind === "channel");
    const portals = videos.filter((v) => v.kind === "portal");
    expect(channels.length + portals.length).toBe(25);
    expect(videos.some((v) => v.kind === "video")).toBe(false);

    await page.goto("/videos");
    await heading(page, tv("videos.heading", "hinglish", { count: videos.length }), 1);
    expect(tv("videos.heading", "hinglish", { count: videos.length })).toContain("25");
    // No single video has a confirmed address yet, and the screen says so instead of faking one.
    await expectTextVisible(page, tv("videos.noVideosTitle", "hinglish"));
    await expect(
      page.getByRole("heading", { name: `${tv("videos.section.video", "hinglish")} (`, level: 2 }),
    ).toHaveCount(0);
    // Each section's heading says what its entries open and how many there are.
    await heading(page, `${tv("videos.section.channel", "hinglish")} (${channels.length})`, 2);
    await heading(page, `${tv("videos.section.portal", "hinglish")} (${portals.length})`, 2);
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(25);

    const openChannels = page.getByRole("link", { name: labelled(tv("videos.openChannel", "hinglish")) });
    const openPortals = page.getByRole("link", { name: labelled(tv("videos.openPage", "hinglish")) });
    await expect(openChannels).toHaveCount(channels.length);
    await expect(openPortals).toHaveCount(portals.length);
    await expect(page.getByRole("link", { name: labelled(tv("videos.watchNow", "hinglish")) })).toHaveCount(0);
    await expect(openChannels.first()).toHaveAttribute("href", videos[0]!.url);
    await expect(openChannels.first()).toHaveAttribute("target", "_blank");
    await expect(openChannels.first()).toHaveAttribute("rel", "noopener noreferrer");
    await expect(openPortals.first()).toHaveAttribute("href", portals[0]!.url);

    // A card: its kind, its language (channels only), its title, publisher and why it matters.
    await heading(page, videos[0]!.title.hinglish, 3);
    const first = page.getByRole("main").getByRole("listitem").first();
    await expect(first).toContainText(tv("videos.kind.channel", "hinglish"));
    await expect(first).toContainText(tv("videos.language.hindi", "hinglish"));
    await expect(first).toContainText(videos[0]!.publisher.hinglish);
    await expect(first).toContainText(videos[0]!.importance.hinglish);
    await expectTextVisible(page, "Why Important");
    const webcast = page.getByRole("main").getByRole("listitem").nth(1);
    await expect(webcast).toContainText(tv("videos.languageUnknown", "hinglish"));
    const firstPortal = page.getByRole("main").getByRole("listitem").nth(channels.length);
    await expect(firstPortal).toContainText(tv("videos.kind.portal", "hinglish"));
    await expect(firstPortal).toContainText(portals[0]!.publisher.hinglish);
    await expect(firstPortal).not.toContainText("Bhasha");
    await expect(firstPortal).not.toContainText("Lambai");
    // Made for thumbs and old eyes: the chips, counts and publisher lines are readable (≥ 16 px).
    expect(await measureSizes(page)).toEqual([]);
    await snap(page, "videos-hinglish-phone");
    await page
      .getByRole("heading", { name: `${tv("videos.section.portal", "hinglish")} (${portals.length})` })
      .scrollIntoViewIfNeeded();
    await snap(page, "videos-portals-hinglish-phone");

    await switchTo(page, "hindi");
    await heading(page, tv("videos.heading", "hindi", { count: videos.length }), 1);
    await expectTextVisible(page, tv("videos.noVideosTitle", "hindi"));
    await heading(page, `${tv("videos.section.channel", "hindi")} (${channels.length})`, 2);
    await heading(page, videos[0]!.title.hindi, 3);
    await expect(first).toContainText(tv("videos.language.hindi", "hindi"));
    await expect(first).toContainText(videos[0]!.publisher.hindi);
    await expectTextVisible(page, tv("videos.whyImportant", "hindi"));
    await expectTextVisible(page, videos[0]!.importance.hindi);
    await expect(page.getByRole("link", { name: labelled(tv("videos.openPage", "hindi")) })).toHaveCount(
      portals.length,
    );
    expect(await measureSizes(page)).toEqual([]);
    await snap(page, "videos-hindi-phone");
    await page
      .getByRole("heading", { name: `${tv("videos.section.portal", "hindi")} (${portals.length})` })
      .scrollIntoViewIfNeeded();
    await snap(page, "videos-portals-hindi-phone");
    await heading(page, videos[24]!.title.hindi, 3);

    await context.close();
  });
});

test.describe("village map", () => {
  const at = { latitude: 23.6102, longitude: 85.2799, accuracy: 12 };
  const frame = (page: Page) => page.locator("main iframe");

  test("with the position granted: waits, embeds the satellite map there, shares and downloads it", async ({
    browser,
    userState,
  }) => {
    const context = await phone(browser, userState, {
      permissions: ["geolocation", "clipboard-read", "clipboard-write"],
      geolocation: at,
    });
    await serveMapEmbedsLocally(context);
    await holdGeolocation(context);
    const page = await context.newPage();

    await page.goto("/map");
    await heading(page, "Gram Panchayat Map", 1);
    await expectTextVisible(page, "Official map of your designated village area.");
    await expectTextVisible(page, "Fetching your location...");
    await snap(page, "map-fetching-hinglish-phone");
    await releaseGeolocation(page);

    await expect.poll(() => frame(page).getAttribute("src")).toContain("q=23.6102,85.2799&t=k");
    await expect(frame(page)).toHaveAttribute("title", tx("map.frameTitle", "hinglish"));
    await expectTextVisible(page, "23.6102");
    await expectTextVisible(page, "85.2799");
    await expect(page.getByText("Fetching your location...")).toHaveCount(0);
    await snap(page, "map-hinglish-phone");

    // No share sheet on this browser: the link is copied and an alert says so.
    const copied = nextAlert(page);
    await page.getByRole("button", { name: tx("map.share", "hinglish") }).click();
    expect(await copied).toBe("Link to map copied to clipboard!");
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe("https://www.google.com/maps/search/?api=1&query=23.6102,85.2799");

    // Download: a KML and a GeoJSON file named with the date, holding the coordinates.
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    const [kml] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: tx("map.downloadKml", "hinglish") }).click(),
    ]);
    expect(kml.suggestedFilename()).toBe(`gram-panchayat-location-${today}.kml`);
    const kmlText = await readDownload(kml);
    expect(kmlText).toContain("<coordinates>85.2799,23.6102,0</coordinates>");
    expect(kmlText).toContain("<name>Gram Panchayat Map</name>");

    const [geojson] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: tx("map.downloadGeoJson", "hinglish") }).click(),
    ]);
    expect(geojson.suggestedFilename()).toBe(`gram-panchayat-location-${today}.geojson`);
    const { features } = JSON.parse(await readDownload(geojson)) as {
      features: { geometry: unknown; properties: { accuracy_m: number } }[];
    };
    expect(features[0]?.geometry).toEqual({ type: "Point", coordinates: [85.2799, 23.6102] });
    expect(features[0]?.properties.accuracy_m).toBe(12);

    // Hindi: the same place, Hindi texts and map labels.
    await switchTo(page, "hindi");
    await heading(page, tx("page.map.title", "hindi"), 1);
    await expectTextVisible(page, tx("page.map.subtitle", "hindi"));
    await expect.poll(() => frame(page).getAttribute("src")).toContain("q=23.6102,85.2799&t=k&z=16&hl=hi");
    await snap(page, "map-hindi-phone");

    await context.close();
  });

  test("shares through the device's share sheet with the spec's title and text", async ({ browser, userState }) => {
    const context = await phone(browser, userState, { permissions: ["geolocation"], geolocation: at });
    await serveMapEmbedsLocally(context);
    await recordShare(context);
    const page = await context.newPage();
    await page.goto("/map");
    await expect.poll(() => frame(page).getAttribute("src")).toContain("q=23.6102,85.2799");
    await page.getByRole("button", { name: tx("map.share", "hinglish") }).click();
    await expect
      .poll(() => sharedData(page))
      .toEqual([
        {
          title: "Gram Panchayat Map",
          text: "Here is the map of the village.",
          url: "https://www.google.com/maps/search/?api=1&query=23.6102,85.2799",
        },
      ]);
    await context.close();
  });

  test("with the position denied: the browser's message, the default map at Ranchi, no share", async ({
    browser,
    userState,
  }) => {
    const context = await phone(browser, userState, { permissions: [] });
    await serveMapEmbedsLocally(context);
    const page = await context.newPage();

    await page.goto("/map");
    await expectTextVisible(page, "Displaying default map location.");
    const browserMessage = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          navigator.geolocation.getCurrentPosition(
            () => resolve(""),
            (error) => resolve(error.message),
          ),
        ),
    );
    expect(browserMessage).not.toBe("");
    await expectTextVisible(page, browserMessage);
    await expectTextVisible(page, tx("map.errorDenied", "hinglish"));
    await expect.poll(() => frame(page).getAttribute("src")).toContain("q=23.3441,85.3096&t=k");
    await expectTextVisible(page, `${tx("map.shownPlace", "hinglish")}: Ranchi, Jharkhand`);
    await snap(page, "map-denied-hinglish-phone");

    for (const button of [tx("map.share", "hinglish"), tx("map.downloadKml", "hinglish")]) {
      const alert = nextAlert(page);
      await page.getByRole("button", { name: button }).click();
      expect(await alert).toBe("Location not available yet. Please wait.");
    }

    await switchTo(page, "hindi");
    await expectTextVisible(page, tx("map.defaultLocation", "hindi"));
    await expectTextVisible(page, tx("map.errorDenied", "hindi"));
    await expectTextVisible(page, browserMessage);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, "map-denied-hindi-phone");
    await context.close();
  });

  test("without geolocation support: says so and shows the default map", async ({ browser, userState }) => {
    const context = await phone(browser, userState);
    await serveMapEmbedsLocally(context);
    await removeGeolocation(context);
    const page = await context.newPage();
    await page.goto("/map");
    await expectTextVisible(page, "Geolocation is not supported by this browser.");
    await expectTextVisible(page, "Displaying default map location.");
    await expect.poll(() => frame(page).getAttribute("src")).toContain("q=23.3441,85.3096");
    await context.close();
  });
});

test.describe("on a desktop", () => {
  test("every screen lays out in the main column beside the sidebar", async ({ browser, userState }) => {
    const context = await newDesktopContext(browser, baseUrl, {
      storageState: userState,
      permissions: ["geolocation"],
      geolocation: { latitude: 23.6102, longitude: 85.2799, accuracy: 12 },
    });
    await serveMapEmbedsLocally(context);
    const page = await context.newPage();

    await page.goto("/circulars");
    await heading(page, tx("page.circulars.title", "hinglish"), 1);
    await expectBesideSidebar(page);
    await snap(page, "circulars-hinglish-desktop");
    await page.goto("/circulars?state=central");
    await heading(page, tx("circulars.stateHeading", "hinglish", { state: "Central Government" }), 1);
    await expectBesideSidebar(page);
    await snap(page, "circulars-state-hinglish-desktop");

    await page.goto("/academy");
    await heading(page, tx("page.academy.title", "hinglish"), 1);
    await expectBesideSidebar(page);
    await snap(page, "academy-hinglish-desktop");
    await page.goto("/academy?module=4");
    await heading(page, academyModules[3]!.title.hinglish, 1);
    await expectBesideSidebar(page);
    await snap(page, "academy-module-hinglish-desktop");

    await page.goto("/glossary");
    await heading(page, tx("page.glossary.title", "hinglish"), 1);
    await expectBesideSidebar(page);
    await snap(page, "glossary-hinglish-desktop");

    await page.goto("/videos");
    await heading(page, tv("videos.heading", "hinglish", { count: 25 }), 1);
    await expectBesideSidebar(page);
    await snap(page, "videos-hinglish-desktop");

    await page.goto("/map");
    await expect.poll(() => page.locator("main iframe").getAttribute("src")).toContain("q=23.6102,85.2799");
    await expectBesideSidebar(page);
    await snap(page, "map-hinglish-desktop");

    await switchTo(page, "hindi");
    await heading(page, tx("page.map.title", "hindi"), 1);
    await expectBesideSidebar(page);
    await snap(page, "map-hindi-desktop");
    await page.goto("/academy?module=1");
    await heading(page, academyModules[0]!.title.hindi, 1);
    await expectBesideSidebar(page);
    await snap(page, "academy-module-hindi-desktop");
    await page.goto("/glossary");
    await heading(page, tx("page.glossary.title", "hindi"), 1);
    await expectBesideSidebar(page);
    await snap(page, "glossary-hindi-desktop");
    await page.goto("/videos");
    await heading(page, tv("videos.heading", "hindi", { count: 25 }), 1);
    await heading(page, `${tv("videos.section.portal", "hindi")} (23)`, 2);
    await expectBesideSidebar(page);
    await snap(page, "videos-hindi-desktop");

    await context.close();
  });
});
