// The system check (issue 22 item 10) on a server started without poppler (a PATH with no
// pdftotext): its log warns once, and the admin overview lists the missing PDF reader — what it
// degrades (Hindi PDFs) and how to fix it — in English, then in Hindi, on a phone.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { tAdmin, t, type TAdminUiKey } from "@sachiv/content";
import type { TSystemCheck } from "@sachiv/contracts";
import { waitUntil } from "@sachiv/test-support/wait";
import { PASSWORD, newEmail } from "./support/accounts";
import { getJson, logInForToken } from "./support/api-client";
import { startApiServer, type TApiServer } from "./support/api-server";
import { newPhoneContext, snap } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { createAccount, logIn } from "./support/ui";
import { expectPath, expectVisible } from "./support/ui";

const en = (key: TAdminUiKey, vars?: Record<string, string | number>) => tAdmin(key, "en", vars);
const hi = (key: TAdminUiKey, vars?: Record<string, string | number>) => tAdmin(key, "hi", vars);

const ADMIN = newEmail("sysadmin");
let server: TApiServer;
let emptyBin: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  emptyBin = await mkdtemp(path.join(tmpdir(), "sachiv-no-poppler-"));
  server = await startApiServer({ PATH: emptyBin, ADMIN_EMAILS: ADMIN });
  // ADMIN_EMAILS makes an admin once the confirmation link (written to the log without SMTP) is opened.
  await createAccount(server.baseUrl, ADMIN, PASSWORD);
  const link = await waitUntil(
    () =>
      server
        .logs()
        .split("\n")
        .find((line) => line.includes(`"to":"${ADMIN}"`))
        ?.match(/\/api\/auth\/confirm\?[^\s"\\]+/)?.[0],
    "the admin's confirmation link in the server log",
  );
  expect((await fetch(`${server.baseUrl}${link}`, { redirect: "manual" })).status).toBe(303);
});

test.afterAll(async () => {
  await server?.stop();
  if (emptyBin) await rm(emptyBin, { recursive: true, force: true });
});

test("without poppler the log warns once and the admin overview says what is missing, in English and Hindi", async ({
  browser,
}) => {
  const warnings = server
    .logs()
    .split("\n")
    .filter((line) => line.includes("system check:") && line.includes("poppler-utils"));
  expect(warnings).toHaveLength(1);

  const check = await getJson<TSystemCheck>(
    server.baseUrl,
    await logInForToken(server.baseUrl, ADMIN, PASSWORD),
    "/admin/system",
  );
  const missing = check.components.filter((c) => !c.ok);
  expect(missing.map((c) => c.id)).toContain("poppler");

  const context = await newPhoneContext(browser, server.baseUrl);
  try {
    const page = await context.newPage();
    await logIn(page, ADMIN, PASSWORD);
    await page.goto("/admin");
    await expectPath(page, "/admin");
    const card = page.getByTestId("system-check");
    await expect(card.getByTestId("system-check-summary")).toHaveText(
      en("admin.system.missing", { count: missing.length }),
    );
    const poppler = card.getByTestId("system-missing-poppler");
    await expectVisible(poppler.getByText(en("admin.system.poppler"), { exact: true }));
    await expectVisible(poppler.getByText(en("admin.system.popplerDegrades"), { exact: true }));
    await expectVisible(poppler.getByText("apt-get install poppler-utils", { exact: true }));
    for (const { id } of missing) await expectVisible(card.getByTestId(`system-missing-${id}`));
    await card.scrollIntoViewIfNeeded();
    await snap(page, "admin-system-check-en-phone");

    await page
      .getByRole("radio", { name: t("language.selfName", "hindi") })
      .filter({ visible: true })
      .first()
      .click();
    await expect(card.getByTestId("system-check-summary")).toHaveText(
      hi("admin.system.missing", { count: missing.length }),
    );
    await expectVisible(poppler.getByText(hi("admin.system.poppler"), { exact: true }));
    await expectVisible(poppler.getByText(hi("admin.system.popplerDegrades"), { exact: true }));
    await card.scrollIntoViewIfNeeded();
    await snap(page, "admin-system-check-hi-phone");
  } finally {
    await context.close();
  }
});
