// The six module cards (emoji, "Module N", title, description, Start Learning) and, at the end,
// the encouragement banner.
import { academyModules, localizeAcademyModule } from "@sachiv/content";
import { Link } from "@tanstack/react-router";
import { ArrowRight, Sparkles } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useLanguage, useT } from "@/lib/i18n/use-language";
import { MODULE_STYLE } from "./module-style";

export function ModuleList() {
  const tr = useT();
  const [language] = useLanguage();
  return (
    <>
      <ol className="grid gap-4 md:grid-cols-2">
        {academyModules.map((source) => {
          const module = localizeAcademyModule(source, language);
          const style = MODULE_STYLE[module.color];
          return (
            <li key={module.id} className="flex">
              <Card className="flex w-full flex-col overflow-hidden">
                <div className={cn("flex items-center gap-3 border-b px-4 py-3", style.soft)}>
                  <span
                    className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/80 text-2xl shadow-xs"
                    aria-hidden
                  >
                    {module.emoji}
                  </span>
                  <div className={cn("flex flex-col leading-tight", style.ink)}>
                    <span className="text-sm font-semibold">{tr("academy.moduleNumber", { number: module.id })}</span>
                    <span className="text-xs">{tr("academy.pointCount", { count: module.content.length })}</span>
                  </div>
                </div>
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <h2 className="text-lg font-semibold leading-snug">{module.title}</h2>
                  <p className="flex-1 text-sm leading-relaxed text-muted-foreground">{module.description}</p>
                  <Link
                    to="/academy"
                    search={{ module: module.id }}
                    className={cn(buttonVariants({ variant: "default" }), "mt-2 self-start")}
                  >
                    {tr("academy.start")}
                    <span className="sr-only">{`: ${module.title}`}</span>
                    <ArrowRight aria-hidden />
                  </Link>
                </div>
              </Card>
            </li>
          );
        })}
      </ol>
      <div className="flex items-start gap-4 rounded-2xl bg-primary p-5 text-primary-foreground shadow-sm sm:items-center sm:p-6">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/15">
          <Sparkles className="size-6 text-accent" aria-hidden />
        </span>
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold leading-snug">{tr("academy.encourageTitle")}</h2>
          <p className="text-sm leading-relaxed text-primary-foreground/90">{tr("academy.encourageText")}</p>
        </div>
      </div>
    </>
  );
}
