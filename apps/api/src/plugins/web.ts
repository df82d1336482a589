// Serves the built web app (apps/web/dist) and falls back to index.html for client routes;
// unknown /api paths answer with a JSON 404 instead.
import fs from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { sendError } from "./error-handler.ts";

/**
 * Client route → its own copy of index.html, which also preloads that screen's chunks
 * (apps/web/build/route-preload.ts writes pages/routes.json); other paths get index.html.
 */
function readRoutePages(distDir: string): Map<string, string> {
  try {
    const routes = JSON.parse(fs.readFileSync(path.join(distDir, "pages/routes.json"), "utf8")) as Record<
      string,
      unknown
    >;
    return new Map(
      Object.entries(routes).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === "string" &&
          /^pages\/[\w~-]+\.html$/.test(entry[1]) &&
          fs.existsSync(path.join(distDir, entry[1])),
      ),
    );
  } catch {
    return new Map(); // an older build: index.html for every route
  }
}

/**
 * Helmet's headers that only a page (or a worker's script) obeys: on a phone on slow 3G they are
 * ~0.7 KB more on every script, style sheet and font of a first visit (~10 files before it can be
 * used). Dropped for build assets the browser says it fetches as such (Sec-Fetch-Dest); a worker's
 * script, the service worker and every page keep them.
 */
const PAGE_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];
const SUBRESOURCE_DESTINATIONS = new Set(["script", "style", "font", "image"]);

export default fp<{ distDir: string }>(async (app, { distDir }) => {
  const indexFile = path.join(distDir, "index.html");
  const hasWeb = fs.existsSync(indexFile);
  const routePages = hasWeb ? readRoutePages(distDir) : new Map<string, string>();
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies; send those to clients that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed build assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
    app.addHook("onSend", async (request, reply, payload) => {
      const dest = request.headers["sec-fetch-dest"];
      if (request.url.startsWith("/assets/") && typeof dest === "string" && SUBRESOURCE_DESTINATIONS.has(dest))
        for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
      return payload;
    });
  } else {
    app.log.warn(`web app not built (${indexFile} missing): serving the API only`);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    const wantsPage = request.method === "GET" && !url.startsWith("/api/") && url !== "/api";
    if (wantsPage && hasWeb) {
      reply.header("cache-control", "no-cache");
      const route = url.length > 1 ? url.replace(/\/+$/, "") : url;
      return reply.sendFile(routePages.get(route) ?? "index.html");
    }
    return sendError(request, reply, "NOT_FOUND");
  });
});
