// The overview's second row (issue 24), loaded after the counters: ratings (average, 1–5 bars,
// helpful / not helpful), the Hindi / Hinglish split, the most cited documents and the most asked
// topics of the last 30 days, and how often documents, charts and voice were used.
import { INSIGHT_DAYS, type TAdminInsights } from "@sachiv/contracts";
import { ChartColumn, FileSearch, Volume2 } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useAdminTabT } from "@/lib/i18n/use-admin-tab-t";

/** Feature use (issue 24), in the order of the app's navigation. */
const USAGE = [
  { feature: "document_analysis", icon: FileSearch },
  { feature: "chart", icon: ChartColumn },
  { feature: "voice_reply", icon: Volume2 },
] as const;

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

export function InsightsCard({ insights }: { insights: TAdminInsights }) {
  const ta = useAdminTabT();
  const { ratings, languages } = insights;
  const most = Math.max(1, ...ratings.distribution);
  const thumbs = ratings.thumbs_up + ratings.thumbs_down;
  const spoken = languages.hindi + languages.hinglish;
  return (
    <section aria-labelledby="insights-title" className="flex flex-col gap-3">
      <h2 id="insights-title" className="text-lg font-semibold">
        {ta("admin.insights.title", { days: INSIGHT_DAYS })}
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        <Card className="flex flex-col gap-2 p-5" data-testid="insights-ratings">
          <h3 className="text-sm font-medium text-muted-foreground">{ta("admin.insights.ratings")}</h3>
          <p className="text-base font-semibold">
            {ratings.average === null
              ? ta("admin.insights.noRatings")
              : ta("admin.insights.average", { average: ratings.average, count: ratings.count })}
          </p>
          <ol className="flex flex-col gap-1" aria-label={ta("admin.insights.ratings")}>
            {ratings.distribution.map((n, i) => (
              <li key={i} className="flex items-center gap-2 text-sm tabular-nums">
                <span className="w-8 shrink-0">{ta("admin.insights.stars", { stars: i + 1 })}</span>
                <span className="h-3 flex-1 rounded bg-muted">
                  <span className="block h-3 rounded bg-accent" style={{ width: `${(n / most) * 100}%` }} />
                </span>
                <span className="w-10 shrink-0 text-right">{n}</span>
              </li>
            ))}
          </ol>
          <p className="text-sm text-muted-foreground">
            {ta("admin.insights.thumbs", {
              up: ratings.thumbs_up,
              down: ratings.thumbs_down,
              share: percent(ratings.thumbs_down, thumbs),
            })}
          </p>
        </Card>
        <Card className="flex flex-col gap-3 p-5" data-testid="insights-languages">
          <h3 className="text-sm font-medium text-muted-foreground">{ta("admin.insights.languages")}</h3>
          <p className="text-base font-semibold">
            {ta("admin.insights.languageSplit", {
              hindi: percent(languages.hindi, spoken),
              hinglish: spoken > 0 ? 100 - percent(languages.hindi, spoken) : 0,
            })}
          </p>
          <span className="flex h-3 overflow-hidden rounded bg-muted" aria-hidden>
            <span className="bg-primary" style={{ width: `${percent(languages.hindi, spoken)}%` }} />
          </span>
          <h3 className="mt-2 text-sm font-medium text-muted-foreground">{ta("admin.insights.topics")}</h3>
          {insights.top_topics.length === 0 ? (
            <p className="text-sm text-muted-foreground">{ta("admin.insights.none")}</p>
          ) : (
            <ul className="flex flex-wrap gap-1.5">
              {insights.top_topics.map((t) => (
                <li key={t.topic} className="rounded-full bg-primary-soft px-2.5 py-0.5 text-sm text-primary">
                  {t.topic} · {t.count}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card className="flex flex-col gap-3 p-5 md:col-span-2" data-testid="insights-usage">
          <h3 className="text-sm font-medium text-muted-foreground">{ta("admin.insights.usage")}</h3>
          <ul className="grid gap-3 sm:grid-cols-3">
            {USAGE.map(({ feature, icon: Icon }) => (
              <li key={feature} className="flex items-center gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="text-2xl font-bold tabular-nums">
                    {insights.usage[feature].count.toLocaleString("en-IN")}
                  </span>
                  <span className="text-sm">{ta(`admin.insights.usage.${feature}`)}</span>
                  <span className="text-xs text-muted-foreground">
                    {ta("admin.insights.usage.users", { users: insights.usage[feature].users })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card className="flex flex-col gap-2 p-5 md:col-span-2" data-testid="insights-documents">
          <h3 className="text-sm font-medium text-muted-foreground">{ta("admin.insights.documents")}</h3>
          {insights.top_documents.length === 0 ? (
            <p className="text-sm text-muted-foreground">{ta("admin.insights.none")}</p>
          ) : (
            <ol className="flex flex-col gap-1 text-sm">
              {insights.top_documents.map((d) => (
                <li key={d.id} className="flex justify-between gap-3">
                  <span className="min-w-0 truncate">{d.title}</span>
                  <span className="shrink-0 text-muted-foreground tabular-nums">
                    {ta("admin.insights.citations", { count: d.citations })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </section>
  );
}
