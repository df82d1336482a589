// /reset-password?token=…: the page the reset mail links to. A new password, then back to login
// with a success message (every old session has ended; a two-step account still asks its code).
import { PASSWORD_MIN_LENGTH } from "@sachiv/contracts";
import { useMutation } from "@tanstack/react-query";
import { Link, getRouteApi, useNavigate } from "@tanstack/react-router";
import { KeyRound, LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { resetPassword } from "@/lib/auth/auth-api";
import { isApiResponseError } from "@/lib/api";
import { useT } from "@/lib/i18n/use-language";
import { AuthCard } from "./auth-card";
import { errorMessage } from "./error-message";
import { BackToLogin } from "./forgot-password-page";
import { PasswordField } from "./form-fields";

const route = getRouteApi("/reset-password");

export function ResetPasswordPage() {
  const tr = useT();
  const navigate = useNavigate();
  const { token } = route.useSearch();
  const [password, setPassword] = useState("");
  const reset = useMutation({
    mutationFn: (next: string) => resetPassword({ token: token ?? "", password: next }),
    onSuccess: () => void navigate({ to: "/login", search: { reset: 1 }, replace: true }),
    networkMode: "always",
  });
  const linkDead = isApiResponseError(reset.error) && reset.error.code === "INVALID_RESET_LINK";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate(password);
  };

  return (
    <AuthCard
      title={tr("reset.title")}
      description={tr("reset.subtitle")}
      icon={<KeyRound aria-hidden />}
      footer={<BackToLogin />}
    >
      {!token || linkDead ? (
        // A link that is incomplete, used or expired: the way on is a new one.
        <div className="flex flex-col gap-4">
          <Alert tone="error">{linkDead ? errorMessage(reset.error, tr) : tr("reset.missingToken")}</Alert>
          <RequestNewLink />
        </div>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <PasswordField
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            label={tr("auth.newPassword")}
            hint={tr("signup.passwordHint", { min: PASSWORD_MIN_LENGTH })}
          />
          {reset.error && <Alert tone="error">{errorMessage(reset.error, tr)}</Alert>}
          <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
            {reset.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
            {reset.isPending ? tr("reset.submitting") : tr("reset.submit")}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

function RequestNewLink() {
  const tr = useT();
  return (
    <Button asChild size="lg" className="w-full">
      <Link to="/forgot-password">{tr("reset.requestNew")}</Link>
    </Button>
  );
}
