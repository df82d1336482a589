// Across the signed-in app: a clear line while the phone has no network (answers already received
// stay readable; questions wait in the outbox), and the outbox sent once the network is back.
import { CloudOff } from "lucide-react";
import { useEffect } from "react";
import { useT } from "@/lib/i18n/use-language";
import { useOnline } from "@/lib/use-online";

export function OfflineBanner() {
  const tr = useT();
  const online = useOnline();
  // The outbox code loads after the first screen has rendered.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    void import("@/lib/chat/outbox").then(({ startOutbox }) => {
      if (!left) stop = startOutbox();
    });
    return () => {
      left = true;
      stop?.();
    };
  }, []);
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2.5 text-base text-amber-950"
    >
      <CloudOff className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p>{tr("shell.offline")}</p>
    </div>
  );
}
