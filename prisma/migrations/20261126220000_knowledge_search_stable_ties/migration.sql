-- Hand-written (Prisma's schema cannot declare a function): knowledge_search as in
-- 20261126154000_knowledge_search_passage_structure, its scores unchanged, but passages that tie
-- are ordered by a stable key — their document's title, then its content hash, then the passage's
-- ordinal — instead of their random ids, so the same knowledge base gives the same order on
-- every run (and every copy of it). Scores are compared rounded to 9 decimals, so sums whose
-- rounding differs with the order they were added in still tie. Same signature: replaced in place.

CREATE OR REPLACE FUNCTION knowledge_search(
  p_terms text[],
  p_weights float8[],
  p_concepts int[],
  p_concept_count int,
  p_limit int,
  p_with_passages boolean,
  p_hit_budget int,
  p_scored int,
  p_candidates int,
  p_tf_boost float8,
  p_max_term_rank float8
)
RETURNS TABLE ("chunkId" text, relevance float8, "documentId" text, content text, title text, "sourceUrl" text,
               "sectionPath" text, page int, kind text)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
AS $fn$
#variable_conflict use_column
DECLARE
  n float8;
  r record;
  w float8;
  -- the terms some passage holds ("live"), in the question's order
  l_term text[] := '{}';
  l_w float8[] := '{}';
  l_df int[] := '{}';
  l_concept int[] := '{}';
  l_sel boolean[] := '{}';
  all_one_word boolean := true;
  -- per concept (index concept + 1): its best weight among terms with passages, whether seen
  best float8[];
  seen boolean[];
  rest_best float8[];
  found_sum float8 := 0;
  found_n int := 0;
  seen_n int := 0;
  average float8;
  possible float8;
  rest float8 := 0;
  rank_bound float8;
  hits bigint := 0;
  sel_n int := 0;
  total_concepts int := coalesce((SELECT max(x) + 1 FROM unnest(p_concepts) x), 0);
BEGIN
  SELECT k.df INTO n FROM knowledge_terms k WHERE k.term = '';
  IF n IS NULL THEN
    RETURN QUERY SELECT NULL::text, NULL::float8, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::int, NULL::text;
    RETURN;
  END IF;
  best := array_fill(NULL::float8, ARRAY[greatest(total_concepts, 1)]);
  seen := array_fill(false, ARRAY[greatest(total_concepts, 1)]);
  rest_best := array_fill(NULL::float8, ARRAY[greatest(total_concepts, 1)]);

  -- Document frequencies: one word from the stored counts, several words counted on the index;
  -- NULL when the term has no word to search (it is no part of the question).
  FOR r IN
    SELECT t.i, t.term, t.weight, t.concept, cardinality(t.lx) AS words,
      CASE WHEN numnode(t.q) = 0 THEN NULL
           WHEN cardinality(t.lx) = 1 THEN coalesce((SELECT k.df FROM knowledge_terms k WHERE k.term = t.lx[1]), 0)
           ELSE (SELECT count(*) FROM knowledge_chunks c
                 WHERE c.search_vector @@ t.q
                   AND NOT EXISTS (SELECT 1 FROM knowledge_chunks sc JOIN knowledge_documents sd ON sd.id = sc.document_id
                                   WHERE sc.id = c.id AND sd.superseded_at IS NOT NULL))::int
      END AS df
    FROM (SELECT u.i, u.term, u.weight, u.concept, plainto_tsquery('simple', u.term) AS q,
                 tsvector_to_array(to_tsvector('simple', u.term)) AS lx
          FROM unnest(p_terms, p_weights, p_concepts) WITH ORDINALITY AS u(term, weight, concept, i)) t
    ORDER BY t.i
  LOOP
    CONTINUE WHEN r.df IS NULL;
    w := r.weight * ln(1 + (n - r.df + 0.5) / (r.df + 0.5));
    -- A concept no passage has counts like an average concept of the question.
    IF r.concept < p_concept_count THEN
      IF r.df > 0 THEN
        best[r.concept + 1] := CASE WHEN best[r.concept + 1] IS NULL THEN w ELSE greatest(best[r.concept + 1], w) END;
      END IF;
      seen[r.concept + 1] := true;
    END IF;
    IF r.df > 0 THEN
      l_term := l_term || r.term;
      l_w := l_w || w;
      l_df := l_df || r.df;
      l_concept := l_concept || r.concept;
      IF r.words <> 1 THEN all_one_word := false; END IF;
    END IF;
  END LOOP;

  FOR i IN 1 .. coalesce(array_length(best, 1), 0) LOOP
    IF seen[i] THEN
      seen_n := seen_n + 1;
      IF best[i] IS NOT NULL THEN
        found_sum := found_sum + best[i];
        found_n := found_n + 1;
      END IF;
    END IF;
  END LOOP;
  average := CASE WHEN found_n > 0 THEN found_sum / found_n ELSE 1 END;
  possible := found_sum + (seen_n - found_n) * average;
  IF coalesce(array_length(l_term, 1), 0) = 0 OR possible <= 0 THEN
    RETURN;
  END IF;
  rank_bound := CASE WHEN all_one_word THEN p_max_term_rank ELSE 1 END;

  -- Candidates from the most selective terms while their passages fit the budget.
  l_sel := array_fill(false, ARRAY[array_length(l_term, 1)]);
  FOR r IN
    SELECT x.i::int AS i, x.df FROM unnest(l_w, l_df) WITH ORDINALITY AS x(w, df, i) ORDER BY x.w DESC, x.df, x.i
  LOOP
    CONTINUE WHEN sel_n > 0 AND hits + r.df > p_hit_budget;
    l_sel[r.i] := true;
    sel_n := sel_n + 1;
    hits := hits + r.df;
  END LOOP;
  -- The most a passage can score by the other terms: each concept's best weight there.
  FOR i IN 1 .. array_length(l_term, 1) LOOP
    IF NOT l_sel[i] THEN
      rest_best[l_concept[i] + 1] := greatest(coalesce(rest_best[l_concept[i] + 1], 0), l_w[i]);
    END IF;
  END LOOP;
  FOR i IN 1 .. coalesce(array_length(rest_best, 1), 0) LOOP
    rest := rest + coalesce(rest_best[i], 0);
  END LOOP;

  RETURN QUERY
  WITH terms AS MATERIALIZED (
    SELECT t.i, plainto_tsquery('simple', t.term) AS q, t.w, t.concept, t.selective
    FROM unnest(l_term, l_w, l_concept, l_sel) WITH ORDINALITY AS t(term, w, concept, selective, i)
  ),
  -- The index is read for the selective terms only, term by term (OFFSET 0 keeps the planner
  -- from scanning every passage once and testing each vector against each term).
  hits AS (
    SELECT h.chunk_id, t.concept, max(t.w) AS w
    FROM terms t CROSS JOIN LATERAL (
      SELECT c.id AS chunk_id FROM knowledge_chunks c WHERE c.search_vector @@ t.q OFFSET 0
    ) h
    WHERE t.selective
    GROUP BY h.chunk_id, t.concept
  ),
  -- Passages of superseded documents are not searched (knowledge/superseded.ts).
  -- dt, dh, o: the stable key that orders passages of equal score.
  pre AS MATERIALIZED (
    SELECT h.chunk_id, sum(h.w) AS s, d.title COLLATE "C" AS dt, d.content_hash COLLATE "C" AS dh, c.ordinal AS o
    FROM hits h
    JOIN knowledge_chunks c ON c.id = h.chunk_id
    JOIN knowledge_documents d ON d.id = c.document_id
    WHERE d.superseded_at IS NULL
    GROUP BY h.chunk_id, d.title, d.content_hash, c.ordinal
    ORDER BY round(sum(h.w)::numeric, 9) DESC, dt, dh, o
    LIMIT p_scored
  ),
  -- A passage whose partial score, plus the most the other terms could add, stays below the
  -- partial score of as many passages as there are candidates cannot be one: its vector (a
  -- TOAST read, the costly part) is not read.
  vectors AS MATERIALIZED (
    -- || '' makes a copy: the vector is read from its TOAST table once, not once per term.
    SELECT p.chunk_id, c.search_vector || ''::tsvector AS v FROM pre p JOIN knowledge_chunks c ON c.id = p.chunk_id
    WHERE p.s + rest >= coalesce((SELECT pp.s FROM pre pp ORDER BY pp.s DESC LIMIT 1 OFFSET p_candidates - 1), 0)
  ),
  -- Every term, on the candidates only.
  matched AS (
    SELECT x.chunk_id, t.concept, max(t.w) AS w
    FROM vectors x JOIN terms t ON x.v @@ t.q
    GROUP BY x.chunk_id, t.concept
  ),
  candidates AS MATERIALIZED (
    SELECT m.chunk_id, sum(m.w) AS base, coalesce(sum(m.w) FILTER (WHERE m.concept < p_concept_count), 0) AS rel,
           p.dt, p.dh, p.o
    FROM matched m JOIN pre p ON p.chunk_id = m.chunk_id
    GROUP BY m.chunk_id, p.dt, p.dh, p.o
    ORDER BY round(sum(m.w)::numeric, 9) DESC, p.dt, p.dh, p.o
    LIMIT p_candidates
  ),
  -- ts_rank adds at most tf_boost * rank_bound of a passage's base: a passage below the
  -- limit-th base by more than that cannot reach the results.
  kth AS (
    SELECT coalesce((SELECT cc.base FROM candidates cc ORDER BY cc.base DESC LIMIT 1 OFFSET p_limit - 1), 0) AS base
  ),
  tf AS (
    SELECT x.chunk_id, sum(x.tf) AS tf FROM (
      SELECT cand.chunk_id, t.concept, max(t.w * ts_rank(v.v, t.q)) AS tf
      FROM candidates cand CROSS JOIN kth
      JOIN vectors v ON v.chunk_id = cand.chunk_id
      JOIN terms t ON v.v @@ t.q
      WHERE cand.base * (1 + p_tf_boost * rank_bound) >= kth.base
      GROUP BY cand.chunk_id, t.concept
    ) x GROUP BY x.chunk_id
  ),
  ranked AS (
    SELECT cand.chunk_id, cand.rel, round((cand.base + p_tf_boost * coalesce(tf.tf, 0))::numeric, 9) AS score,
           cand.dt, cand.dh, cand.o
    FROM candidates cand LEFT JOIN tf ON tf.chunk_id = cand.chunk_id
    ORDER BY score DESC, cand.dt, cand.dh, cand.o
    LIMIT p_limit
  )
  SELECT rk.chunk_id::text, (rk.rel / possible)::float8,
         CASE WHEN p_with_passages THEN c.document_id::text END,
         CASE WHEN p_with_passages THEN c.content END,
         CASE WHEN p_with_passages THEN d.title END,
         CASE WHEN p_with_passages THEN d.source_url END,
         CASE WHEN p_with_passages THEN c.section_path END,
         CASE WHEN p_with_passages THEN c.page END,
         CASE WHEN p_with_passages THEN c.kind END
  FROM ranked rk
  JOIN knowledge_chunks c ON c.id = rk.chunk_id
  JOIN knowledge_documents d ON d.id = c.document_id
  ORDER BY rk.score DESC, rk.dt, rk.dh, rk.o;
END
$fn$;
