// One glossary term: the term, its category, meaning and example, and a speaker button that reads
// the term, the meaning, then 'Example:' and the example.
import type { TLocalizedGlossaryTerm } from "@sachiv/contracts";
import { Square, Volume2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/use-language";
import { GLOSSARY_BADGE, GLOSSARY_LABEL_KEYS } from "./glossary-style";

/** What the speaker button reads, in order. */
export function termReadingParts(term: TLocalizedGlossaryTerm, exampleLabel: string): string[] {
  return [term.term, term.meaning, `${exampleLabel} ${term.example}`];
}

export function TermCard({
  term,
  speaking,
  onSpeak,
}: {
  term: TLocalizedGlossaryTerm;
  speaking: boolean;
  onSpeak: () => void;
}) {
  const tr = useT();
  const label = speaking ? tr("glossary.stop") : tr("glossary.listen", { term: term.term });
  return (
    <Card className={cn("flex w-full flex-col gap-3 p-4 sm:p-5", speaking && "border-accent ring-2 ring-accent/30")}>
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1.5">
          <h2 className="text-lg font-semibold leading-snug text-primary">{term.term}</h2>
          <p lang="en" className="text-sm text-muted-foreground">
            {term.english}
          </p>
          <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", GLOSSARY_BADGE[term.category])}>
            {tr(GLOSSARY_LABEL_KEYS[term.category])}
          </span>
        </div>
        <Button
          variant={speaking ? "outline" : "secondary"}
          size="icon"
          onClick={onSpeak}
          aria-label={label}
          title={label}
          className={cn("shrink-0 rounded-full", speaking && "border-destructive/40 text-destructive")}
        >
          {speaking ? <Square className="fill-current" aria-hidden /> : <Volume2 aria-hidden />}
        </Button>
      </div>
      <p className="text-base leading-relaxed">{term.meaning}</p>
      <p className="rounded-xl border-l-4 border-accent bg-accent-soft/60 px-3 py-2 text-sm leading-relaxed">
        <span className="font-semibold">{tr("glossary.example")}</span> {term.example}
      </p>
    </Card>
  );
}
