// Small helpers that assert what a user sees, with Playwright's retrying assertions.
import { expect, type Locator, type Page } from "@playwright/test";

/** The first visible element with exactly this text (hidden copies, e.g. the desktop sidebar on a phone, are skipped). */
export function visibleText(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true }).filter({ visible: true }).first();
}

export async function expectVisible(locator: Locator, timeout?: number): Promise<void> {
  await expect(locator).toBeVisible({ timeout });
}

export async function expectTextVisible(page: Page, text: string): Promise<void> {
  await expect(visibleText(page, text)).toBeVisible();
}

export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}

/** Creates an account straight through the API (for journeys that start at login). */
export async function createAccount(baseUrl: string, email: string, password: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
}

export async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  // Sign-up asks for the email; login for the email or the mobile number, in one field.
  await page.getByLabel(/^(Email|ईमेल)( ya mobile number| या मोबाइल नंबर)?$/).fill(email);
  await page.getByLabel(/^(Password|पासवर्ड)$/).fill(password);
}

/** Signs in through the login screen (Hinglish labels) and waits for the chat. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await fillCredentials(page, email, password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expectPath(page, "/chat");
}
