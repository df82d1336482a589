// A screen that a later issue builds: a card with the screen's title and 'coming soon'.
import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";

export function PlaceholderPage({
  title,
  description,
  icon: Icon,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
}) {
  return (
    <section className="flex flex-1 flex-col">
      <Card className="overflow-hidden">
        <div className="h-1.5 bg-gradient-to-r from-primary via-primary/70 to-accent" aria-hidden />
        <div className="flex flex-col items-center gap-3 px-5 py-12 text-center sm:py-16">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
            <Icon className="size-8" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold leading-snug sm:text-3xl">{title}</h1>
          <p className="max-w-sm text-base text-muted-foreground">{description}</p>
        </div>
      </Card>
    </section>
  );
}
