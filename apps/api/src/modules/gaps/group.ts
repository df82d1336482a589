// Groups flagged questions by what they ask: a question joins the group whose first question is
// closest to it (lib/question-similarity), found through an index of tokens to groups, so the
// cost grows with the questions, not with questions × groups.
import type { TGapGroup, TGapQuestion, TGapReason, TLanguage } from "@sachiv/contracts";
import { SAME_GAP, isSameQuestion } from "../../lib/question-similarity.ts";

export type TFlaggedQuestion = TGapQuestion & { terms: string[] };

type TBuilding = { terms: string[]; set: Set<string>; members: TFlaggedQuestion[] };

/** Questions newest first in, groups most asked first out (each group's questions newest first). */
export function groupQuestions(
  questions: TFlaggedQuestion[],
  handled: { terms: string[]; handledAt: Date; approvedAnswerId: string | null }[],
): (Omit<TGapGroup, "handled_at"> & { handledAt: Date | null })[] {
  const groups: TBuilding[] = [];
  const byTerm = new Map<string, TBuilding[]>();
  // Oldest first: a group keeps the terms (and key) of its first question as newer ones join.
  for (const q of [...questions].reverse()) {
    let best: TBuilding | undefined;
    let bestScore = 0;
    const seen = new Set<TBuilding>();
    // similarity() and isSameQuestion(…, SAME_GAP) with each side's token set built once (the
    // same arithmetic, so the same scores and ties; test/knowledge-gaps-grouping.test.ts).
    const qSet = new Set(q.terms);
    // A group this close shares at least half of the question's tokens (Jaccard ≥ 0.5), so it
    // holds one of any ⌊n/2⌋+1 of them: only the rarest are looked up, not "gram" or "yojana",
    // which every group has.
    const rarest = [...q.terms]
      .sort((a, b) => (byTerm.get(a)?.length ?? 0) - (byTerm.get(b)?.length ?? 0))
      .slice(0, Math.floor(q.terms.length / 2) + 1);
    for (const t of rarest)
      for (const g of byTerm.get(t) ?? []) {
        if (seen.has(g)) continue;
        seen.add(g);
        if (qSet.size === 0 || g.set.size === 0) continue;
        let shared = 0;
        for (const t of qSet) if (g.set.has(t)) shared++;
        const score = shared / (g.set.size + qSet.size - shared);
        if (score > bestScore && score >= SAME_GAP && shared >= Math.min(2, qSet.size, g.set.size))
          [best, bestScore] = [g, score];
      }
    if (best) {
      best.members.push(q);
      continue;
    }
    const group = { terms: q.terms, set: qSet, members: [q] };
    groups.push(group);
    for (const t of q.terms) {
      const list = byTerm.get(t);
      if (list) list.push(group);
      else byTerm.set(t, [group]);
    }
  }
  return groups
    .map((g) => {
      g.members.reverse(); // newest first
      const newest = g.members[0]!;
      const oldest = g.members[g.members.length - 1]!;
      const count = <T extends string>(values: T[]) => {
        const counts = new Map<T, number>();
        for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
        return [...counts].sort((a, b) => b[1] - a[1]);
      };
      const state = handled.find((h) => isSameQuestion(h.terms, g.terms, SAME_GAP));
      return {
        key: g.terms.join(" "),
        // The group is named by its first question: the one its key comes from.
        question: oldest.text,
        count: g.members.length,
        languages: count<TLanguage>(g.members.map((m) => m.language)).map(([language, n]) => ({ language, count: n })),
        channels: [...new Set(g.members.map((m) => m.channel))],
        reasons: count<TGapReason>(g.members.flatMap((m) => m.reasons)).map(([reason, n]) => ({ reason, count: n })),
        first_seen: oldest.asked_at,
        last_seen: newest.asked_at,
        handledAt: state && state.handledAt.toISOString() >= newest.asked_at ? state.handledAt : null,
        approved_answer_id: state?.approvedAnswerId ?? null,
        questions: g.members.slice(0, 10).map(({ terms: _terms, ...question }) => question),
      };
    })
    .sort((a, b) => b.count - a.count || (b.last_seen > a.last_seen ? 1 : -1));
}
