// /email-confirmed: a signed-in user opened the confirmation link. Says the email is confirmed and,
// for an ADMIN_EMAILS account, that admin access is on. The session is refreshed first, so the
// stored user and the profile carry the confirmation and the admin flag.
import { Link } from "@tanstack/react-router";
import { MailCheck } from "lucide-react";
import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageLoading } from "@/features/shell/page-loading";
import { useAuth } from "@/lib/auth";
import { sessionManager } from "@/lib/auth/session-manager";
import { useT } from "@/lib/i18n/use-language";
import { AuthCard } from "./auth-card";

export function EmailConfirmedPage() {
  const tr = useT();
  const { status, profile, isProfileLoading } = useAuth();
  useEffect(() => {
    sessionManager.refresh().catch(() => undefined);
  }, []);
  if (status === "loading" || (!profile && isProfileLoading)) return <PageLoading />;
  const isAdmin = profile?.is_admin === true;

  return (
    <AuthCard title={tr("confirmed.title")} description={tr("confirmed.body")} icon={<MailCheck aria-hidden />}>
      <div className="flex flex-col gap-4">
        {isAdmin && <Alert tone="success">{tr("confirmed.adminOn")}</Alert>}
        {isAdmin && (
          <Button asChild size="lg" className="w-full">
            <Link to="/admin">{tr("confirmed.toAdmin")}</Link>
          </Button>
        )}
        <Button asChild size="lg" variant={isAdmin ? "outline" : "default"} className="w-full">
          <Link to="/chat">{tr("confirmed.toChat")}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
