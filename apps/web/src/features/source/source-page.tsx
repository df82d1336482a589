// /source/$passageId: the passage a source under an answer cites (issue 21 item 6), read-only —
// the document's title, its section and page, the passage highlighted between the passages before
// and after it (dimmed), and the document's official page. Passages are stored as markdown: shown
// as the chat shows answers (sanitised). The back button returns to the chat
// (or wherever the official came from) with the conversation as it was.
import type { TKnowledgePassage } from "@sachiv/contracts";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { ArrowLeft, ExternalLink, FileText } from "lucide-react";
import { useCallback } from "react";
import { Button } from "@/components/ui/button";
import { ChatMarkdown } from "@/features/chat/message-bubble";
import { apiRequest, isApiResponseError } from "@/lib/api";
import { useT } from "@/lib/i18n/use-language";
import { useBack } from "@/lib/use-back";

export function SourcePage({ passageId }: { passageId: string }) {
  const tr = useT();
  const navigate = useNavigate();
  const toChat = useCallback(() => void navigate({ to: "/chat" }), [navigate]);
  const onBack = useBack(toChat);
  const query = useQuery({
    queryKey: ["knowledge-passage", passageId],
    queryFn: ({ signal }) => apiRequest<TKnowledgePassage>(`/knowledge/passages/${passageId}`, { signal }),
    retry: (count, error) => !(isApiResponseError(error) && error.status < 500) && count < 2,
    staleTime: 5 * 60_000,
  });
  const passage = query.data;
  const where = passage
    ? [passage.section_path.join(" › "), passage.page ? tr("source.page", { page: passage.page }) : ""]
        .filter(Boolean)
        .join(" · ")
    : "";

  return (
    <section className="flex flex-col gap-4">
      <Button variant="outline" size="lg" className="h-12 self-start text-base" onClick={onBack}>
        <ArrowLeft aria-hidden />
        {tr("source.back")}
      </Button>

      {query.isPending && (
        <p role="status" className="text-base text-muted-foreground">
          {tr("source.loading")}
        </p>
      )}
      {query.isError && (
        <p role="alert" className="text-base text-destructive">
          {isApiResponseError(query.error) && query.error.status === 404 ? query.error.message : tr("source.failed")}
        </p>
      )}

      {passage && (
        <article className="flex flex-col gap-4">
          <header className="flex items-start gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <FileText className="size-6" aria-hidden />
            </span>
            <div className="flex min-w-0 flex-col gap-1">
              <p className="text-sm font-semibold tracking-wide text-muted-foreground">{tr("source.title")}</p>
              <h1 className="text-xl font-bold leading-snug text-balance">{passage.title}</h1>
              {where && <p className="text-base leading-relaxed text-muted-foreground">{where}</p>}
            </div>
          </header>

          <div className="flex flex-col gap-3">
            {passage.previous && (
              <Context label={tr("source.before")} text={passage.previous.content} testId="source-before" />
            )}
            <figure
              data-testid="source-passage"
              className="rounded-2xl border-2 border-primary bg-primary-soft px-4 py-3"
              aria-label={tr("source.cited")}
            >
              <figcaption className="mb-1 text-sm font-semibold text-primary">{tr("source.cited")}</figcaption>
              <div className="text-base leading-relaxed">
                <ChatMarkdown text={passage.content} />
              </div>
            </figure>
            {passage.next && <Context label={tr("source.after")} text={passage.next.content} testId="source-after" />}
          </div>

          {passage.source_url ? (
            <a
              href={passage.source_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-12 items-center gap-2 self-start rounded-xl border border-border px-4 text-base font-medium text-primary underline underline-offset-2"
            >
              {tr("source.official")}
              <ExternalLink className="size-4 shrink-0" aria-hidden />
              <span className="sr-only">({tr("chat.opensInNewTab")})</span>
            </a>
          ) : (
            <p className="text-base text-muted-foreground">{tr("source.noOfficial")}</p>
          )}
        </article>
      )}
    </section>
  );
}

function Context({ label, text, testId }: { label: string; text: string; testId: string }) {
  return (
    <div data-testid={testId} className="px-1 text-muted-foreground opacity-80">
      <p className="text-sm font-medium">{label}</p>
      <div className="max-h-44 overflow-hidden text-base leading-relaxed">
        <ChatMarkdown text={text} />
      </div>
    </div>
  );
}
