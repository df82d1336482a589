// Phone header: title, install button (when installable), language toggle, settings and logout.
import { Link } from "@tanstack/react-router";
import { LogOut, Settings } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n/use-language";
import { useInstallPrompt } from "@/lib/pwa/install-prompt";
import { Brand } from "./brand";
import { InstallButton } from "./install-button";
import { LanguageToggle } from "./language-toggle";
import { LogoutButton } from "./logout-button";

export function MobileHeader() {
  const tr = useT();
  const { canInstall } = useInstallPrompt();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card pt-[env(safe-area-inset-top)] lg:hidden">
      <div className="flex h-14 items-center gap-1 px-2">
        <Link to="/index" className="flex min-h-12 min-w-0 flex-1 items-center rounded-lg" aria-label={tr("nav.home")}>
          {/* With the install button there, narrow phones keep only the mark. */}
          <Brand compact titleClassName={canInstall ? "max-[429px]:sr-only" : undefined} />
        </Link>
        <InstallButton compact />
        <LanguageToggle compact />
        <Button variant="ghost" size="icon" asChild className="size-12 shrink-0">
          <Link to="/settings" aria-label={tr("nav.settings")} title={tr("nav.settings")}>
            <Settings aria-hidden />
          </Link>
        </Button>
        <LogoutButton
          variant="ghost"
          size="icon"
          aria-label={tr("account.logout")}
          title={tr("account.logout")}
          className="size-12 shrink-0 text-destructive hover:bg-destructive-soft"
        >
          <LogOut aria-hidden />
        </LogoutButton>
      </div>
    </header>
  );
}
