// Two-step verification on /settings (settings-page.tsx). Lists factors, enrols a TOTP app (QR + secret, then a code),
// removes a factor.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/features/auth/error-message";
import { PageLoading } from "@/features/shell/page-loading";
import { useAuth } from "@/lib/auth";
import { listFactors } from "@/lib/auth/auth-api";
import { useT } from "@/lib/i18n/use-language";
import { EnrollTotp } from "./enroll-totp";
import { FactorList } from "./factor-list";

export const FACTORS_QUERY_KEY = "factors";

export function MfaSettings() {
  const tr = useT();
  const queryClient = useQueryClient();
  const userId = useAuth().session?.user.id ?? null;
  const queryKey = [FACTORS_QUERY_KEY, userId];
  const factors = useQuery({ queryKey, queryFn: () => listFactors(), enabled: userId !== null });
  const [enrolling, setEnrolling] = useState(false);

  const reload = () => queryClient.invalidateQueries({ queryKey: [FACTORS_QUERY_KEY] });

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <ShieldCheck className="size-5" aria-hidden />
          </span>
          <CardTitle className="text-lg">{tr("mfa.settingsTitle")}</CardTitle>
        </div>
        <CardDescription>{tr("mfa.settingsIntro")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <h2 className="text-sm font-semibold text-muted-foreground">{tr("mfa.factorsHeading")}</h2>
        {factors.isPending ? (
          <PageLoading />
        ) : factors.isError ? (
          <Alert tone="error">{errorMessage(factors.error, tr)}</Alert>
        ) : (
          <FactorList factors={factors.data.all} onChanged={() => void reload()} />
        )}

        {enrolling ? (
          <EnrollTotp
            onDone={() => {
              setEnrolling(false);
              void reload();
            }}
          />
        ) : (
          <Button variant="secondary" onClick={() => setEnrolling(true)} className="self-start">
            <Plus aria-hidden />
            {tr("mfa.add")}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
