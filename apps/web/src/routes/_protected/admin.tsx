import { createFileRoute, redirect } from "@tanstack/react-router";
import { AdminPage } from "@/features/admin/admin-page";

export const Route = createFileRoute("/_protected/admin")({
  beforeLoad: ({ context }) => {
    // A loaded profile without is_admin goes to /chat; while it loads, the page shows 'Loading...'.
    if (context.auth.profile && !context.auth.profile.is_admin) {
      throw redirect({ to: "/chat", replace: true });
    }
  },
  component: AdminPage,
});
