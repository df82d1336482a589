// One module: Go Back, Listen/Stop (reads the title, then the points), the numbered points under
// 'You need to learn all this', and the congratulation card.
import { academyModules, localizeAcademyModule, type TUiLanguage } from "@sachiv/content";
import type { TAcademyModule } from "@sachiv/contracts";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, ArrowRight, LayoutGrid, PartyPopper, Square, Volume2 } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useLanguage, useT } from "@/lib/i18n/use-language";
import { useReadAloud } from "@/lib/speech/use-read-aloud";
import { MODULE_STYLE } from "./module-style";

/** What Listen reads: the title, then every point. */
export function moduleReadingParts(module: TAcademyModule, language: TUiLanguage): string[] {
  const localized = localizeAcademyModule(module, language);
  return [localized.title, ...localized.content];
}

export function ModuleDetail({ source, onBack }: { source: TAcademyModule; onBack: () => void }) {
  const tr = useT();
  const [language] = useLanguage();
  const module = localizeAcademyModule(source, language);
  const style = MODULE_STYLE[module.color];
  const readAloud = useReadAloud();
  const speaking = readAloud.speakingKey !== null;
  // Part 0 is the title; points are parts 1..7.
  const pointBeingRead = speaking && readAloud.partIndex !== null ? readAloud.partIndex - 1 : null;
  const next = academyModules.find((m) => m.id === module.id + 1);

  return (
    <article className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
          <ArrowLeft aria-hidden />
          {tr("academy.goBack")}
        </Button>
        <Button
          variant={speaking ? "outline" : "accent"}
          onClick={() => readAloud.toggle(`module-${module.id}`, moduleReadingParts(source, language))}
          className={cn("min-w-28", speaking && "border-destructive/40 text-destructive hover:bg-destructive-soft")}
        >
          {speaking ? <Square className="fill-current" aria-hidden /> : <Volume2 aria-hidden />}
          {speaking ? tr("academy.stop") : tr("academy.listen")}
        </Button>
      </div>

      <header className={cn("flex items-start gap-4 rounded-2xl border p-4 sm:p-6", style.soft)}>
        <span
          className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/80 text-3xl shadow-xs sm:size-16 sm:text-4xl"
          aria-hidden
        >
          {module.emoji}
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <p className={cn("text-sm font-semibold", style.ink)}>{tr("academy.moduleNumber", { number: module.id })}</p>
          <h1 className="text-2xl font-bold leading-snug text-balance sm:text-3xl">{module.title}</h1>
          <p className="text-sm leading-relaxed text-foreground/80 sm:text-base">{module.description}</p>
        </div>
      </header>

      <section aria-labelledby="learn-heading" className="flex flex-col gap-3">
        <h2 id="learn-heading" className="text-xl font-semibold leading-snug">
          {tr("academy.learnHeading")}
        </h2>
        <ol className="flex flex-col gap-2.5">
          {module.content.map((point, index) => (
            <li
              key={point}
              className={cn(
                "flex gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs transition-colors",
                pointBeingRead === index && "border-accent bg-accent-soft",
              )}
            >
              <span
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums",
                  style.bubble,
                )}
                aria-hidden
              >
                {index + 1}
              </span>
              <p className="min-w-0 text-base leading-relaxed">{point}</p>
            </li>
          ))}
        </ol>
      </section>

      <Card className="flex flex-col items-center gap-3 border-success/25 bg-success-soft px-5 py-6 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-white text-success shadow-xs">
          <PartyPopper className="size-7" aria-hidden />
        </span>
        <h2 className="text-xl font-bold leading-snug text-success">{tr("academy.congratsTitle")}</h2>
        <p className="max-w-md text-sm leading-relaxed text-foreground/80">
          {tr("academy.congratsText", { count: module.content.length })}
        </p>
        <div className="flex flex-wrap justify-center gap-2 pt-1">
          {next && (
            // Replace: Go Back should still lead to the list, not to the module before.
            <Link to="/academy" search={{ module: next.id }} replace className={buttonVariants({ variant: "default" })}>
              {tr("academy.nextModule")}
              <span className="sr-only">{`: ${localizeAcademyModule(next, language).title}`}</span>
              <ArrowRight aria-hidden />
            </Link>
          )}
          <Button variant="outline" onClick={onBack}>
            <LayoutGrid aria-hidden />
            {tr("academy.allModules")}
          </Button>
        </div>
      </Card>
    </article>
  );
}
