// /index: choose chat or voice mode; a welcome line for a signed-in user, else a login invitation.
import { Link } from "@tanstack/react-router";
import { ArrowRight, House, LogIn, MessageSquare, Mic, Settings } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { BrandMark } from "@/features/shell/brand";
import { PublicLayout } from "@/features/shell/public-layout";
import { emailPrefix } from "@/features/shell/use-logout";
import { useAuth } from "@/lib/auth";
import { useT } from "@/lib/i18n/use-language";

export function LandingPage() {
  const tr = useT();
  const { profile } = useAuth();

  return (
    <PublicLayout>
      <div className="flex w-full max-w-2xl flex-col items-center gap-6 text-center">
        <BrandMark className="size-16 rounded-2xl" />
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold leading-snug text-primary sm:text-4xl">{tr("app.title")}</h1>
          <p className="text-base text-muted-foreground sm:text-lg">{tr("app.subtitle")}</p>
        </div>

        {profile ? (
          <p className="rounded-full bg-primary-soft px-4 py-1.5 font-medium text-primary">
            {tr("landing.welcome", { name: emailPrefix(profile.email) })}
          </p>
        ) : (
          <Card className="flex w-full flex-col items-center gap-3 px-5 py-4 sm:flex-row sm:justify-between sm:text-left">
            <p className="text-sm text-muted-foreground">{tr("landing.loginInvite")}</p>
            <Button asChild variant="secondary" size="sm">
              <Link to="/login">
                <LogIn aria-hidden />
                {tr("landing.login")}
              </Link>
            </Button>
          </Card>
        )}

        <h2 className="text-lg font-semibold">{tr("landing.chooseMode")}</h2>
        <div className="grid w-full gap-3 sm:grid-cols-2">
          <ModeCard
            to="/chat"
            icon={<MessageSquare aria-hidden />}
            title={tr("landing.chatMode")}
            hint={tr("landing.chatModeHint")}
          />
          <ModeCard
            to="/voice-agent"
            icon={<Mic aria-hidden />}
            title={tr("landing.voiceMode")}
            hint={tr("landing.voiceModeHint")}
          />
        </div>

        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to="/chat">
            {tr("landing.getStarted")}
            <ArrowRight aria-hidden />
          </Link>
        </Button>

        <nav aria-label={tr("nav.label")} className="flex flex-wrap justify-center gap-1 text-sm">
          <QuickLink to="/index" icon={<House aria-hidden />} label={tr("nav.home")} />
          <QuickLink to="/chat" icon={<MessageSquare aria-hidden />} label={tr("nav.chat")} />
          <QuickLink to="/voice-agent" icon={<Mic aria-hidden />} label={tr("nav.voice")} />
          <QuickLink to="/settings" icon={<Settings aria-hidden />} label={tr("nav.settings")} />
        </nav>
      </div>
    </PublicLayout>
  );
}

type TTarget = "/index" | "/chat" | "/voice-agent" | "/settings";

function ModeCard({ to, icon, title, hint }: { to: TTarget; icon: ReactNode; title: string; hint: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-2xl border border-border bg-card p-4 text-left shadow-sm transition hover:border-primary/40 hover:shadow-md"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground [&_svg]:size-6">
        {icon}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold text-foreground">{title}</span>
        <span className="text-sm text-muted-foreground">{hint}</span>
      </span>
      <ArrowRight
        className="ml-auto size-5 shrink-0 text-muted-foreground transition group-hover:translate-x-0.5 group-hover:text-primary"
        aria-hidden
      />
    </Link>
  );
}

function QuickLink({ to, icon, label }: { to: TTarget; icon: ReactNode; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-muted-foreground hover:bg-muted hover:text-foreground data-[status=active]:text-primary [&_svg]:size-4"
    >
      {icon}
      {label}
    </Link>
  );
}
