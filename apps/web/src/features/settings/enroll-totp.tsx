// Enrol an authenticator app: name it, scan the QR (or type the secret), confirm with a code.
// The verify answer is an upgraded (aal2) session, which replaces the current one.
import type { TEnrollFactorResponse } from "@sachiv/contracts";
import { LoaderCircle, ShieldCheck } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CODE_LENGTH, CodeInput } from "@/features/auth/code-input";
import { errorMessage } from "@/features/auth/error-message";
import { useAuth } from "@/lib/auth";
import { answerFactor, deleteFactor, enrollTotpFactor } from "@/lib/auth/auth-api";
import { useT } from "@/lib/i18n/use-language";

export function EnrollTotp({ onDone }: { onDone: () => void }) {
  const tr = useT();
  const { signIn } = useAuth();
  const nameId = useId();
  const codeId = useId();
  const [name, setName] = useState("");
  const [enrollment, setEnrollment] = useState<TEnrollFactorResponse | null>(null);
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(errorMessage(caught, tr));
    } finally {
      setPending(false);
    }
  };

  const onEnroll = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setEnrollment(await enrollTotpFactor(name.trim() || undefined));
    });
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (!enrollment) return;
    void run(async () => {
      try {
        signIn(await answerFactor(enrollment.id, code));
      } catch (caught) {
        setCode("");
        throw caught;
      }
      toast.success(tr("mfa.enrolled"));
      onDone();
    });
  };

  const onCancel = () => {
    // An unverified factor is of no use: remove it instead of leaving it in the list.
    if (enrollment) deleteFactor(enrollment.id).catch(() => undefined);
    onDone();
  };

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-muted/50 p-4">
      {!enrollment ? (
        <form onSubmit={onEnroll} className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={nameId}>{tr("mfa.friendlyName")}</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={100}
              placeholder={tr("mfa.friendlyNamePlaceholder")}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={onCancel}>
              {tr("mfa.cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <LoaderCircle className="animate-spin" aria-hidden />}
              {pending ? tr("mfa.adding") : tr("mfa.add")}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={onVerify} className="flex flex-col gap-4">
          <p className="text-sm">{tr("mfa.scanQr")}</p>
          <img
            src={enrollment.totp.qr_code}
            alt={tr("mfa.qrAlt")}
            className="size-48 self-center rounded-xl border border-border bg-white p-2"
          />
          <div className="flex flex-col gap-1">
            <p className="text-sm text-muted-foreground">{tr("mfa.secretLabel")}</p>
            <code className="select-all break-all rounded-lg bg-card px-3 py-2 font-mono text-sm tracking-wider">
              {enrollment.totp.secret}
            </code>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={codeId}>{tr("mfa.codeLabel")}</Label>
            <CodeInput id={codeId} value={code} onChange={setCode} />
          </div>
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={onCancel}>
              {tr("mfa.cancel")}
            </Button>
            <Button type="submit" disabled={pending || code.length !== CODE_LENGTH}>
              {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : <ShieldCheck aria-hidden />}
              {pending ? tr("mfa.verifying") : tr("mfa.verify")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
