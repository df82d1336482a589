// A state's items: category icon and badge, title, description, the order's issuing department,
// number and date where known, a View link (new tab), a link to the order itself where it is
// public, and "इस पर सवाल पूछें", which opens the chat with a question on the item; or the empty
// text when the chosen category holds nothing.
import type { TLocalizedRegionItem } from "@sachiv/contracts";
import type { TUiLanguage } from "@sachiv/content";
import { Link } from "@tanstack/react-router";
import { Inbox, MessageCircleQuestion } from "lucide-react";
import type { ReactNode } from "react";
import { ExternalLinkButton } from "@/components/external-link-button";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useLanguage, useT } from "@/lib/i18n/use-language";
import { CATEGORY_LABEL_KEYS, CATEGORY_STYLE } from "./category-style";
import { askAboutItem, formatOrderDate } from "./order-details";

export function CircularList({
  items,
  stateNames,
}: {
  items: readonly TLocalizedRegionItem[];
  /** Shown on each card when the list mixes states (search over all of them). */
  stateNames?: readonly string[];
}) {
  if (items.length === 0) return <CircularsEmpty />;
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {items.map((item, index) => (
        <li key={`${stateNames?.[index] ?? ""}:${item.category}:${item.title}`} className="flex">
          <CircularCard item={item} stateName={stateNames?.[index]} />
        </li>
      ))}
    </ul>
  );
}

function CircularCard({ item, stateName }: { item: TLocalizedRegionItem; stateName?: string }) {
  const tr = useT();
  const [language] = useLanguage();
  const style = CATEGORY_STYLE[item.category];
  const Icon = style.icon;
  return (
    <Card className="flex w-full flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-xl", style.tile)}>
          <Icon className="size-5" aria-hidden />
        </span>
        <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", style.badge)}>
          {tr(CATEGORY_LABEL_KEYS[item.category])}
        </span>
        {stateName ? <span className="text-sm font-medium text-muted-foreground">{stateName}</span> : null}
      </div>
      <h2 className="text-base font-semibold leading-snug sm:text-lg">{item.title}</h2>
      <p className="flex-1 text-sm leading-relaxed text-muted-foreground">{item.description}</p>
      <OrderDetails item={item} language={language} />
      <div className="flex flex-wrap gap-2">
        <ExternalLinkButton href={item.url} context={item.title}>
          {tr("circulars.view")}
        </ExternalLinkButton>
        {item.order_url ? (
          <ExternalLinkButton href={item.order_url} context={item.title} variant="outline">
            {tr("circulars.readOrder")}
          </ExternalLinkButton>
        ) : null}
        <Link
          to="/chat"
          search={{ ask: askAboutItem(item, language) }}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
        >
          <MessageCircleQuestion aria-hidden />
          {tr("circulars.ask")}
          <span className="sr-only">: {item.title}</span>
        </Link>
      </div>
    </Card>
  );
}

/** Issuer, number and date, each only when known: nothing is shown for what is not. */
function OrderDetails({ item, language }: { item: TLocalizedRegionItem; language: TUiLanguage }) {
  const tr = useT();
  const rows: [string, ReactNode][] = [];
  if (item.issuer) rows.push([tr("circulars.issuer"), item.issuer]);
  if (item.order_number) rows.push([tr("circulars.orderNumber"), <span translate="no">{item.order_number}</span>]);
  if (item.order_date) {
    rows.push([
      tr("circulars.orderDate"),
      <time dateTime={item.order_date}>{formatOrderDate(item.order_date, language)}</time>,
    ]);
  }
  if (rows.length === 0) return null;
  return (
    // On a phone each label sits above its value; from sm up they stand side by side.
    <dl className="flex flex-col gap-1.5 rounded-xl bg-muted/60 px-3 py-2 text-sm sm:grid sm:grid-cols-[auto_1fr] sm:gap-x-3 sm:gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col sm:contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CircularsEmpty({ text }: { text?: string }) {
  const tr = useT();
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-5 py-10 text-center"
    >
      <Inbox className="size-10 text-muted-foreground" aria-hidden />
      <p className="max-w-sm text-base text-muted-foreground">{text ?? tr("circulars.empty")}</p>
    </div>
  );
}
