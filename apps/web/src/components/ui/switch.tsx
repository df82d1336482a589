// An on/off switch: a button with role="switch" and aria-checked, large enough for a thumb; its
// name comes from a <label htmlFor={id}> beside it.
import { cn } from "@/lib/cn";

export function Switch({
  id,
  checked,
  onCheckedChange,
  disabled,
  describedBy,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Id of a hint that says more about what the switch does. */
  describedBy?: string;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        "relative inline-flex h-12 w-20 shrink-0 items-center rounded-full border-2 transition-colors disabled:opacity-60",
        checked ? "border-primary bg-primary" : "border-border bg-muted",
      )}
    >
      <span
        aria-hidden
        className={cn(
          "inline-block size-9 rounded-full bg-card shadow transition-transform",
          checked ? "translate-x-9" : "translate-x-1",
        )}
      />
    </button>
  );
}
