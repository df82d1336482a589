// Logout asks once: the header's and the sidebar's logout buttons open a confirmation (Radix
// Dialog), so a stray tap of a big thumb does not end the session.
import { LogOut } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button, type TButtonProps } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "@/components/ui/dialog";
import { useT } from "@/lib/i18n/use-language";
import { useLogout } from "./use-logout";

export function LogoutButton({ children, ...props }: Omit<TButtonProps, "onClick"> & { children?: ReactNode }) {
  const tr = useT();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...props} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {children}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>{tr("logout.confirmTitle")}</DialogTitle>
          <DialogDescription>{tr("logout.confirmText")}</DialogDescription>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" size="lg">
                {tr("logout.stay")}
              </Button>
            </DialogClose>
            <Button
              variant="destructive"
              size="lg"
              onClick={() => {
                setOpen(false);
                logout();
              }}
            >
              <LogOut aria-hidden />
              {tr("logout.confirm")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
