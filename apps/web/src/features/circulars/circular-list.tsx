// A state's items: category icon and badge, title, description and a View link (new tab); or the
// empty text when the chosen category holds nothing.
import type { TLocalizedRegionItem } from "@sachiv/contracts";
import { Inbox } from "lucide-react";
import { ExternalLinkButton } from "@/components/external-link-button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/use-language";
import { CATEGORY_LABEL_KEYS, CATEGORY_STYLE } from "./category-style";

export function CircularList({ items }: { items: readonly TLocalizedRegionItem[] }) {
  if (items.length === 0) return <CircularsEmpty />;
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {items.map((item) => (
        <li key={`${item.category}:${item.title}`} className="flex">
          <CircularCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function CircularCard({ item }: { item: TLocalizedRegionItem }) {
  const tr = useT();
  const style = CATEGORY_STYLE[item.category];
  const Icon = style.icon;
  return (
    <Card className="flex w-full flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-center gap-3">
        <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-xl", style.tile)}>
          <Icon className="size-5" aria-hidden />
        </span>
        <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", style.badge)}>
          {tr(CATEGORY_LABEL_KEYS[item.category])}
        </span>
      </div>
      <h2 className="text-base font-semibold leading-snug sm:text-lg">{item.title}</h2>
      <p className="flex-1 text-sm leading-relaxed text-muted-foreground">{item.description}</p>
      <ExternalLinkButton href={item.url} context={item.title} className="self-start">
        {tr("circulars.view")}
      </ExternalLinkButton>
    </Card>
  );
}

export function CircularsEmpty() {
  const tr = useT();
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-5 py-10 text-center"
    >
      <Inbox className="size-10 text-muted-foreground" aria-hidden />
      <p className="max-w-sm text-base text-muted-foreground">{tr("circulars.empty")}</p>
    </div>
  );
}
