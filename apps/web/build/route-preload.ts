// One index.html per screen, each naming that screen's own chunks beside the entry's
// (<link rel="modulepreload">), so that a phone on a weak network fetches them together with the
// entry instead of discovering them only once the entry has run (one more round trip per level of
// imports: on slow 3G, 400 ms each). The API sends `pages/<route>.html` for a first visit of that
// route (apps/api/src/plugins/web.ts reads dist/pages/routes.json), index.html for any other path;
// the service worker keeps serving index.html, as everything is cached by then.
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { firstLoads } from "./first-load";

/** The file routes that only redirect, with the route they lead to for most visitors. */
const REDIRECTS: Record<string, string> = { "/": "/chat" };
export const PAGES_DIR = "pages";
export const ROUTES_FILE = "routes.json";

/** `/chat` → `chat`, `/source/$passageId` → null (a parameter: no page of its own). */
function pageName(route: string): string | null {
  if (route.includes("$")) return null;
  return route === "/" ? null : route.slice(1).replaceAll("/", "~");
}

export function routePreload(webRoot: string): Plugin {
  let outDir = "dist";
  return {
    name: "sachiv-route-preload",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Before sachiv-precompress (listed after this plugin): the pages are compressed too.
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        const index = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
        const named = new Set([...index.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
        const anchor = index.indexOf('<link rel="stylesheet"');
        if (anchor < 0) throw new Error("route-preload: index.html has no stylesheet link to insert before");
        const pagesDir = path.join(outDir, PAGES_DIR);
        fs.rmSync(pagesDir, { recursive: true, force: true });
        fs.mkdirSync(pagesDir, { recursive: true });
        const routes: Record<string, string> = {};
        const loads = new Map(firstLoads(webRoot, outDir).map((load) => [load.route, load]));
        const write = (route: string, target: string) => {
          const name = pageName(target);
          const load = loads.get(target);
          if (!name || !load) return;
          const extra = load.files.filter((file) => !named.has(file));
          const links = extra.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n    `).join("");
          const file = `${PAGES_DIR}/${name}.html`;
          fs.writeFileSync(path.join(outDir, file), index.slice(0, anchor) + links + index.slice(anchor));
          routes[route] = file;
        };
        for (const route of loads.keys()) write(route, REDIRECTS[route] ?? route);
        fs.writeFileSync(path.join(pagesDir, ROUTES_FILE), `${JSON.stringify(routes, null, 2)}\n`);
      },
    },
  };
}
