// Desktop sidebar: title, subtitle, language toggle, navigation, the user, logout and credit box.
import { Link } from "@tanstack/react-router";
import { LogOut, Settings, UserRound } from "lucide-react";
import { useAuth } from "@/lib/auth";
import { useT } from "@/lib/i18n/use-language";
import { Brand } from "./brand";
import { CreditLine } from "./credit";
import { InstallButton } from "./install-button";
import { LanguageToggle } from "./language-toggle";
import { navItemsFor } from "./nav-items";
import { LogoutButton } from "./logout-button";
import { emailPrefix } from "./use-logout";

const linkClass =
  "flex items-center gap-3 rounded-xl px-3 py-2.5 text-base font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground data-[status=active]:bg-primary-soft data-[status=active]:text-primary [&_svg]:size-5 [&_svg]:shrink-0";

export function Sidebar() {
  const tr = useT();
  const { session, profile, isAdmin } = useAuth();
  const email = profile?.email ?? session?.user.email;

  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-72 flex-col border-r border-border bg-card lg:flex">
      <div className="flex flex-col gap-4 px-5 pt-6 pb-4">
        <Link to="/index" className="rounded-xl">
          <Brand />
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <LanguageToggle />
          <InstallButton />
        </div>
      </div>

      <nav aria-label={tr("nav.label")} className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="flex flex-col gap-0.5">
          {navItemsFor(isAdmin).map(({ to, labelKey, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className={linkClass}>
                <Icon aria-hidden />
                <span className="truncate">{tr(labelKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="flex flex-col gap-3 border-t border-border px-3 pt-3 pb-4">
        <Link to="/settings" className={linkClass}>
          <Settings aria-hidden />
          <span>{tr("nav.settings")}</span>
        </Link>
        <div className="flex items-center gap-2 rounded-xl bg-muted px-3 py-2">
          <UserRound className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          <span className="sr-only">{tr("account.signedInAs")}</span>
          <span className="min-w-0 flex-1 truncate text-sm font-medium" title={email}>
            {emailPrefix(email)}
          </span>
          <LogoutButton variant="ghost" size="sm" className="-mr-1.5 text-destructive hover:bg-destructive-soft">
            <LogOut aria-hidden />
            {tr("account.logout")}
          </LogoutButton>
        </div>
        <div className="rounded-xl border border-accent/30 bg-accent-soft px-3 py-2.5">
          <CreditLine className="text-accent-foreground" />
        </div>
      </div>
    </aside>
  );
}
