// Any unknown path: 'Oops! Page not found' and a 'Return to Home' link to /.
import { Link } from "@tanstack/react-router";
import { House } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PublicLayout } from "@/features/shell/public-layout";
import { useT } from "@/lib/i18n/use-language";

export function NotFoundPage() {
  const tr = useT();
  return (
    <PublicLayout>
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <p className="text-7xl font-bold tracking-tight text-primary/20 sm:text-8xl" aria-hidden>
          {tr("notFound.code")}
        </p>
        <h1 className="text-2xl font-bold leading-snug sm:text-3xl">{tr("notFound.title")}</h1>
        <Button asChild size="lg">
          <Link to="/">
            <House aria-hidden />
            {tr("notFound.home")}
          </Link>
        </Button>
      </div>
    </PublicLayout>
  );
}
