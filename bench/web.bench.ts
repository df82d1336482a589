// What a phone downloads to open /chat and /academy from the built web app (apps/web/dist), and
// Lighthouse's mobile performance score for both (simulated slow 4G + 4x CPU slowdown), signed in.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig, repoRoot } from "../apps/api/src/config.ts";

const dist = path.join(repoRoot, "apps/web/dist");
if (!fs.existsSync(path.join(dist, "index.html"))) {
  console.error("apps/web/dist is missing: run `pnpm --filter @sachiv/web build` first.");
  process.exit(1);
}
const ROUTES = ["/chat", "/academy"];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const app = await buildApp(
  loadConfig({ DATA_DIR: "memory", LOG_LEVEL: "silent", WEB_DIST_DIR: dist, RATE_LIMIT_PER_MINUTE: "100000" }),
  { logger: false },
);
const base = await app.listen({ port: 0, host: "127.0.0.1" });
const debugPort = await freePort();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-bench-web-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", `--remote-debugging-port=${debugPort}`],
  viewport: { width: 390, height: 844 },
  serviceWorkers: "block", // first visit: nothing cached yet
});

try {
  const page = await context.newPage();
  // Sign in once: the session lives in this profile's localStorage.
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "bench.web@gram.example.in", password: "Panchayat@2026" }),
  });
  const { session } = (await signup.json()) as { session: { expires_in: number } };
  await page.goto(`${base}/index`);
  await page.evaluate((s) => {
    localStorage.setItem("ai-sachiv.session", JSON.stringify({ session: s, expires_at_local: Math.floor(Date.now() / 1000) + s.expires_in }));
  }, session);

  console.log("first load of a route (no cache, no service worker), as a phone downloads it");
  console.log("  route       JS files  JS (wire)  JS (raw)   requests  all (wire)");
  for (const route of ROUTES) {
    const visit = await context.newPage();
    const seen: Promise<{ url: string; type: string; wire: number; raw: number }>[] = [];
    visit.on("requestfinished", (req) => {
      seen.push(
        (async () => {
          const res = await req.response();
          const body = await res?.body().catch(() => undefined);
          const raw = body?.length ?? 0;
          // What crossed the network: the (compressed) content-length, else the body itself.
          const length = Number((await res?.allHeaders())?.["content-length"]);
          return { url: req.url(), type: req.resourceType(), wire: Number.isFinite(length) && length > 0 ? length : raw, raw };
        })(),
      );
    });
    await visit.goto(`${base}${route}`, { waitUntil: "networkidle" });
    const responses = await Promise.all(seen);
    await visit.close();
    const js = responses.filter((r) => r.type === "script" || r.url.endsWith(".js"));
    const sum = (list: typeof responses, key: "wire" | "raw") => list.reduce((n, r) => n + r[key], 0);
    console.log(
      `  ${route.padEnd(10)}  ${String(js.length).padStart(8)}  ${kb(sum(js, "wire")).padStart(9)}  ${kb(sum(js, "raw")).padStart(9)}` +
        `  ${String(responses.length).padStart(8)}  ${kb(sum(responses, "wire")).padStart(9)}`,
    );
  }

  console.log("\nLighthouse mobile performance (simulated throttling: slow 4G, 4x CPU)");
  for (const route of ROUTES) {
    const result = await lighthouse(`${base}${route}`, {
      port: debugPort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      formFactor: "mobile",
      disableStorageReset: true,
    });
    const lhr = result!.lhr;
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
    console.log(
      `  ${route.padEnd(10)} score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}` +
        `  FCP ${metric("first-contentful-paint")}  LCP ${metric("largest-contentful-paint")}  TBT ${metric("total-blocking-time")}` +
        `  (measured ${new URL(lhr.finalDisplayedUrl).pathname})`,
    );
  }
} finally {
  await context.close();
  await app.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
