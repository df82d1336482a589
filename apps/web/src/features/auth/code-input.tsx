// A 6-digit one-time code input (authenticator apps), digits only.
import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

export const CODE_LENGTH = 6;

export function CodeInput({
  value,
  onChange,
  className,
  ...props
}: Omit<ComponentProps<"input">, "value" | "onChange"> & {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, CODE_LENGTH))}
      className={cn("h-12 text-center font-mono text-2xl tracking-[0.5em]", className)}
      {...props}
    />
  );
}
