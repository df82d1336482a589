// WhatsApp's mark (a green speech bubble with a handset), drawn here so the share button reads as
// "send on WhatsApp" at a glance without an icon-font dependency.
import { cn } from "@/lib/cn";

export function WhatsAppIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" className={cn("size-6", className)}>
      <path fill="#25D366" d="M12 1.5a10.5 10.5 0 0 0-9 15.9L1.5 22.5l5.3-1.4A10.5 10.5 0 1 0 12 1.5Z" />
      <path
        fill="#fff"
        d="M8.6 6.6c-.2-.5-.4-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.2 1.2-1.2 2.9s1.2 3.3 1.4 3.6c.2.2 2.4 3.8 5.9 5.1 2.9 1.1 3.5.9 4.1.9.6-.1 2-.8 2.3-1.6.3-.8.3-1.5.2-1.6-.1-.2-.3-.2-.6-.4l-2.1-1c-.3-.1-.5-.2-.7.1l-.9 1.2c-.2.2-.3.2-.6.1-.3-.2-1.3-.5-2.4-1.5-.9-.8-1.5-1.8-1.7-2.1-.2-.3 0-.4.1-.6l.5-.5c.1-.2.2-.3.3-.5.1-.2 0-.4 0-.5l-.9-2.5Z"
      />
    </svg>
  );
}
