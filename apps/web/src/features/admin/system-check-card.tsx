// Overview: the server's system check (issue 22 item 10) — each component missing on the machine
// (poppler, the English–Hindi dictionary, OCR data, speech, pgvector, an AI model) with what its
// absence degrades and how to fix it, in the admin's language. The server checks once at start-up.
import { ZSystemCheck, type TSystemComponent } from "@sachiv/contracts";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { Card } from "@/components/ui/card";
import { apiRequest } from "@/lib/api";
import { useAdminT } from "@/lib/i18n/use-admin-t";
import { ADMIN_QUERY_KEY } from "./use-admin-data";

function useSystemCheck() {
  const query = useQuery({
    queryKey: [ADMIN_QUERY_KEY, "system"],
    queryFn: ({ signal }) => apiRequest("/admin/system", { schema: ZSystemCheck, signal }),
    // Checked once when the server started: it does not change while it runs.
    staleTime: Infinity,
  });
  useEffect(() => {
    if (query.error) console.error("Admin dashboard: could not load the system check", query.error);
  }, [query.error]);
  return query;
}

function MissingComponent({ component }: { component: TSystemComponent }) {
  const ta = useAdminT();
  return (
    <li data-testid={`system-missing-${component.id}`} className="flex flex-col gap-1 border-t border-border pt-3">
      <span className="font-semibold">{ta(`admin.system.${component.id}`)}</span>
      <span className="text-muted-foreground">{ta(`admin.system.${component.id}Degrades`)}</span>
      {component.fix && (
        <span>
          {ta("admin.system.fixLabel")}{" "}
          <code className="break-words rounded bg-muted px-1.5 py-0.5 font-mono">{component.fix}</code>
        </span>
      )}
    </li>
  );
}

export function SystemCheckCard() {
  const ta = useAdminT();
  const { data } = useSystemCheck();
  if (!data) return null;
  const missing = data.components.filter((c) => !c.ok);
  const allOk = missing.length === 0;
  const Icon = allOk ? CircleCheck : TriangleAlert;
  return (
    <Card data-testid="system-check" className="flex flex-col gap-3 p-5">
      <div className="flex items-start gap-4">
        <span
          className={
            allOk
              ? "flex size-11 shrink-0 items-center justify-center rounded-xl bg-success-soft text-success"
              : "flex size-11 shrink-0 items-center justify-center rounded-xl bg-destructive-soft text-destructive"
          }
        >
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="flex min-w-0 flex-col">
          <h3 className="text-base font-semibold">{ta("admin.system.title")}</h3>
          <p data-testid="system-check-summary" className="text-muted-foreground">
            {allOk ? ta("admin.system.allOk") : ta("admin.system.missing", { count: missing.length })}
          </p>
        </div>
      </div>
      {!allOk && (
        <>
          <ul className="flex flex-col gap-3">
            {missing.map((component) => (
              <MissingComponent key={component.id} component={component} />
            ))}
          </ul>
          <p className="text-muted-foreground">{ta("admin.system.restart")}</p>
        </>
      )}
    </Card>
  );
}
