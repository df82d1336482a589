// One API server for all journeys: it serves apps/web/dist and the API on the same port.
import type { TestProject } from "vitest/node";
import { ADMIN_EMAIL, DASHBOARD_ADMIN_EMAIL, PASSWORD } from "./support/accounts";
import { startApiServer, type TApiServer } from "./support/api-server";

declare module "vitest" {
  // Vitest's injection registry is an interface to merge into.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // A small daily chart allowance, so the document journey reaches 'Limit Exceeded' quickly; a
  // generous question allowance, since journeys poll the server (the limit has its API tests).
  const server = await startApiServer({
    ADMIN_EMAILS: [ADMIN_EMAIL, DASHBOARD_ADMIN_EMAIL].join(","),
    IMAGE_DAILY_LIMIT: "3",
    CHAT_RATE_LIMIT_PER_MINUTE: "600",
  });
  for (const email of [ADMIN_EMAIL, DASHBOARD_ADMIN_EMAIL]) await createAdmin(server, email);
  project.provide("baseUrl", server.baseUrl);
  return async () => {
    if (process.env.E2E_SHOW_API_LOG) console.log(server.logs());
    await server.stop();
  };
}

/**
 * ADMIN_EMAILS grants admin only once the address follows its confirmation link; without SMTP the
 * server writes that link to its log, where we read it.
 */
async function createAdmin(server: TApiServer, email: string) {
  const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!signup.ok) throw new Error(`admin sign-up failed: ${signup.status} ${await signup.text()}`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const line = server
      .logs()
      .split("\n")
      .find((l) => l.includes(`"to":"${email}"`));
    const path = line?.match(/\/api\/auth\/confirm\?[^\s"\\]+/)?.[0];
    if (path) {
      const confirm = await fetch(`${server.baseUrl}${path}`, { redirect: "manual" });
      if (confirm.status !== 303) throw new Error(`admin confirmation failed: ${confirm.status}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`no confirmation link for ${email} in the server log`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
