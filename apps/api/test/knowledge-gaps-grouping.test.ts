// The gap grouping's faster set arithmetic (modules/gaps/group.ts, issue 24 at 100,000
// conversations) groups exactly as before: the same groups, keys, counts, order and handled marks
// on a varied sample — Hindi, Hinglish and English questions sharing more or fewer concepts,
// single-token and empty questions, repeated tokens, ties in score and in time.
import { describe, expect, it } from "vitest";
import type { TGapGroup, TGapReason, TLanguage } from "@sachiv/contracts";
import { SAME_GAP, isSameQuestion, similarity } from "../src/lib/question-similarity.ts";
import { groupQuestions, type TFlaggedQuestion } from "../src/modules/gaps/group.ts";

// The grouping as it was before (commit b325144), kept here as the reference.
type TBuilding = { terms: string[]; members: TFlaggedQuestion[] };

/** Questions newest first in, groups most asked first out (each group's questions newest first). */
function groupQuestionsBefore(
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
        const score = similarity(q.terms, g.terms);
        if (score > bestScore && isSameQuestion(q.terms, g.terms, SAME_GAP)) [best, bestScore] = [g, score];
      }
    if (best) {
      best.members.push(q);
      continue;
    }
    const group = { terms: q.terms, members: [q] };
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

/** A deterministic pseudo-random sequence (no flaky samples). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const CONCEPTS = [
  "manrega",
  "job",
  "card",
  "gram",
  "sabha",
  "meeting",
  "awas",
  "yojana",
  "kist",
  "finance",
  "commission",
  "jal",
  "jeevan",
  "mission",
  "nal",
  "gpdp",
  "plan",
  "rti",
  "jawab",
  "shauchalay",
  "rashi",
  "drone",
  "didi",
  "subsidy",
  "tractor",
  "solar",
  "pump",
  "pension",
  "ration",
  "aadhaar",
];
const REASONS: TGapReason[] = ["not_found", "not_stated", "thumbs_down", "low_rating"];

function sample(seed: number, n: number): TFlaggedQuestion[] {
  const r = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  // A few "topics" (concept sets); each question is a topic with tokens dropped, added or repeated.
  const topics = Array.from({ length: 12 }, () =>
    Array.from({ length: 2 + Math.floor(r() * 6) }, () => pick(CONCEPTS)),
  );
  const start = Date.parse("2026-01-01T00:00:00Z");
  const questions = Array.from({ length: n }, (_, i) => {
    const roll = r();
    let terms: string[];
    if (roll < 0.03) terms = [];
    else if (roll < 0.08) terms = [pick(CONCEPTS)];
    else {
      terms = pick(topics).filter(() => r() > 0.25);
      while (r() < 0.4) terms.push(pick(CONCEPTS));
      if (r() < 0.1 && terms.length > 0) terms.push(terms[0]!); // a repeated token
    }
    const sorted = r() < 0.9 ? [...new Set(terms)].sort() : terms;
    const language: TLanguage = r() < 0.5 ? "hindi" : "hinglish";
    return {
      question_id: `q${i}`,
      answer_id: r() < 0.8 ? `a${i}` : null,
      conversation_id: `c${Math.floor(i / 3)}`,
      text: `${language} ${sorted.join(" ")} #${i}`,
      language,
      channel: r() < 0.7 ? "app" : "whatsapp",
      // Some questions share a second (ties in time).
      asked_at: new Date(start + Math.floor(i / (r() < 0.2 ? 2 : 1)) * 1000).toISOString(),
      reasons: [...new Set([pick(REASONS), pick(REASONS)])],
      terms: sorted,
    } satisfies TFlaggedQuestion;
  });
  return questions.reverse(); // newest first, as the service passes them
}

describe("gap grouping", () => {
  it("groups a varied sample exactly as the grouping before it", () => {
    let groupsSeen = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const questions = sample(seed, 50 + seed * 25);
      const r = random(seed * 7);
      const handled = questions
        .filter(() => r() < 0.05)
        .map((q, i) => ({
          terms: q.terms,
          handledAt: new Date(Date.parse(q.asked_at) + (i % 2 === 0 ? 1000 : -1000)),
          approvedAnswerId: i % 3 === 0 ? `approved${i}` : null,
        }));
      const now = groupQuestions(questions, handled);
      expect(now).toEqual(groupQuestionsBefore(questions, handled));
      groupsSeen += now.length;
    }
    expect(groupsSeen).toBeGreaterThan(400); // the sample does make many groups, not one
  });
});
