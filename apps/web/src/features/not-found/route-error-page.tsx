// A screen that crashed: the general message and a way home, never a stack trace.
import { Link } from "@tanstack/react-router";
import { House, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PublicLayout } from "@/features/shell/public-layout";
import { useT } from "@/lib/i18n/use-language";

export function RouteErrorPage() {
  const tr = useT();
  return (
    <PublicLayout>
      <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
        <TriangleAlert className="size-12 text-destructive" aria-hidden />
        <h1 className="text-xl font-semibold leading-snug">{tr("auth.unexpectedError")}</h1>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            <House aria-hidden />
            {tr("notFound.home")}
          </Link>
        </Button>
      </div>
    </PublicLayout>
  );
}
