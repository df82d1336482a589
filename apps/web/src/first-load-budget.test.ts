// The JavaScript a phone downloads before each screen can render stays within its budget
// (issue 13: /chat 150 KB, every other route 180 KB, brotli as the API sends it). Reads the built
// app: turbo builds apps/web before its tests (apps/web/turbo.json); by hand, run
// `pnpm --filter @sachiv/web build` first. `pnpm bench web` measures the same routes in a browser.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { budgetKb, firstLoads, routeFiles } from "../build/first-load";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const loads = firstLoads(webRoot);
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

describe("first-load JavaScript per route", () => {
  it("knows every screen of the app", () => {
    expect(loads.map((load) => load.route)).toEqual(routeFiles(webRoot).map((route) => route.route));
    expect(loads.map((load) => load.route)).toEqual(
      expect.arrayContaining(["/chat", "/academy", "/admin", "/document", "/login"]),
    );
  });

  it.each(loads.map((load) => [load.route, load] as const))("%s is within its budget", (route, load) => {
    const budget = budgetKb(route);
    expect(
      kb(load.brotliBytes),
      `${route}: ${kb(load.brotliBytes)} KB of JS (brotli) in ${load.files.length} files, budget ${budget} KB:\n  ${load.files.join("\n  ")}`,
    ).toBeLessThanOrEqual(budget);
  });

  it("loads zod, Radix Dialog and sonner on first use, not with the entry or /chat", () => {
    // Strings that survive minification: zod's error class, Radix Dialog's content part, sonner's toaster.
    const markers = { zod: "ZodError", "Radix Dialog": "DialogContent", sonner: "data-sonner-toaster" };
    for (const route of ["/", "/chat"]) {
      const load = loads.find((candidate) => candidate.route === route)!;
      const code = load.files.map((file) => fs.readFileSync(path.join(webRoot, "dist", file), "utf8")).join("\n");
      for (const [library, marker] of Object.entries(markers))
        expect(code.includes(marker), `${library} in ${route}`).toBe(false);
    }
  });

  it("opens /chat and /login with few files, each named in that screen's page for preloading", () => {
    // On HTTP/1.1 and slow 3G every 6 files cost a round trip (400 ms): build/chunk-groups.ts.
    const limits: Record<string, number> = { "/chat": 10, "/login": 8 };
    const routes = JSON.parse(fs.readFileSync(path.join(webRoot, "dist/pages/routes.json"), "utf8")) as Record<
      string,
      string
    >;
    expect(routes["/"]).toBe(routes["/chat"]); // "/" leads to /chat
    for (const [route, limit] of Object.entries(limits)) {
      const load = loads.find((candidate) => candidate.route === route)!;
      expect(load.files.length, `${route}: ${load.files.join(", ")}`).toBeLessThanOrEqual(limit);
      const page = fs.readFileSync(path.join(webRoot, "dist", routes[route]!), "utf8");
      // The entry as <script src>, every other file as <link rel="modulepreload" href>.
      for (const file of load.files) expect(page, `${route} names ${file}`).toContain(`="/${file}"`);
    }
  });
});
