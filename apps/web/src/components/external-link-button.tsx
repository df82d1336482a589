// A button-styled link to an outside page: a new tab, no opener, no referrer. Screen readers also
// hear what it opens and that it opens in a new tab.
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/use-language";
import { buttonVariants, type TButtonProps } from "./ui/button";

export function ExternalLinkButton({
  href,
  children,
  context,
  variant = "secondary",
  size = "sm",
  className,
}: {
  href: string;
  children: ReactNode;
  /** Added for screen readers after the visible label, e.g. the item's title. */
  context?: string;
  variant?: TButtonProps["variant"];
  size?: TButtonProps["size"];
  className?: string;
}) {
  const tr = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant, size }), className)}
    >
      {children}
      <span className="sr-only">
        {context ? `: ${context} ` : " "}
        {tr("common.opensInNewTab")}
      </span>
      <ExternalLink aria-hidden />
    </a>
  );
}
