// The JavaScript a phone must download before a route can render, read from the built app
// (dist/.vite/manifest.json): the entry chunk of index.html, then the split component chunk of
// every route file on the way to the page (pathless layouts such as _protected, then the page),
// each with its static imports, counted once. Sizes are the brotli copies (quality 11) the build
// writes beside each file (build/precompress.ts), which the API sends to browsers (all current
// ones accept br; `pnpm bench web` sees the same bytes on the wire); gzip is given beside them.
// Chunks loaded later (React.lazy, dynamic import()) are not first load. Used by the budget test (src/first-load-budget.test.ts) and bench/web.bench.ts.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

type TManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type TRouteLoad = { route: string; files: string[]; brotliBytes: number; gzipBytes: number; rawBytes: number };

/** Goals of issue 13: /chat is the screen a phone opens most. */
export const FIRST_LOAD_BUDGET_KB: Record<string, number> = { "/chat": 150 };
export const DEFAULT_FIRST_LOAD_BUDGET_KB = 180;
export const budgetKb = (route: string) => FIRST_LOAD_BUDGET_KB[route] ?? DEFAULT_FIRST_LOAD_BUDGET_KB;

/** URL of a route file under src/routes ("_protected/chat.tsx" → "/chat", "[index].tsx" → "/index"). */
function routeUrl(relative: string): string {
  const segments = relative
    .replace(/\.tsx?$/, "")
    .split("/")
    .filter((segment) => !segment.startsWith("_")) // pathless layouts
    .map((segment) => segment.replace(/^\[(.*)\]$/, "$1"));
  if (segments.at(-1) === "index" && !relative.endsWith("[index].tsx")) segments.pop();
  return `/${segments.join("/")}`;
}

/** Every page route file (not __root, not layouts with children) with its chain of route files. */
export function routeFiles(webRoot: string): { route: string; chain: string[] }[] {
  const routesDir = path.join(webRoot, "src/routes");
  const files = (fs.readdirSync(routesDir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith("__root"));
  const layouts = new Set(
    files.filter((file) => files.some((other) => other.startsWith(`${file.replace(/\.tsx?$/, "")}/`))),
  );
  return files
    .filter((file) => !layouts.has(file))
    .map((file) => {
      const parts = file.split("/");
      const chain = parts.slice(0, -1).map((_, i) => `${parts.slice(0, i + 1).join("/")}.tsx`);
      return {
        route: routeUrl(file),
        chain: [...chain.filter((layout) => layouts.has(layout)), file].map((f) => `src/routes/${f}`),
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

export function firstLoads(webRoot: string, dist = path.join(webRoot, "dist")): TRouteLoad[] {
  const manifestPath = path.join(dist, ".vite/manifest.json");
  if (!fs.existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: run \`pnpm --filter @sachiv/web build\` first.`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Record<string, TManifestChunk>;
  const sizes = new Map<string, { brotli: number; gzip: number; raw: number }>();
  const size = (file: string) => {
    let known = sizes.get(file);
    if (!known) {
      const full = path.join(dist, file);
      const bytes = fs.readFileSync(full);
      // precompress skips files under 1 KB: those go out as they are.
      const compressed = (ext: string, compress: (b: Buffer) => Buffer) =>
        Math.min(bytes.length, fs.existsSync(full + ext) ? fs.statSync(full + ext).size : compress(bytes).length);
      known = {
        raw: bytes.length,
        brotli: compressed(".br", (b) =>
          zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        ),
        gzip: compressed(".gz", (b) => zlib.gzipSync(b, { level: 9 })),
      };
      sizes.set(file, known);
    }
    return known;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error("the manifest has no entry chunk");

  return routeFiles(webRoot).map(({ route, chain }) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of manifest[key]?.imports ?? []) visit(imported);
    };
    visit(entryKey);
    // A route file splits into `<file>?tsr-split=component` (and loader…) chunks; a route that only
    // redirects has none.
    for (const file of chain)
      for (const key of Object.keys(manifest)) if (key.startsWith(`${file}?`) || key === file) visit(key);
    const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
    return {
      route,
      files,
      brotliBytes: files.reduce((n, file) => n + size(file).brotli, 0),
      gzipBytes: files.reduce((n, file) => n + size(file).gzip, 0),
      rawBytes: files.reduce((n, file) => n + size(file).raw, 0),
    };
  });
}
