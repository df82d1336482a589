// The banner a scoped admin (issue 24) sees on /admin: the states and districts whose users they
// see, and that the knowledge base and the admins stay with full admins. Loaded only for them.
import type { TAdminScopeOut } from "@sachiv/contracts";
import { MapPinned } from "lucide-react";
import { useAdminTabT } from "@/lib/i18n/use-admin-tab-t";

/** What a scoped admin sees: their states and districts. */
export function ScopeBanner({ areas }: { areas: TAdminScopeOut["areas"] }) {
  const ta = useAdminTabT();
  const names = areas.map((a) => {
    const state = ta(`admin.scope.state.${a.state}`);
    return a.district ? `${titleCase(a.district)}, ${state}` : ta("admin.scope.wholeState", { state });
  });
  return (
    <p
      data-testid="admin-scope-banner"
      className="flex items-start gap-2 rounded-2xl border border-primary/30 bg-primary-soft p-3 text-sm text-foreground"
    >
      <MapPinned className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>{ta("admin.scope.banner", { areas: names.join(" · ") })}</span>
    </p>
  );
}

/** A district as stored (lower case) as people write it: "patna sadar" → "Patna Sadar". */
function titleCase(text: string): string {
  return text.replace(/(^|\s)(\p{L})/gu, (_m, space: string, letter: string) => space + letter.toUpperCase());
}
