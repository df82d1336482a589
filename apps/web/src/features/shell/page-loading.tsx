// Full-area 'Loading...' while the session or profile is being read.
import { LoaderCircle } from "lucide-react";
import { useT } from "@/lib/i18n/use-language";

export function PageLoading() {
  const tr = useT();
  return (
    <div role="status" className="flex min-h-[50dvh] flex-1 items-center justify-center gap-2 text-muted-foreground">
      <LoaderCircle className="size-5 animate-spin" aria-hidden />
      <span>{tr("app.loading")}</span>
    </div>
  );
}
