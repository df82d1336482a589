// The app's mark, title and (unless compact) subtitle.
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/use-language";

export function BrandMark({ className }: { className?: string }) {
  return (
    <img src="/favicon.svg" alt="" aria-hidden className={cn("size-10 shrink-0 rounded-xl shadow-sm", className)} />
  );
}

export function Brand({ compact = false, titleClassName }: { compact?: boolean; titleClassName?: string }) {
  const tr = useT();
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <BrandMark className={compact ? "size-8 rounded-lg" : undefined} />
      <div className="min-w-0">
        <p
          className={cn(
            "truncate font-bold leading-tight text-primary",
            compact ? "text-base" : "text-xl",
            titleClassName,
          )}
        >
          {tr("app.title")}
        </p>
        {!compact && <p className="text-sm leading-snug text-muted-foreground">{tr("app.subtitle")}</p>}
      </div>
    </div>
  );
}
