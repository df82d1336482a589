// /forgot-password: the email or mobile number of the account; a reset link goes to its email.
// The answer is the same whether or not such an account exists.
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, KeyRound, LoaderCircle, MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { identifierOf, requestPasswordReset } from "@/lib/auth/auth-api";
import { useT } from "@/lib/i18n/use-language";
import { AuthCard } from "./auth-card";
import { errorMessage } from "./error-message";
import { IdentifierField } from "./form-fields";

export function ForgotPasswordPage() {
  const tr = useT();
  const [identifier, setIdentifier] = useState("");
  const recover = useMutation({ mutationFn: requestPasswordReset, networkMode: "always" });
  const sent = recover.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    recover.mutate(identifierOf(identifier.trim()));
  };

  return (
    <AuthCard
      title={tr("recover.title")}
      description={tr("recover.subtitle")}
      icon={<KeyRound aria-hidden />}
      footer={<BackToLogin />}
    >
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <IdentifierField value={identifier} onChange={setIdentifier} />
        {recover.error && <Alert tone="error">{errorMessage(recover.error, tr)}</Alert>}
        {sent && <Alert tone="success">{tr("recover.sent")}</Alert>}
        <Button type="submit" size="lg" disabled={recover.isPending || sent} className="w-full">
          {recover.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
          {sent && <MailCheck aria-hidden />}
          {recover.isPending ? tr("recover.submitting") : tr("recover.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}

export function BackToLogin() {
  const tr = useT();
  return (
    <Link to="/login" className="inline-flex min-h-12 items-center gap-2 font-semibold text-primary hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      {tr("recover.backToLogin")}
    </Link>
  );
}
