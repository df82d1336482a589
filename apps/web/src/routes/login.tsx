import { createFileRoute, redirect } from "@tanstack/react-router";
import * as z from "zod";
import { LoginPage } from "@/features/auth/login-page";

const ZLoginSearch = z.object({
  /** Set by the email-confirmation link: shows the green 'email confirmed' message. */
  confirmed: z.union([z.string(), z.number(), z.boolean()]).optional().catch(undefined),
  /** Set when a confirmation link was wrong, used or expired. */
  confirm_error: z.union([z.string(), z.number(), z.boolean()]).optional().catch(undefined),
});

export const Route = createFileRoute("/login")({
  validateSearch: ZLoginSearch,
  beforeLoad: ({ context }) => {
    if (context.sessions.getState().status === "signedIn") throw redirect({ to: "/chat", replace: true });
  },
  component: LoginPage,
});
