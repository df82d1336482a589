// An ADMIN_EMAILS account that has not opened its confirmation link yet: told so on every signed-in
// screen (a banner) and on /admin (instead of being sent away without a word).
import { useLocation } from "@tanstack/react-router";
import { ShieldAlert } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { useAuth, type TAuthContext } from "@/lib/auth";
import { useT } from "@/lib/i18n/use-language";

/** Admin rights wait for the emailed link; a loaded profile that says admin settles it. */
export function isPendingAdmin({ session, profile }: Pick<TAuthContext, "session" | "profile">): boolean {
  return session?.user.admin_pending === true && profile?.is_admin !== true;
}

export function PendingAdminBanner() {
  const tr = useT();
  const auth = useAuth();
  const onAdmin = useLocation({ select: (l) => l.pathname === "/admin" });
  // /admin says it at length instead.
  if (!isPendingAdmin(auth) || !auth.session || onAdmin) return null;
  return (
    <Alert tone="warning" className="mb-4 text-base">
      {tr("pendingAdmin.banner", { email: auth.session.user.email })}
    </Alert>
  );
}

export function PendingAdminScreen() {
  const tr = useT();
  const { session } = useAuth();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-3 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-soft text-accent-foreground">
        <ShieldAlert className="size-6" aria-hidden />
      </span>
      <h1 className="text-2xl font-semibold">{tr("pendingAdmin.title")}</h1>
      <p className="text-base text-muted-foreground">{tr("pendingAdmin.body", { email: session?.user.email ?? "" })}</p>
    </section>
  );
}
