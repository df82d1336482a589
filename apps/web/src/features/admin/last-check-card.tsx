// The newest check after a knowledge-base change (issue 24): what it found, question by question —
// approved answers that lost their source, well-rated questions that now get "not found" or
// another key sentence. Shown in the overview and the gaps tab, to full admins.
import { useAdminTabT } from "@/lib/i18n/use-admin-tab-t";
import { formatIst } from "./ist-format";
import { useAdminLanguage } from "./admin-dates";
import { useKnowledgeChecks } from "./use-gaps";

/** The newest check after a knowledge-base change: what it found, question by question. */
export function LastCheck() {
  const ta = useAdminTabT();
  const language = useAdminLanguage();
  const checks = useKnowledgeChecks();
  const last = checks.data?.checks[0];
  if (!checks.data) return null;
  return (
    <section
      className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4"
      data-testid="last-check"
      aria-labelledby="last-check-title"
    >
      <h3 id="last-check-title" className="text-base font-semibold">
        {ta("admin.checks.title")}
      </h3>
      {!last ? (
        <p className="text-sm text-muted-foreground">{ta("admin.checks.none")}</p>
      ) : (
        <>
          <p className="text-xs text-muted-foreground">
            {ta(`admin.checks.trigger.${last.trigger as "ingestion" | "delete" | "supersede"}`)} ·{" "}
            {formatIst(last.created_at, language)}
          </p>
          <p className="text-sm font-medium" aria-live="polite">
            {last.status === "done"
              ? ta("admin.checks.summary", {
                  checked: last.checked,
                  lost: last.lost_source,
                  notFound: last.now_not_found,
                  changed: last.changed,
                })
              : last.status === "error"
                ? ta("admin.checks.failed")
                : ta("admin.checks.running")}
          </p>
          {last.items.length > 0 && (
            <ul className="flex flex-col divide-y divide-border rounded-xl border border-border text-sm">
              {last.items.map((item, i) => (
                <li key={i} className="flex flex-col gap-0.5 p-3">
                  <span className="flex flex-wrap items-center gap-2">
                    <span
                      className={
                        item.kind === "changed"
                          ? "rounded-full bg-muted px-2 py-0.5 text-xs font-semibold"
                          : "rounded-full bg-destructive-soft px-2 py-0.5 text-xs font-semibold text-destructive"
                      }
                    >
                      {ta(`admin.checks.kind.${item.kind}`)}
                    </span>
                    <span className="break-words font-medium">{item.question}</span>
                  </span>
                  {item.before !== undefined && (
                    <span className="break-words text-xs text-muted-foreground">
                      {ta("admin.checks.before")}: {item.before}
                    </span>
                  )}
                  {item.after !== undefined && (
                    <span className="break-words text-xs text-muted-foreground">
                      {ta("admin.checks.after")}: {item.after}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
