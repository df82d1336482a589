// Appears only where the browser offers to install the app.
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/use-language";
import { useInstallPrompt } from "@/lib/pwa/install-prompt";

export function InstallButton({ compact = false }: { compact?: boolean }) {
  const tr = useT();
  const { canInstall, promptInstall } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button
      variant="accent"
      size={compact ? "icon" : "sm"}
      onClick={() => void promptInstall()}
      aria-label={tr("pwa.install")}
      title={tr("pwa.install")}
      className={cn(compact && "size-9")}
    >
      <Download aria-hidden />
      {!compact && tr("pwa.install")}
    </Button>
  );
}
