// /signup: email and password (the spec's fields), and optionally a mobile number to sign in with
// later. Unconfirmed email → green message and a disabled
// 'Check Your Email' button; a session right away → /chat.
import { PASSWORD_MIN_LENGTH, type TAuthResponse } from "@sachiv/contracts";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { LoaderCircle, MailCheck, UserPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";
import { signUp } from "@/lib/auth/auth-api";
import { useT } from "@/lib/i18n/use-language";
import { AuthCard } from "./auth-card";
import { errorMessage } from "./error-message";
import { EmailField, MobileField, PasswordField } from "./form-fields";

/** Where the confirmation email's link lands. */
const CONFIRMED_REDIRECT = "/login?confirmed=1";

export function SignupPage() {
  const tr = useT();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [mobile, setMobile] = useState("");

  const signup = useMutation({
    mutationFn: (credentials: { email: string; password: string; phone?: string }) =>
      signUp({ ...credentials, redirect_to: CONFIRMED_REDIRECT }),
    onSuccess: ({ session, user }) => {
      if (session) {
        signIn(session);
        void navigate({ to: "/chat", replace: true });
      } else if (!user || user.email_confirmed_at) {
        // Confirmed but no session: the account exists, so logging in is the way on.
        void navigate({ to: "/login" });
      }
    },
    // Offline, the request fails at once with its message instead of waiting for the network.
    networkMode: "always",
  });
  const pending = signup.isPending;
  const error = signup.error ? errorMessage(signup.error, tr) : null;
  const awaitingConfirmation = signup.data !== undefined && isAwaitingConfirmation(signup.data);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    signup.mutate({ email, password, ...(mobile.trim() ? { phone: mobile.trim() } : {}) });
  };

  return (
    <AuthCard
      title={tr("signup.title")}
      description={tr("signup.subtitle")}
      icon={<UserPlus aria-hidden />}
      footer={
        <>
          {tr("signup.haveAccount")}{" "}
          <Link to="/login" className="font-semibold text-primary hover:underline">
            {tr("signup.toLogin")}
          </Link>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          hint={tr("signup.passwordHint", { min: PASSWORD_MIN_LENGTH })}
        />
        <MobileField value={mobile} onChange={setMobile} />
        {error && <Alert tone="error">{error}</Alert>}
        {awaitingConfirmation && <Alert tone="success">{tr("signup.checkEmailMessage")}</Alert>}
        <Button type="submit" size="lg" disabled={pending || awaitingConfirmation} className="mt-1 w-full">
          {pending && <LoaderCircle className="animate-spin" aria-hidden />}
          {awaitingConfirmation && <MailCheck aria-hidden />}
          {awaitingConfirmation ? tr("signup.checkEmail") : pending ? tr("signup.submitting") : tr("signup.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}

/** Signed up, no session yet: the account waits for the link in the confirmation email. */
function isAwaitingConfirmation({ session, user }: TAuthResponse): boolean {
  return !session && user !== null && !user.email_confirmed_at;
}
