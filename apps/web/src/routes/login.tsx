import { createFileRoute, redirect } from "@tanstack/react-router";
import { LoginPage } from "@/features/auth/login-page";

type TFlag = string | number | boolean | undefined;
const flag = (value: unknown): TFlag =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : undefined;

/** Plain code, not zod: route files are in the entry chunk, and zod is not. Absent flags stay absent. */
function validateLoginSearch(search: Record<string, unknown>): {
  confirmed?: TFlag;
  confirm_error?: TFlag;
  reset?: TFlag;
  admin?: TFlag;
} {
  /** confirmed: set by the email-confirmation link, shows the green 'email confirmed' message. */
  const confirmed = flag(search.confirmed);
  /** confirm_error: set when a confirmation link was wrong, used or expired. */
  const confirmError = flag(search.confirm_error);
  /** reset: set after a new password was chosen through the emailed link. */
  const reset = flag(search.reset);
  /** admin: beside `confirmed`, when the link made an ADMIN_EMAILS account admin. */
  const admin = flag(search.admin);
  return {
    ...(confirmed === undefined ? {} : { confirmed }),
    ...(admin === undefined ? {} : { admin }),
    ...(confirmError === undefined ? {} : { confirm_error: confirmError }),
    ...(reset === undefined ? {} : { reset }),
  };
}

export const Route = createFileRoute("/login")({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ context, search }) => {
    if (context.sessions.getState().status !== "signedIn") return;
    // Signed in already (an admin-to-be opened the link in the same browser): say it worked.
    if (search.confirmed !== undefined) throw redirect({ to: "/email-confirmed", replace: true });
    throw redirect({ to: "/chat", replace: true });
  },
  component: LoginPage,
});
