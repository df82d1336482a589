// The journeys' `test`: Playwright's own fixtures (`browser` is the Debian chromium of
// playwright.config.ts) plus the real API server and signed-in users.
import { test as base, expect, type Browser, type BrowserContextOptions } from "@playwright/test";
import { waitUntil } from "@sachiv/test-support/wait";
import { ADMIN_EMAIL, DASHBOARD_ADMIN_EMAIL, PASSWORD, newEmail } from "./accounts";
import { startApiServer, type TApiServer } from "./api-server";
import { newPhoneContext } from "./browser";
import { createAccount, logIn } from "./ui";

export { expect };

export type TAccount = { email: string; password: string };
export type TStorageState = Exclude<BrowserContextOptions["storageState"], undefined | string>;

type TWorkerFixtures = {
  /** The API serving apps/web/dist, for every journey of the worker (there is one worker). */
  server: TApiServer;
};

type TTestFixtures = {
  /** A fresh account made through the API, not signed in anywhere. */
  account: TAccount;
  /** `account`, signed in through the login screen: the storage state of that browser. */
  userState: TStorageState;
  /**
   * The dashboard admin (an ADMIN_EMAILS address, confirmed by the server fixture), signed in
   * through the login screen for this test only: a session shared longer would outlive its access
   * token, and two browsers refreshing one session count as refresh-token reuse.
   */
  adminState: TStorageState;
};

/** Signs `email` in through the login screen of a throw-away phone context; returns its storage state. */
export async function signedInState(browser: Browser, baseURL: string, email: string): Promise<TStorageState> {
  const context = await newPhoneContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await logIn(page, email, PASSWORD);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * ADMIN_EMAILS grants admin only once the address follows its confirmation link; without SMTP the
 * server writes that link to its log, where we read it.
 */
export async function createAdmin(server: TApiServer, email: string): Promise<void> {
  await createAccount(server.baseUrl, email, PASSWORD);
  const path = await waitUntil(
    () =>
      server
        .logs()
        .split("\n")
        .find((line) => line.includes(`"to":"${email}"`))
        ?.match(/\/api\/auth\/confirm\?[^\s"\\]+/)?.[0],
    `a confirmation link for ${email} in the server log`,
  );
  const confirm = await fetch(`${server.baseUrl}${path}`, { redirect: "manual" });
  if (confirm.status !== 303) throw new Error(`admin confirmation failed: ${confirm.status}`);
}

export const test = base.extend<TTestFixtures, TWorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, provide) => {
      // A small daily chart allowance, so the document journey reaches 'Limit Exceeded' quickly; a
      // generous question allowance, since journeys poll the server (the limit has its API tests).
      const server = await startApiServer({
        ADMIN_EMAILS: [ADMIN_EMAIL, DASHBOARD_ADMIN_EMAIL].join(","),
        IMAGE_DAILY_LIMIT: "3",
        CHAT_RATE_LIMIT_PER_MINUTE: "600",
      });
      try {
        for (const email of [ADMIN_EMAIL, DASHBOARD_ADMIN_EMAIL]) await createAdmin(server, email);
        await provide(server);
      } finally {
        if (process.env.E2E_SHOW_API_LOG) console.log(server.logs());
        await server.stop();
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ server }, provide) => {
    await provide(server.baseUrl);
  },
  account: async ({ server }, provide) => {
    const account = { email: newEmail("user"), password: PASSWORD };
    await createAccount(server.baseUrl, account.email, account.password);
    await provide(account);
  },
  userState: async ({ browser, server, account }, provide) => {
    await provide(await signedInState(browser, server.baseUrl, account.email));
  },
  adminState: async ({ browser, server }, provide) => {
    await provide(await signedInState(browser, server.baseUrl, DASHBOARD_ADMIN_EMAIL));
  },
});
