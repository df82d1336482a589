// Two-option switch between Hindi and Hinglish; each option names itself in its own script.
import { UI_LANGUAGES, t } from "@sachiv/content";
import { Languages } from "lucide-react";
import { cn } from "@/lib/cn";
import { useLanguage, useT } from "@/lib/i18n/use-language";

export function LanguageToggle({ className, compact = false }: { className?: string; compact?: boolean }) {
  const [language, setLanguage] = useLanguage();
  const tr = useT();
  return (
    <div
      role="radiogroup"
      aria-label={tr("language.toggle")}
      className={cn(
        "inline-flex shrink-0 items-center gap-0.5 rounded-full border border-border bg-muted p-0 lg:p-0.5",
        className,
      )}
    >
      {!compact && <Languages className="mx-1.5 size-4 text-muted-foreground" aria-hidden />}
      {UI_LANGUAGES.map((option) => {
        const active = option === language;
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={active}
            lang={option === "hindi" ? "hi" : "hi-Latn"}
            onClick={() => setLanguage(option)}
            className={cn(
              "rounded-full font-medium transition-colors",
              compact ? "h-12 px-2.5 text-[13px] lg:h-8" : "h-12 px-3 text-sm lg:h-8",
              active ? "bg-primary text-primary-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {t("language.selfName", option)}
          </button>
        );
      })}
    </div>
  );
}
