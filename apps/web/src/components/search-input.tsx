// The one search box of the app (glossary, circulars, history, the admin's filters): a labelled
// type="search" field with a magnifier, and a clear button once something is typed. Escape or the
// button clears the text and leaves the cursor in the field, ready for the next words. The
// browser's own clear cross is hidden so that there is only one, the same on every phone.
import { Search, X } from "lucide-react";
import { useRef, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/use-language";

type TSearchInputProps = {
  id: string;
  /** The visible label, already in the screen's language (the field's accessible name). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Name of the clear button; the officials' text "Search saaf karein" unless given (admin: English/Hindi). */
  clearLabel?: string;
  /** The label for screen readers only, where a heading above already says what the field searches. */
  hideLabel?: boolean;
  /** "lg": the taller field of a screen whose main control is the search (history). */
  size?: "default" | "lg";
  className?: string;
} & Pick<ComponentProps<"input">, "maxLength" | "inputMode">;

export function SearchInput({
  id,
  label,
  value,
  onChange,
  placeholder,
  clearLabel,
  hideLabel = false,
  size = "default",
  className,
  maxLength,
  inputMode,
}: TSearchInputProps) {
  const tr = useT();
  const input = useRef<HTMLInputElement>(null);
  const clearName = clearLabel ?? tr("common.clearSearch");
  const large = size === "lg";

  const clear = () => {
    onChange("");
    input.current?.focus();
  };

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id} className={hideLabel ? "sr-only" : undefined}>
        {label}
      </Label>
      <div className="relative">
        <Search
          className={cn(
            "pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted-foreground",
            large ? "left-3.5 size-5" : "left-3.5 size-4",
          )}
          aria-hidden
        />
        <Input
          ref={input}
          id={id}
          type="search"
          value={value}
          maxLength={maxLength}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && value !== "") {
              // Handled here, not left to the browser: the same on every engine, and a dialog
              // around the field does not close on the first Escape.
              event.preventDefault();
              event.stopPropagation();
              clear();
            }
          }}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className={cn(
            "pr-11 [&::-webkit-search-cancel-button]:hidden",
            large ? "h-12 pl-11 text-base sm:text-base" : "pl-10",
          )}
        />
        {value !== "" && (
          <button
            type="button"
            onClick={clear}
            aria-label={clearName}
            title={clearName}
            className={cn(
              "absolute top-1/2 right-1.5 flex -translate-y-1/2 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
              large ? "size-9" : "size-8",
            )}
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}
