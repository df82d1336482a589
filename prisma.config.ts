// Prisma 7 CLI configuration (client generation). Migrations are written by
// apps/api/scripts/new-migration.mjs and applied by our own runner; see README.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
