// The Prisma client over a PostgreSQL connection pool (embedded PGlite or a real server).
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client.ts";

export type TDb = PrismaClient;

export function createDbClient(url: string, maxConnections = 10): TDb {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: maxConnections }) });
}

export * from "../generated/prisma/client.ts";
