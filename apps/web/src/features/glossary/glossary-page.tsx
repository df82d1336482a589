// /glossary: search (term or meaning) and category, applied together; the search also crosses
// scripts (job card → जॉब कार्ड, manrega → मनरेगा: glossary-search.ts). Term cards with a speaker
// button. Bundled: works offline. The 174 terms are a chunk of their own, loaded when the page
// opens, so the page's first load stays within its budget (first-load-budget.test.ts).
import { GLOSSARY_TERM_COUNT, type TGlossaryCategoryFilter, type TGlossaryTerm } from "@sachiv/contracts";
import { localizeGlossaryTerm } from "@sachiv/content";
import { BookOpen, SearchX } from "lucide-react";
import { useEffect, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useLanguage, useT } from "@/lib/i18n/use-language";
import { useReadAloud } from "@/lib/speech/use-read-aloud";
import { GlossaryFilters } from "./glossary-filters";
import { searchGlossaryAcrossScripts } from "./glossary-search";
import { TermCard, termReadingParts } from "./term-card";

export function GlossaryPage() {
  const tr = useT();
  const [language] = useLanguage();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<TGlossaryCategoryFilter>("all");
  const readAloud = useReadAloud();
  const [glossaryTerms, setGlossaryTerms] = useState<readonly TGlossaryTerm[] | null>(null);
  useEffect(() => {
    let live = true;
    void import("@sachiv/content/glossary").then((data) => {
      if (live) setGlossaryTerms(data.glossaryTerms);
    });
    return () => {
      live = false;
    };
  }, []);

  const terms = searchGlossaryAcrossScripts(glossaryTerms ?? [], { query, category, language }).map((term) =>
    localizeGlossaryTerm(term, language),
  );
  const reset = () => {
    setQuery("");
    setCategory("all");
  };

  return (
    <section className="flex flex-col gap-5">
      <PageHeader
        icon={BookOpen}
        title={tr("page.glossary.title")}
        subtitle={tr("glossary.subtitle", { count: GLOSSARY_TERM_COUNT })}
      />
      <GlossaryFilters query={query} category={category} onQueryChange={setQuery} onCategoryChange={setCategory} />
      {glossaryTerms === null ? (
        <div aria-busy="true" className="grid gap-3 lg:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-40 animate-pulse rounded-2xl bg-muted" />
          ))}
        </div>
      ) : (
        <p className="text-sm font-medium text-muted-foreground" aria-live="polite">
          {tr("glossary.resultCount", { count: terms.length })}
        </p>
      )}
      {glossaryTerms === null ? null : terms.length === 0 ? (
        <div
          role="status"
          className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border bg-card px-5 py-10 text-center"
        >
          <SearchX className="mb-1 size-10 text-muted-foreground" aria-hidden />
          <p className="text-lg font-semibold">{tr("glossary.emptyTitle")}</p>
          <p className="text-sm text-muted-foreground">{tr("glossary.emptyHint")}</p>
          <Button variant="secondary" size="sm" onClick={reset} className="mt-2">
            {tr("glossary.clear")}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {terms.map((term) => {
            const key = `term-${term.id}`;
            return (
              <li key={term.id} className="flex">
                <TermCard
                  term={term}
                  speaking={readAloud.speakingKey === key}
                  onSpeak={() => readAloud.toggle(key, termReadingParts(term, tr("glossary.example")))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
