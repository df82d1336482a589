// Generates the Prisma 7 client offline. Prisma's CLI insists on locating its native schema
// engine even though `generate` never runs it, and that engine is not on npm; pointing the
// variable at any existing file satisfies the check (see shared/FINDINGS.md).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const schema = path.resolve(apiDir, "../../prisma/schema.prisma");
const result = spawnSync(path.join(apiDir, "node_modules/.bin/prisma"), ["generate", "--schema", schema], {
  cwd: apiDir,
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? schema,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
process.exit(result.status ?? 1);
