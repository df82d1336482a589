// /login: email or mobile number, and password; a 6-digit code step when the account has two-step
// verification. Links to the password reset, to sign-up, and for a newcomer to the introduction (/index).
import type { TLoginRequest, TSession } from "@sachiv/contracts";
import { useMutation } from "@tanstack/react-query";
import { Link, getRouteApi, useNavigate } from "@tanstack/react-router";
import { Info, LoaderCircle, LogIn } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";
import { identifierOf, listFactors, logIn } from "@/lib/auth/auth-api";
import { useT } from "@/lib/i18n/use-language";
import { AuthCard } from "./auth-card";
import { errorMessage } from "./error-message";
import { IdentifierField, PasswordField } from "./form-fields";
import { MfaCodeStep } from "./mfa-code-step";

const route = getRouteApi("/login");

/** A password login that still owes a code: its aal1 session is held here, never stored. */
type TPendingMfa = { session: TSession; factorId: string };

export function LoginPage() {
  const tr = useT();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const { confirmed, confirm_error: confirmError, reset, admin } = route.useSearch();
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const [mfa, setMfa] = useState<TPendingMfa | null>(null);

  const finish = (session: TSession) => {
    signIn(session);
    void navigate({ to: "/chat", replace: true });
  };

  const login = useMutation({
    mutationFn: logInForCode,
    onSuccess: (next) =>
      next.factorId ? setMfa({ session: next.session, factorId: next.factorId }) : finish(next.session),
    // Offline, the request fails at once with its message instead of waiting for the network.
    networkMode: "always",
  });
  const pending = login.isPending;
  const error = login.error ? errorMessage(login.error, tr) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ ...identifierOf(identifier.trim()), password });
  };

  if (mfa) {
    return (
      <MfaCodeStep
        session={mfa.session}
        factorId={mfa.factorId}
        onVerified={finish}
        onBack={() => {
          setMfa(null);
          setPassword("");
        }}
      />
    );
  }

  const isSet = (flag: unknown) => flag !== undefined && flag !== false && flag !== 0 && flag !== "0";
  const showConfirmed = isSet(confirmed);
  const showConfirmFailed = !showConfirmed && isSet(confirmError);
  const showReset = isSet(reset);

  return (
    <AuthCard
      title={tr("login.title")}
      description={tr("login.subtitle")}
      icon={<LogIn aria-hidden />}
      footer={
        <div className="flex flex-col items-center gap-1">
          <p>
            {tr("login.noAccount")}{" "}
            <Link to="/signup" className="inline-flex min-h-12 items-center font-semibold text-primary hover:underline">
              {tr("login.toSignup")}
            </Link>
          </p>
          <Link
            to="/index"
            className="inline-flex min-h-12 items-center gap-2 rounded-xl px-3 text-base font-semibold text-primary hover:bg-primary-soft"
          >
            <Info className="size-5" aria-hidden />
            {tr("login.whatIsSachiv")}
          </Link>
        </div>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        {showConfirmed && (
          <Alert tone="success">
            <p>{tr("login.emailConfirmed")}</p>
            {isSet(admin) && <p className="mt-1">{tr("login.adminOn")}</p>}
          </Alert>
        )}
        {showConfirmFailed && <Alert tone="error">{tr("login.confirmFailed")}</Alert>}
        {showReset && <Alert tone="success">{tr("login.passwordReset")}</Alert>}
        <IdentifierField value={identifier} onChange={setIdentifier} />
        <div className="flex flex-col">
          <PasswordField value={password} onChange={setPassword} autoComplete="current-password" />
          <Link
            to="/forgot-password"
            className="inline-flex min-h-12 items-center self-end px-1 text-base font-semibold text-primary hover:underline"
          >
            {tr("login.forgotPassword")}
          </Link>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
          {pending && <LoaderCircle className="animate-spin" aria-hidden />}
          {pending ? tr("login.submitting") : tr("login.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}

/**
 * Logs in with the password. A session that still owes a code comes back with the verified TOTP
 * factor to answer; a fully signed-in session comes back alone.
 */
async function logInForCode(credentials: TLoginRequest): Promise<{ session: TSession; factorId?: string }> {
  const { session } = await logIn(credentials);
  if (!session) throw new Error("login answered without a session");
  if (session.next_aal !== "aal2" || session.aal !== "aal1") return { session };
  const factorId = await findVerifiedTotp(session);
  if (!factorId) throw new Error("no verified factor to answer");
  return { session, factorId };
}

/** The verified TOTP factor to challenge: from the session's user, else asked from the server. */
async function findVerifiedTotp(session: TSession): Promise<string | undefined> {
  const isUsable = (f: { factor_type: string; status: string }) => f.factor_type === "totp" && f.status === "verified";
  const known = session.user.factors.find(isUsable);
  if (known) return known.id;
  const { totp } = await listFactors({ token: session.access_token });
  return totp.find(isUsable)?.id;
}
