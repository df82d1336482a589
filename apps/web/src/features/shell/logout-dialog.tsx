// The logout confirmation (Radix Dialog): loaded on first use, not with every screen.
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "@/components/ui/dialog";
import { useT } from "@/lib/i18n/use-language";

export function LogoutDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const tr = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{tr("logout.confirmTitle")}</DialogTitle>
        <DialogDescription>{tr("logout.confirmText")}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" size="lg">
              {tr("logout.stay")}
            </Button>
          </DialogClose>
          <Button variant="destructive" size="lg" onClick={onConfirm}>
            <LogOut aria-hidden />
            {tr("logout.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
