// Serves the built web app (apps/web/dist) and falls back to index.html for client routes;
// unknown /api paths answer with a JSON 404 instead.
import fs from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { sendError } from "./error-handler.ts";

export default fp<{ distDir: string }>(async (app, { distDir }) => {
  const indexFile = path.join(distDir, "index.html");
  const hasWeb = fs.existsSync(indexFile);
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
  } else {
    app.log.warn(`web app not built (${indexFile} missing): serving the API only`);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    const wantsPage = request.method === "GET" && !url.startsWith("/api/") && url !== "/api";
    if (wantsPage && hasWeb) {
      reply.header("cache-control", "no-cache");
      return reply.sendFile("index.html");
    }
    return sendError(request, reply, "NOT_FOUND");
  });
});
