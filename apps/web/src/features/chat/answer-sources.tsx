// The sources under an answer: a knowledge-base passage opens in the app's viewer (/source), its
// official page beside it; other sources link out. Loaded with the first answer that has sources.
import { approvedBadgeText } from "@sachiv/content";
import type { TChatSource } from "@sachiv/contracts";
import { Link } from "@tanstack/react-router";
import { BadgeCheck, ExternalLink } from "lucide-react";
import { useLanguage, useT } from "@/lib/i18n/use-language";

export function AnswerSources({ sources }: { sources: TChatSource[] }) {
  const tr = useT();
  const [language] = useLanguage();
  // An admin's approved answer (issue 24) carries the date it was approved on its source.
  const approvedAt = sources.find((s) => s.approved_at)?.approved_at;
  const approvedOn = approvedAt
    ? new Date(approvedAt).toLocaleDateString(language === "hindi" ? "hi-IN" : "en-IN", {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "Asia/Kolkata",
      })
    : "";
  return (
    <section className="flex flex-col gap-1.5 border-t border-border pt-2">
      {approvedAt && (
        <p
          data-testid="approved-badge"
          className="inline-flex w-fit items-center gap-1 rounded-full bg-primary/10 px-2.5 py-1 text-sm font-medium text-primary"
        >
          <BadgeCheck className="size-4 shrink-0" aria-hidden />
          {`${approvedBadgeText[language]} · ${approvedOn}`}
        </p>
      )}
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{tr("chat.sources")}</h3>
      <ol className="flex flex-col gap-1.5">
        {sources.map((source, index) => (
          <li key={`${source.title}-${index}`} className="text-sm">
            {source.passage_id ? (
              <>
                <Link
                  to="/source/$passageId"
                  params={{ passageId: source.passage_id }}
                  aria-label={tr("source.open", { title: source.title })}
                  className="flex min-h-12 flex-col justify-center rounded-lg py-1 text-base font-medium text-primary"
                >
                  <span className="underline underline-offset-2">{source.title}</span>
                  {(source.section || source.page) && (
                    <span className="text-sm font-normal text-muted-foreground">
                      {[source.section, source.page ? tr("source.page", { page: source.page }) : ""]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  )}
                </Link>
                {source.url && (
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-12 items-center gap-1 text-sm text-muted-foreground underline underline-offset-2"
                  >
                    <span>{tr("source.official")}</span>
                    <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                    <span className="sr-only">({tr("chat.opensInNewTab")})</span>
                  </a>
                )}
              </>
            ) : source.url ? (
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-start gap-1 font-medium text-primary underline underline-offset-2"
              >
                <span>{source.title}</span>
                <ExternalLink className="mt-1 size-3.5 shrink-0" aria-hidden />
                <span className="sr-only">({tr("chat.opensInNewTab")})</span>
              </a>
            ) : (
              <span className="font-medium">{source.title}</span>
            )}
            {source.snippet && <p className="line-clamp-2 text-xs text-muted-foreground">{source.snippet}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
