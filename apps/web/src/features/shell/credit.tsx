// The footer credit line every screen carries.
import { Heart } from "lucide-react";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/use-language";

export function CreditLine({ className }: { className?: string }) {
  const tr = useT();
  return (
    <p className={cn("text-center text-xs leading-relaxed text-muted-foreground", className)}>
      <Heart className="mr-1 inline size-3.5 -translate-y-px fill-accent align-middle text-accent" aria-hidden />
      {tr("app.credit")}
    </p>
  );
}
