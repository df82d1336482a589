// Second login step: challenge the factor and verify the 6-digit code; the answer is an aal2 session.
import type { TSession } from "@sachiv/contracts";
import { ArrowLeft, LoaderCircle, ShieldCheck } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { answerFactor } from "@/lib/auth/auth-api";
import { useT } from "@/lib/i18n/use-language";
import { AuthCard } from "./auth-card";
import { CODE_LENGTH, CodeInput } from "./code-input";
import { errorMessage } from "./error-message";

export function MfaCodeStep({
  session,
  factorId,
  onVerified,
  onBack,
}: {
  session: TSession;
  factorId: string;
  onVerified: (session: TSession) => void;
  onBack: () => void;
}) {
  const tr = useT();
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      onVerified(await answerFactor(factorId, code, { token: session.access_token }));
    } catch (caught) {
      setError(errorMessage(caught, tr));
      setCode("");
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title={tr("mfa.stepTitle")} description={tr("mfa.stepPrompt")} icon={<ShieldCheck aria-hidden />}>
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id}>{tr("mfa.codeLabel")}</Label>
          <CodeInput id={id} value={code} onChange={setCode} autoFocus />
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" size="lg" disabled={pending || code.length !== CODE_LENGTH} className="w-full">
          {pending && <LoaderCircle className="animate-spin" aria-hidden />}
          {pending ? tr("mfa.verifying") : tr("mfa.verify")}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack} className="w-full">
          <ArrowLeft aria-hidden />
          {tr("mfa.back")}
        </Button>
      </form>
    </AuthCard>
  );
}
