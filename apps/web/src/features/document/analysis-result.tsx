// The analysis result: summary, key points, what to do, the detected fields and, when present, the
// translation; and the failure card with the spec's tips when an analysis did not succeed.
import type { TUiKey } from "@sachiv/content";
import { ClipboardList, Languages, ListChecks, ListTodo, ScrollText, WifiOff } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n/use-language";
import { ChatMarkdown } from "@/features/chat/message-bubble";
import type { TAnalysisFailure, TAnalysisView } from "./document-state";

function Section({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-t border-border pt-4 first:border-t-0 first:pt-0">
      <h3 className="flex items-center gap-2 text-base font-semibold">
        <Icon className="size-4.5 text-primary" aria-hidden />
        {title}
      </h3>
      {children}
    </section>
  );
}

export function AnalysisResult({ result }: { result: TAnalysisView }) {
  const tr = useT();
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6" aria-labelledby="analysis-title">
      <h2 id="analysis-title" className="text-xl font-semibold">
        {tr("document.resultTitle")}
      </h2>
      {result.fromPrompt && (
        <Alert tone="warning">
          <p>{tr("document.fallbackNote")}</p>
        </Alert>
      )}
      <Section icon={ScrollText} title={tr("document.summary")}>
        <div data-testid="analysis-summary" className="text-base leading-relaxed">
          <ChatMarkdown text={result.summary} />
        </div>
      </Section>
      {result.keyPoints.length > 0 && (
        <Section icon={ListChecks} title={tr("document.keyPoints")}>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 leading-relaxed">
            {result.keyPoints.map((point, index) => (
              <li key={index}>{point}</li>
            ))}
          </ul>
        </Section>
      )}
      {result.recommendations.length > 0 && (
        <Section icon={ListTodo} title={tr("document.recommendations")}>
          <ol className="flex list-decimal flex-col gap-1.5 pl-5 leading-relaxed">
            {result.recommendations.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ol>
        </Section>
      )}
      {result.fields.length > 0 && (
        <Section icon={ClipboardList} title={tr("document.fields")}>
          <dl data-testid="analysis-fields" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {result.fields.map((field, index) => (
              <div key={`${field.field_name}-${index}`} className="rounded-xl bg-muted px-3 py-2">
                <dt className="text-xs font-medium text-muted-foreground">{field.field_name}</dt>
                <dd className="break-words font-medium">{field.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      {result.translation && (
        <Section icon={Languages} title={tr("document.translation")}>
          <div data-testid="analysis-translation" className="rounded-xl bg-muted px-3 py-2 leading-relaxed">
            <ChatMarkdown text={result.translation} />
          </div>
        </Section>
      )}
      {result.offline && (
        <p className="flex items-start gap-1.5 border-t border-border pt-3 text-xs text-muted-foreground">
          <WifiOff className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          {tr("document.offline")}
        </p>
      )}
    </Card>
  );
}

const TIP_KEYS = [
  "document.tipFileType",
  "document.tipReadable",
  "document.tipSize",
  "document.tipRetry",
] as const satisfies readonly TUiKey[];

/** Spec §8: the error title and message, then 'Sorry, there was an issue with document analysis' and tips. */
export function AnalysisFailure({ failure }: { failure: TAnalysisFailure }) {
  const tr = useT();
  const message = "key" in failure.message ? tr(failure.message.key) : failure.message.text;
  return (
    <Alert tone="error" data-testid="analysis-failure">
      <div className="flex flex-col gap-1.5">
        <p className="font-semibold">{tr(failure.title)}</p>
        <p>{message}</p>
        <p className="mt-1 font-medium">{tr("document.chatError")}</p>
        <ul className="list-disc pl-5">
          {TIP_KEYS.map((key) => (
            <li key={key}>{tr(key)}</li>
          ))}
        </ul>
      </div>
    </Alert>
  );
}
