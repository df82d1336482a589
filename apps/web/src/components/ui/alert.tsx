// A message box: green for success, red for errors, amber for warnings; announced to screen readers.
import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const alertVariants = cva("flex items-start gap-2.5 rounded-xl border px-3.5 py-3 text-sm", {
  variants: {
    tone: {
      success: "border-success/25 bg-success-soft text-success",
      error: "border-destructive/25 bg-destructive-soft text-destructive",
      info: "border-border bg-muted text-foreground",
      warning: "border-accent/40 bg-accent-soft text-accent-foreground",
    },
  },
  defaultVariants: { tone: "info" },
});

const icons = { success: CircleCheck, error: CircleAlert, info: Info, warning: TriangleAlert } as const;

export function Alert({
  className,
  tone,
  children,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  const Icon = icons[tone ?? "info"];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={cn(alertVariants({ tone }), className)} {...props}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
