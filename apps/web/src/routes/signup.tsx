import { createFileRoute, redirect } from "@tanstack/react-router";
import { SignupPage } from "@/features/auth/signup-page";

export const Route = createFileRoute("/signup")({
  beforeLoad: ({ context }) => {
    if (context.sessions.getState().status === "signedIn") throw redirect({ to: "/chat", replace: true });
  },
  component: SignupPage,
});
