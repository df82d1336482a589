// The layering rules of ARCHITECTURE.md, checked on the source: routes → services → db/ai; a
// module reaches another module only through its service.ts; lib, ai, db and plugins never import
// a module; no import cycles (type-only imports included: a cycle of types is still a tangle).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");
// `import … from "./x"`, `export … from "./x"`, `import "./x"` and `import("./x")`.
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["'](\.[^"']+)["']|\bimport\s*\(?\s*["'](\.[^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "generated" ? [] : sourceFiles(full);
    return /\.(ts|mjs)$/.test(e.name) && !/\.test\.ts$|\.fixture\.ts$/.test(e.name) ? [full] : [];
  });
}

const files = sourceFiles(SRC);
const graph = new Map<string, string[]>(
  files.map((file) => {
    const text = fs.readFileSync(file, "utf8");
    const targets = [...text.matchAll(IMPORT)].map((m) => path.resolve(path.dirname(file), (m[1] ?? m[2])!));
    return [path.relative(SRC, file), targets.map((t) => path.relative(SRC, t))];
  }),
);
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];

describe("layering (ARCHITECTURE.md)", () => {
  it("finds the source", () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get("modules/chat/routes.ts")).toContain("plugins/auth.ts");
  });

  it("a module imports another module only through that module's service.ts", () => {
    const crossings = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((t) => moduleOf(t) && moduleOf(file) && moduleOf(t) !== moduleOf(file))
        .filter((t) => !t.endsWith("/service.ts"))
        .map((t) => `${file} → ${t}`),
    );
    expect(crossings).toEqual([]);
  });

  it("lib, ai, db and plugins never import a module", () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      /^(lib|ai|db|plugins)\//.test(file)
        ? targets.filter((t) => t.startsWith("modules/")).map((t) => `${file} → ${t}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it("every module has the same shape: service.ts a plugin that decorates the app, routes.ts its HTTP", () => {
    const modules = fs.readdirSync(path.join(SRC, "modules"));
    const shapes = modules.map((name) => {
      const dir = path.join(SRC, "modules", name);
      const service = fs.existsSync(path.join(dir, "service.ts"))
        ? fs.readFileSync(path.join(dir, "service.ts"), "utf8")
        : "";
      return {
        name,
        plugin: /export default fp[<(]/.test(service) && /app\.decorate\(/.test(service),
        // knowledge has no HTTP of its own: the admin routes curate it and the chat searches it;
        // nor has usage: the routes of the features record their use, the admin statistics count it.
        routes: name === "knowledge" || name === "usage" || fs.existsSync(path.join(dir, "routes.ts")),
      };
    });
    expect(shapes.filter((m) => !m.plugin || !m.routes)).toEqual([]);
  });

  it("has no import cycles", () => {
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, "open");
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (!graph.has(next)) continue;
        if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next].join(" → "));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, "done");
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
