// One API server for all journeys: it serves apps/web/dist and the API on the same port.
import type { TestProject } from "vitest/node";
import { ADMIN_EMAIL, DASHBOARD_ADMIN_EMAIL } from "./support/accounts";
import { startApiServer } from "./support/api-server";

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
  project.provide("baseUrl", server.baseUrl);
  return async () => {
    if (process.env.E2E_SHOW_API_LOG) console.log(server.logs());
    await server.stop();
  };
}
