// Fewer, larger chunks on a first visit. On HTTP/1.1 a browser opens 6 connections per host, so
// on slow 3G (400 ms per request) every 6 files cost one more round trip whatever their size, and
// every response carries ~1 KB of headers: /chat's 49 files (15 of them one icon each) cost more
// in requests than in bytes. So:
// - everything the entry imports statically (React, the router, the query client, the UI text…)
//   is one chunk beside the entry (rolldown's `$initial` tag);
// - the signed-in shell (the `_protected` layout) and the two screens opened cold most often,
//   /chat and /login, each get one chunk for their own static imports (icons included): a module
//   of /chat that another signed-in screen also imports goes with the shell (which every such
//   screen loads anyway), one of /login that another screen imports goes to a small `forms` chunk.
//   Lazy parts and the other screens keep rolldown's own chunks.
import fs from "node:fs";
import path from "node:path";
import type { Rolldown } from "vite";

type TCodeSplittingGroup = Rolldown.CodeSplittingGroup;
type TContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

const SPLIT = "?tsr-split=component"; // TanStack Router's chunk of a route's component
const SHELL = `/src/routes/_protected.tsx${SPLIT}`;
const CHAT = `/src/routes/_protected/chat.tsx${SPLIT}`;
const LOGIN = `/src/routes/login.tsx${SPLIT}`;
const PROTECTED = /[\\/]src[\\/]routes[\\/]_protected[\\/]/;

/** The entry (index.html and the script it names) stays the entry chunk. */
const notEntry = (id: string) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id);

/** Followed through static imports: the app's own modules and icons. A package's index names
 * everything it has, not what is used (tree-shaking comes later), so other packages are not. */
const FOLLOWED = /[\\/](apps[\\/]web[\\/]src|node_modules[\\/]lucide-react)[\\/]/;
const LUCIDE_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** lucide-react's index: icon name (Mic, MicIcon, LucideMic) → the icon's own module. */
function lucideIcons(indexId: string): Map<string, string> {
  const icons = new Map<string, string>();
  const source = fs.readFileSync(indexId, "utf8");
  for (const [, names, file] of source.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[\w-]+\.mjs)'/g))
    for (const [, name] of names!.matchAll(/default as (\w+)/g))
      icons.set(name!, path.join(path.dirname(indexId), file!));
  return icons;
}

/** The icons a source file imports by name from lucide-react. */
function importedIcons(moduleId: string): string[] {
  const file = moduleId.split("?")[0]!;
  if (!fs.existsSync(file)) return [];
  const source = fs.readFileSync(file, "utf8");
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap(([, names]) =>
    names!
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name !== "" && !name.startsWith("type "))
      .map((name) => name.split(/\s+as\s+/)[0]!),
  );
}

export function chunkGroups(): TCodeSplittingGroup[] {
  const seen: string[] = [];
  let groups: Map<string, string> | null = null;
  let icons: Map<string, string> | null = null;

  /** The modules `root` imports statically (followed as above), itself included. */
  const closure = (ctx: TContext, root: string): Set<string> => {
    const reached = new Set<string>();
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (reached.has(id) || !FOLLOWED.test(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      reached.add(id);
      for (const imported of info.importedIds) {
        if (!LUCIDE_INDEX.test(imported)) stack.push(imported);
        else {
          icons ??= lucideIcons(imported);
          for (const name of importedIcons(id)) {
            const icon = icons.get(name);
            if (icon) stack.push(icon);
          }
        }
      }
    }
    return reached;
  };

  /** Computed once `test` has seen every module: module → group name. */
  const groupOf = (ctx: TContext, moduleId: string): string | null => {
    if (!groups) {
      groups = new Map();
      const roots = seen.filter((id) => id.endsWith(SPLIT));
      const find = (suffix: string) => roots.find((id) => id.endsWith(suffix));
      const usedBy = (ids: string[]) => {
        const all = new Set<string>();
        for (const id of ids) for (const reached of closure(ctx, id)) all.add(reached);
        return all;
      };
      const [shell, chat, login] = [SHELL, CHAT, LOGIN].map(find);
      const others = roots.filter((id) => id !== shell && id !== chat && id !== login);
      const otherSignedIn = usedBy(others.filter((id) => PROTECTED.test(id)));
      const otherAny = usedBy(others);
      const loginUses = login ? closure(ctx, login) : new Set<string>();
      // What the shell shares with /login goes to `forms`, which both load.
      for (const id of shell ? closure(ctx, shell) : []) groups.set(id, loginUses.has(id) ? "forms" : "shell");
      for (const id of chat ? closure(ctx, chat) : [])
        if (!groups.has(id)) groups.set(id, otherSignedIn.has(id) ? "shell" : "screen-chat");
      for (const id of loginUses) if (!groups.has(id)) groups.set(id, otherAny.has(id) ? "forms" : "screen-login");
      if (process.env.CHUNK_DEBUG) for (const [id, name] of groups) console.log(name, id);
    }
    // A module loaded by import() (a route's own split module, a lazy part) stays the chunk that
    // import names: as a facade of a group chunk it lost its exports ("Export
    // '_protected_exports' is not defined in module").
    if (moduleId.endsWith(SPLIT) || (ctx.getModuleInfo(moduleId)?.dynamicImporters.length ?? 0) > 0) return null;
    return groups.get(moduleId) ?? null;
  };

  // Each group takes its modules' own imports along (rolldown's includeDependenciesRecursively),
  // so the groups that others import come first: the entry's, forms, the shell.
  const named = (name: string, priority: number): TCodeSplittingGroup => ({
    name: (moduleId, ctx) => (groupOf(ctx, moduleId) === name ? name : null),
    test: (id) => {
      if (!groups) seen.push(id);
      return true;
    },
    priority,
  });
  return [
    // The entry's static imports: always downloaded before the first paint.
    { name: "initial", tags: ["$initial"], test: notEntry, priority: 10 },
    named("forms", 9),
    named("shell", 8),
    named("screen-chat", 7),
    named("screen-login", 6),
  ];
}
