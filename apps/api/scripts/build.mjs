// Builds the API into dist/ as plain JavaScript, so production runs `node dist/server.js` without
// tsx (no TypeScript loader hooks in the main thread or in every parser worker, no esbuild service
// process beside it). The workspace packages (@sachiv/contracts, @sachiv/content) and our own
// source are bundled; every npm dependency stays an import from node_modules. Entry points: the
// server and the parser worker (lib/worker-pool.ts starts it through worker-thread.mjs, which is
// copied as it is, like the espeak engine thread). dist/ sits beside src/, so paths computed from
// import.meta.url (the repository root in config.ts) come out the same.
import { build } from "esbuild";
import { copyFile, mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const manifest = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith("@sachiv/"));

await rm(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });
const started = Date.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    server: "src/server.ts",
    "parser-worker": "src/modules/documents/parser-worker.ts",
  },
  outdir: dist,
  bundle: true,
  splitting: true, // modules loaded on first use (LangChain, OCR…) stay separate chunks
  format: "esm",
  platform: "node",
  target: "node20",
  // Each dependency and its subpaths (@prisma/client/runtime/…) are imported from node_modules.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  // Chunks beside the entries: every file's import.meta.url is in dist/, where the worker files are.
  chunkNames: "chunk-[hash]",
  logLevel: "warning",
  metafile: true,
});
for (const file of ["lib/worker-thread.mjs", "ai/tts/espeak-worker.mjs", "ai/tts/ogg-opus.mjs"]) {
  await copyFile(path.join(root, "src", file), path.join(dist, path.basename(file)));
}
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`api: built dist/ in ${Date.now() - started} ms (${(bytes / 1024 / 1024).toFixed(1)} MB with source maps)`);
