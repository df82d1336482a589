import { createFileRoute, redirect } from "@tanstack/react-router";
import { AdminPage } from "@/features/admin/admin-page";
import { PendingAdminScreen, isPendingAdmin } from "@/features/auth/pending-admin";
import { useAuth } from "@/lib/auth";

export const Route = createFileRoute("/_protected/admin")({
  beforeLoad: ({ context }) => {
    // A loaded profile without is_admin goes to /chat; while it loads, the page shows 'Loading...'.
    // An admin-to-be who has not opened the confirmation link yet stays, and is told why.
    if (context.auth.profile && !context.auth.profile.is_admin && !isPendingAdmin(context.auth)) {
      throw redirect({ to: "/chat", replace: true });
    }
  },
  component: AdminRoute,
});

function AdminRoute() {
  const auth = useAuth();
  return isPendingAdmin(auth) ? <PendingAdminScreen /> : <AdminPage />;
}
