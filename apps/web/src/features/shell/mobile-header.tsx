// Phone header: title, install button (when installable), language toggle, settings and logout.
import { Link } from "@tanstack/react-router";
import { LogOut, Settings } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n/use-language";
import { useInstallPrompt } from "@/lib/pwa/install-prompt";
import { Brand } from "./brand";
import { InstallButton } from "./install-button";
import { LanguageToggle } from "./language-toggle";
import { useLogout } from "./use-logout";

export function MobileHeader() {
  const tr = useT();
  const logout = useLogout();
  const { canInstall } = useInstallPrompt();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card pt-[env(safe-area-inset-top)] lg:hidden">
      <div className="flex h-14 items-center gap-1.5 px-3">
        <Link to="/index" className="min-w-0 flex-1 rounded-lg" aria-label={tr("nav.home")}>
          {/* With the install button there, narrow phones keep only the mark. */}
          <Brand compact titleClassName={canInstall ? "max-[429px]:sr-only" : undefined} />
        </Link>
        <InstallButton compact />
        <LanguageToggle compact />
        <Button variant="ghost" size="icon" asChild className="size-9">
          <Link to="/settings" aria-label={tr("nav.settings")} title={tr("nav.settings")}>
            <Settings aria-hidden />
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={logout}
          aria-label={tr("account.logout")}
          title={tr("account.logout")}
          className="size-9 text-destructive hover:bg-destructive-soft"
        >
          <LogOut aria-hidden />
        </Button>
      </div>
    </header>
  );
}
