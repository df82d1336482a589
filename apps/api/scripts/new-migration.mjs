// Writes prisma/migrations/<timestamp>_<name>/migration.sql: the SQL that takes the schema
// snapshot of the last migration to the current prisma/schema.prisma. Runs offline: Prisma 6.19's
// WASM schema engine computes the diff, connected to a throwaway in-memory PGlite (Prisma 7's
// CLI needs a native engine that is not on npm). Never hand-edit the result.
// Usage: pnpm db:new-migration <name>
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const prismaDir = path.resolve(apiDir, "../../prisma");
const migrationsDir = path.join(prismaDir, "migrations");
const snapshotPath = path.join(migrationsDir, "schema.snapshot.prisma");

const name = (process.argv[2] ?? "")
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "_")
  .replace(/^_|_$/g, "");
if (!name) {
  console.error("Usage: pnpm db:new-migration <name>   (e.g. add_ratings)");
  process.exit(2);
}

// Prisma 6 wants a `url` in the datasource and knows nothing of our Prisma 7 generator.
function forPrisma6(schemaText) {
  return schemaText
    .replace(/generator\s+\w+\s*\{[^}]*\}\s*/g, "")
    .replace(/(datasource\s+\w+\s*\{[^}]*provider\s*=\s*"postgresql")/, '$1\n  url = env("DATABASE_URL")');
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "sachiv-migration-"));
const current = fs.readFileSync(path.join(prismaDir, "schema.prisma"), "utf8");
fs.writeFileSync(path.join(work, "to.prisma"), forPrisma6(current));
const hasSnapshot = fs.existsSync(snapshotPath);
if (hasSnapshot) fs.writeFileSync(path.join(work, "from.prisma"), forPrisma6(fs.readFileSync(snapshotPath, "utf8")));

const pglite = await PGlite.create();
const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0 });
await server.start();
const url = `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`;

const requireFromPrisma6 = createRequire(
  createRequire(path.join(apiDir, "package.json")).resolve("prisma6/package.json"),
);
const configModule = pathToFileURL(requireFromPrisma6.resolve("@prisma/config")).href;
const adapterModule = pathToFileURL(
  createRequire(path.join(apiDir, "package.json")).resolve("@prisma/adapter-pg"),
).href;
fs.writeFileSync(
  path.join(work, "prisma.config.mjs"),
  `import { defineConfig } from ${JSON.stringify(configModule)};
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "to.prisma",
  async adapter() {
    const { PrismaPg } = await import(${JSON.stringify(adapterModule)});
    return new PrismaPg({ connectionString: ${JSON.stringify(url)} });
  },
});
`,
);

const cli = path.join(path.dirname(requireFromPrisma6.resolve("prisma6/package.json")), "build/index.js");
const args = [
  cli,
  "migrate",
  "diff",
  "--config",
  "prisma.config.mjs",
  ...(hasSnapshot ? ["--from-schema-datamodel", "from.prisma"] : ["--from-empty"]),
  "--to-schema-datamodel",
  "to.prisma",
  "--script",
];
const sql = await new Promise((resolve, reject) => {
  const child = spawn(process.execPath, args, {
    cwd: work,
    env: {
      ...process.env,
      DATABASE_URL: url,
      // Never loaded with engine "js"; the CLI only checks that the file exists.
      PRISMA_QUERY_ENGINE_LIBRARY: path.join(work, "to.prisma"),
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
      CHECKPOINT_DISABLE: "1",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.on("error", reject);
  child.on("exit", (code) =>
    code === 0 ? resolve(out) : reject(new Error(`prisma migrate diff exited with ${code}`)),
  );
});
await server.stop();
await pglite.close();
fs.rmSync(work, { recursive: true, force: true });

if (!/\b(CREATE|ALTER|DROP)\b/.test(sql)) {
  console.log("The schema matches the last migration: nothing to write.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
const dir = path.join(migrationsDir, `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, "migration.sql"), sql);
fs.writeFileSync(snapshotPath, current);
const lock = path.join(migrationsDir, "migration_lock.toml");
if (!fs.existsSync(lock)) fs.writeFileSync(lock, 'provider = "postgresql"\n');
console.log(`Wrote ${path.relative(process.cwd(), path.join(dir, "migration.sql"))}`);
