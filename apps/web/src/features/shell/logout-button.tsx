// Logout asks once: the header's and the sidebar's logout buttons open a confirmation, so a stray
// tap of a big thumb does not end the session. The dialog (Radix) is fetched when the pointer or
// focus reaches the button, and mounted the first time it opens.
import { Suspense, lazy, useState, type ReactNode } from "react";
import { Button, type TButtonProps } from "@/components/ui/button";
import { useLogout } from "./use-logout";

const loadLogoutDialog = () => import("./logout-dialog");
const LogoutDialog = lazy(() => loadLogoutDialog().then((module) => ({ default: module.LogoutDialog })));
const prefetch = () => void loadLogoutDialog().catch(() => undefined);

export function LogoutButton({ children, ...props }: Omit<TButtonProps, "onClick"> & { children?: ReactNode }) {
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        {...props}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <LogoutDialog
            open={open}
            onOpenChange={setOpen}
            onConfirm={() => {
              setOpen(false);
              logout();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
