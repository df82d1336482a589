// WhatsApp on /settings (issue 23): the linked number and the switch for its alerts about new
// circulars, or a code to send from the number to link; hidden when the server has no WhatsApp number.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MessageCircle } from "lucide-react";
import { useId } from "react";
import { tWhatsapp, type TTextVars, type TWhatsappUiKey } from "@sachiv/content";
import type { TWhatsappLinkCode, TWhatsappLinkStatus } from "@sachiv/contracts";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { apiRequest } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { useLanguage } from "@/lib/i18n/use-language";

const QUERY_KEY = "whatsapp-link";

export function WhatsappSettings() {
  const [language] = useLanguage();
  const tr = (key: TWhatsappUiKey, vars?: TTextVars) => tWhatsapp(key, language, vars);
  const queryClient = useQueryClient();
  const alertsId = useId();
  const userId = useAuth().session?.user.id ?? null;
  const queryKey = [QUERY_KEY, userId];
  const status = useQuery({
    queryKey,
    queryFn: () => apiRequest<TWhatsappLinkStatus>("/whatsapp/link"),
    enabled: userId !== null,
  });
  const makeCode = useMutation({
    mutationFn: () => apiRequest<TWhatsappLinkCode>("/whatsapp/link-code", { method: "POST" }),
  });
  const setAlerts = useMutation({
    mutationFn: (on: boolean) => apiRequest<TWhatsappLinkStatus>("/whatsapp/alerts", { method: "PUT", body: { on } }),
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
  });
  const unlink = useMutation({
    mutationFn: () => apiRequest<TWhatsappLinkStatus>("/whatsapp/link", { method: "DELETE" }),
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
  });

  if (!status.data?.available) return null;
  const { linked_number: linked, business_number: business } = status.data;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <MessageCircle className="size-5" aria-hidden />
          </span>
          <CardTitle className="text-lg">{tr("settings.whatsapp.title")}</CardTitle>
        </div>
        <CardDescription>{tr("settings.whatsapp.intro")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm">
          {linked ? tr("settings.whatsapp.linked", { number: linked }) : tr("settings.whatsapp.notLinked")}
        </p>
        {linked && (
          <div className="flex flex-col gap-1.5 rounded-xl border border-border p-3">
            <div className="flex items-center justify-between gap-4">
              <label htmlFor={alertsId} className="text-base font-medium">
                {tr("settings.whatsapp.alerts")}
              </label>
              <Switch
                id={alertsId}
                checked={setAlerts.isPending ? (setAlerts.variables ?? status.data.alerts) : status.data.alerts}
                onCheckedChange={(on) => setAlerts.mutate(on)}
                disabled={setAlerts.isPending}
                describedBy={`${alertsId}-hint`}
              />
            </div>
            <p id={`${alertsId}-hint`} className="text-sm text-muted-foreground">
              {tr("settings.whatsapp.alertsHint")}
            </p>
          </div>
        )}
        {makeCode.data && (
          <p className="rounded-lg bg-muted p-3 text-base" data-testid="whatsapp-code">
            {tr("settings.whatsapp.sendCode", {
              code: makeCode.data.code,
              number: business ? `+${business}` : tr("settings.whatsapp.businessNumber"),
            })}
          </p>
        )}
        {(makeCode.isError || unlink.isError || setAlerts.isError) && (
          <Alert tone="error">{tr("settings.whatsapp.error")}</Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => makeCode.mutate()} disabled={makeCode.isPending}>
            {tr("settings.whatsapp.makeCode")}
          </Button>
          {linked && (
            <Button variant="ghost" onClick={() => unlink.mutate()} disabled={unlink.isPending}>
              {tr("settings.whatsapp.unlink")}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
