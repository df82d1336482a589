// Feature use as a service (`app.usage`, issue 24): the routes of document analysis, charts and
// spoken replies record each use; the admins' statistics count them over the last days, per
// feature, with how many users — a scoped admin's only over their users.
import fp from "fastify-plugin";
import type { TDb } from "../../db/client.ts";
import { andUserInScope, type TAdminScope } from "../../lib/admin-scope.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    usage: TUsageService;
  }
}

export const USAGE_FEATURES = ["document_analysis", "chart", "voice_reply"] as const;
export type TUsageFeature = (typeof USAGE_FEATURES)[number];
export type TUsageCounts = Record<TUsageFeature, { count: number; users: number }>;

type TLog = (msg: string, err?: unknown) => void;

export function createUsageService(db: TDb, log: TLog) {
  return {
    /** Records one use in the background: a statistic never slows or fails the user's request. */
    record(feature: TUsageFeature, userId: string | null): void {
      void db.usageEvent.create({ data: { feature, userId } }).catch((err: unknown) => log("usage: not recorded", err));
    },

    async counts(since: Date, scope: TAdminScope = null): Promise<TUsageCounts> {
      const rows = await db.$queryRaw<{ feature: string; n: bigint; users: bigint }[]>`
        SELECT feature, count(*) AS n, count(DISTINCT user_id) AS users FROM usage_events c
        WHERE created_at >= ${since} ${andUserInScope(scope)} GROUP BY feature`;
      const of = (feature: TUsageFeature) => {
        const row = rows.find((r) => r.feature === feature);
        return { count: Number(row?.n ?? 0), users: Number(row?.users ?? 0) };
      };
      return { document_analysis: of("document_analysis"), chart: of("chart"), voice_reply: of("voice_reply") };
    },
  };
}

export type TUsageService = ReturnType<typeof createUsageService>;

export default fp(
  async (app) => {
    app.decorate(
      "usage",
      createUsageService(app.db, (msg, err) => app.log.warn({ err }, msg)),
    );
  },
  { name: "usage", dependencies: ["database"] },
);
