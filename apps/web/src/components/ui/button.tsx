// shadcn-style button: variants by cva, `asChild` renders the child (a Link) with button styles.
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-xl font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
        accent: "bg-accent text-foreground shadow-sm hover:bg-accent/90",
        outline: "border border-border bg-card text-foreground hover:bg-muted",
        secondary: "bg-primary-soft text-primary hover:bg-primary-soft/70",
        ghost: "text-foreground hover:bg-muted",
        destructive: "bg-destructive text-white hover:bg-destructive/90",
        link: "text-primary underline-offset-4 hover:underline",
      },
      // Phones get 48 px targets (issue 22: thumbs); the desktop layout keeps the compact sizes.
      size: {
        default: "h-12 px-4 text-sm lg:h-11",
        sm: "h-12 px-3 text-sm lg:h-9",
        lg: "h-12 px-6 text-base",
        icon: "size-12 lg:size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type TButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: TButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
