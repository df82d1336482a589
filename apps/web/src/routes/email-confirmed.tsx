import { createFileRoute, redirect } from "@tanstack/react-router";
import { EmailConfirmedPage } from "@/features/auth/email-confirmed-page";

/** Where a signed-in user lands from the confirmation link; signed out, /login says it instead. */
export const Route = createFileRoute("/email-confirmed")({
  beforeLoad: ({ context }) => {
    if (context.sessions.getState().status === "signedOut") {
      throw redirect({ to: "/login", search: { confirmed: 1 }, replace: true });
    }
  },
  component: EmailConfirmedPage,
});
