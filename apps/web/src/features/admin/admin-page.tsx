// Admin dashboard (built by a later issue): admins only, others go to /chat.
import { Navigate } from "@tanstack/react-router";
import { ShieldCheck } from "lucide-react";
import { PageLoading } from "@/features/shell/page-loading";
import { PlaceholderPage } from "@/features/shell/placeholder-page";
import { useAuth } from "@/lib/auth";
import { useAdminT } from "@/lib/i18n/use-language";

export function AdminPage() {
  const ta = useAdminT();
  const { profile, isProfileLoading } = useAuth();
  if (!profile && isProfileLoading) return <PageLoading />;
  if (!profile?.is_admin) return <Navigate to="/chat" replace />;
  return (
    <PlaceholderPage title={ta("admin.title")} description={ta("admin.comingSoon")} icon={ShieldCheck} />
  );
}
