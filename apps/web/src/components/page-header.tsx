// The heading block of a screen: icon, the page's one h1, and an optional line under it.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export function PageHeader({
  icon: Icon,
  title,
  subtitle,
  className,
}: {
  icon: LucideIcon;
  title: string;
  subtitle?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cn("flex items-start gap-3", className)}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary sm:size-12">
        <Icon className="size-6" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <h1 className="text-2xl font-bold leading-snug text-balance sm:text-3xl">{title}</h1>
        {subtitle && <p className="text-sm leading-relaxed text-muted-foreground sm:text-base">{subtitle}</p>}
      </div>
    </header>
  );
}
