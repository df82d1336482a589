// Everything but /login, /signup, /index and 404: 'Loading...' while the session is read,
// /login without a user.
import { Navigate, Outlet, createFileRoute, redirect } from "@tanstack/react-router";
import { PendingAdminBanner } from "@/features/auth/pending-admin";
import { AppShell } from "@/features/shell/app-shell";
import { PageLoading } from "@/features/shell/page-loading";
import { useAuth } from "@/lib/auth";

export const Route = createFileRoute("/_protected")({
  beforeLoad: ({ context }) => {
    if (context.sessions.getState().status === "signedOut") throw redirect({ to: "/login", replace: true });
  },
  component: ProtectedLayout,
});

function ProtectedLayout() {
  const { status } = useAuth();
  if (status === "loading") return <PageLoading />;
  // Signed out while on the page (another tab, a dead session): leave at once.
  if (status === "signedOut") return <Navigate to="/login" replace />;
  return (
    <AppShell>
      <PendingAdminBanner />
      <Outlet />
    </AppShell>
  );
}
