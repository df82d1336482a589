import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordPage } from "@/features/auth/reset-password-page";

/** Plain code, not zod: route files are in the entry chunk. token: the reset mail's link token. */
function validateResetSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === "string" && search.token !== "" ? { token: search.token } : {};
}

export const Route = createFileRoute("/reset-password")({
  validateSearch: validateResetSearch,
  component: ResetPasswordPage,
});
