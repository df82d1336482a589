// What the admins' statistics add about conversations (issue 24): the ratings (average and 1–5
// distribution), the Hindi / Hinglish split of recent conversations, and the topics recent first
// questions name. Each read is bounded (an index range or the newest few hundred conversations),
// so the dashboard stays fast at 100,000 conversations.
import type { TDb } from "../../db/client.ts";
import { andUserInScope, type TAdminScope } from "../../lib/admin-scope.ts";
import { LEXICON } from "../../lib/text/lexicon.ts";

/** Recent conversations read for the language split and the topics. */
const RECENT = 2000;
const TOPIC_SAMPLE = 500;
const TOP = 8;

/** A lexicon concept's name as an admin reads it: its first Latin form with a space ("gram sabha"). */
const topicNames = new Map(
  LEXICON.map((g) => [
    g.canonical,
    g.forms.find((f) => /^[a-z0-9 -]+$/.test(f) && f.includes(" ")) ?? g.forms[0] ?? g.canonical,
  ]),
);

/** A scoped admin (issue 24) reads only their users' conversations and ratings. */
export async function conversationInsights(db: TDb, since: Date, scope: TAdminScope = null) {
  const [ratings, languages, firstQuestions] = await Promise.all([
    db.$queryRaw<{ rating: number; n: bigint }[]>`
      SELECT rating, count(*) AS n FROM ratings r WHERE updated_at >= ${since} ${andUserInScope(scope, "r.user_id")} GROUP BY rating`,
    db.$queryRaw<{ language: string; n: bigint }[]>`
      SELECT language, count(*) AS n FROM (
        SELECT language FROM conversations c WHERE created_at >= ${since} ${andUserInScope(scope)} ORDER BY created_at DESC LIMIT ${RECENT}
      ) recent GROUP BY language`,
    db.$queryRaw<{ search_text: string | null }[]>`
      SELECT q.search_text FROM (
        SELECT id FROM conversations c WHERE created_at >= ${since} ${andUserInScope(scope)} ORDER BY created_at DESC LIMIT ${TOPIC_SAMPLE}
      ) c
      JOIN LATERAL (
        SELECT m.search_text FROM messages m WHERE m.conversation_id = c.id AND m.role = 'user'
        ORDER BY m.created_at, m.id LIMIT 1
      ) q ON true`,
  ]);
  const distribution = [1, 2, 3, 4, 5].map((stars) => Number(ratings.find((r) => r.rating === stars)?.n ?? 0));
  const count = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
  const topics = new Map<string, number>();
  for (const { search_text } of firstQuestions)
    for (const token of new Set((search_text ?? "").split(" ")))
      if (topicNames.has(token)) topics.set(token, (topics.get(token) ?? 0) + 1);
  const byLanguage = (l: string) => Number(languages.find((r) => r.language === l)?.n ?? 0);
  return {
    ratings: { count, average: count > 0 ? Math.round((sum / count) * 10) / 10 : null, distribution },
    languages: { hindi: byLanguage("hindi"), hinglish: byLanguage("hinglish") },
    topTopics: [...topics]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([token, n]) => ({ topic: topicNames.get(token)!, count: n })),
  };
}
