// Phone bottom navigation: the first 3 entries and a '+N more' toggle that expands to all.
import { Link, useLocation } from "@tanstack/react-router";
import { ChevronDown, LayoutGrid } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { useAuth } from "@/lib/auth";
import { useT } from "@/lib/i18n/use-language";
import { BOTTOM_NAV_VISIBLE, navItemsFor } from "./nav-items";

const cellClass =
  "flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-xl px-1 py-1.5 text-center text-[13px] font-medium leading-tight text-muted-foreground transition-colors hover:text-foreground [&_svg]:size-5 [&_svg]:shrink-0";
const activeClass = "data-[status=active]:bg-primary-soft data-[status=active]:text-primary";

export function BottomNav() {
  const tr = useT();
  const { isAdmin } = useAuth();
  const pathname = useLocation({ select: (l) => l.pathname });
  const [expansion, setExpansion] = useState<{ open: boolean; at: string }>({
    open: false,
    at: pathname,
  });
  // Navigating anywhere folds the list back (state is tied to the path it was opened on).
  const expanded = expansion.open && expansion.at === pathname;

  const items = navItemsFor(isAdmin);
  const visible = expanded ? items : items.slice(0, BOTTOM_NAV_VISIBLE);
  const hidden = items.length - BOTTOM_NAV_VISIBLE;

  return (
    <nav
      aria-label={tr("nav.label")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(0,0,0,0.05)] lg:hidden"
    >
      <ul id="bottom-nav-items" className="mx-auto grid max-w-xl grid-cols-4 gap-1 px-2 py-1.5">
        {visible.map(({ to, labelKey, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={cn(cellClass, activeClass)}>
              <Icon aria-hidden />
              <span className="line-clamp-2">{tr(labelKey)}</span>
            </Link>
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls="bottom-nav-items"
              onClick={() => setExpansion({ open: !expanded, at: pathname })}
              className={cn(cellClass, "w-full", expanded && "bg-muted text-foreground")}
            >
              {expanded ? <ChevronDown aria-hidden /> : <LayoutGrid aria-hidden />}
              <span>{expanded ? tr("nav.less") : tr("nav.more", { count: hidden })}</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
