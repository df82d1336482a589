// One knowledge-base document: title (with a Superseded badge), file, facts, who added it, and
// the actions Replace (a file picker), Mark superseded / Use again, and Delete.
import type { TKbDocument } from "@sachiv/contracts";
import type { TAdminTabKey } from "@sachiv/content";
import { ArchiveRestore, ExternalLink, FileUp, History, Trash2 } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useAdminTabT } from "@/lib/i18n/use-admin-tab-t";
import { ADMIN_UPLOAD_ACCEPT } from "./admin-constants";
import { formatDisplayDate, useAdminLanguage } from "./admin-dates";

export const LANGUAGE_LABEL: Record<string, TAdminTabKey> = {
  hindi: "admin.kb.lang.hindi",
  hinglish: "admin.kb.lang.hinglish",
  mixed: "admin.kb.lang.mixed",
};

/** The source's site (www. dropped), or the address as given when it is not a URL. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

function Fact({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>;
}

export function KnowledgeDocumentItem({
  document,
  onReplace,
  onSupersede,
  onDelete,
}: {
  document: TKbDocument;
  onReplace: (file: File) => void;
  onSupersede: (superseded: boolean) => void;
  onDelete: () => void;
}) {
  const ta = useAdminTabT();
  const language = useAdminLanguage();
  const picker = useRef<HTMLInputElement>(null);
  const superseded = document.superseded_at !== null;
  const date = formatDisplayDate(document.added_at, language);
  const languageKey = document.language ? LANGUAGE_LABEL[document.language] : undefined;

  return (
    <li
      data-testid="kb-document"
      data-title={document.title}
      className={cn(
        "flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 text-sm md:flex-row md:items-start md:justify-between",
        superseded && "bg-muted/40",
      )}
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words">{document.title}</span>
          {superseded && (
            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-foreground">
              {ta("admin.kb.supersededBadge")}
            </span>
          )}
        </p>
        <p className="text-xs break-all text-muted-foreground">{document.file_name}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Fact>{ta(languageKey ?? "admin.kb.lang.unknown")}</Fact>
          <Fact>{document.file_type.toUpperCase() || "—"}</Fact>
          <Fact>{ta("admin.kb.passages", { count: document.passages })}</Fact>
          <Fact>
            <span data-testid="kb-citations">{ta("admin.kb.cited", { count: document.citations_30d })}</span>
          </Fact>
        </p>
        <p className="text-xs text-muted-foreground">
          {document.added_by
            ? ta("admin.kb.addedBy", { date, email: document.added_by })
            : ta("admin.kb.starterSet", { date })}
        </p>
        {document.superseded_by && (
          <p className="text-xs text-muted-foreground">
            {ta("admin.kb.supersededBy", { title: document.superseded_by.title })}
          </p>
        )}
        {document.source_url && (
          <a
            href={document.source_url}
            target="_blank"
            rel="noreferrer"
            title={ta("admin.kb.openSource")}
            className="inline-flex w-fit max-w-full items-center gap-1 text-xs text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{hostOf(document.source_url)}</span>
          </a>
        )}
      </div>
      <div
        role="group"
        aria-label={ta("admin.kb.actionsFor", { title: document.title })}
        className="flex flex-wrap gap-2 md:shrink-0 md:justify-end"
      >
        <input
          ref={picker}
          type="file"
          accept={ADMIN_UPLOAD_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={ta("admin.kb.replaceLabel", { title: document.title })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) onReplace(file);
          }}
        />
        <Button variant="outline" size="sm" className="max-md:flex-1" onClick={() => picker.current?.click()}>
          <FileUp aria-hidden />
          {ta("admin.kb.replace")}
        </Button>
        <Button variant="outline" size="sm" className="max-md:flex-1" onClick={() => onSupersede(!superseded)}>
          {superseded ? <ArchiveRestore aria-hidden /> : <History aria-hidden />}
          {superseded ? ta("admin.kb.markCurrent") : ta("admin.kb.markSuperseded")}
        </Button>
        <Button variant="outline" size="sm" className="text-destructive max-md:flex-1" onClick={onDelete}>
          <Trash2 aria-hidden />
          {ta("admin.kb.delete")}
        </Button>
      </div>
    </li>
  );
}
