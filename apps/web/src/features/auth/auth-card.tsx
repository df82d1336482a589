// The card that holds the login and sign-up forms.
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PublicLayout } from "@/features/shell/public-layout";

export function AuthCard({
  title,
  description,
  icon,
  children,
  footer,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <PublicLayout>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-1 flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary [&_svg]:size-6">
            {icon}
          </span>
          <CardTitle className="text-2xl">
            <span className="block">{title}</span>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && (
          <div className="border-t border-border px-5 py-4 text-center text-sm text-muted-foreground sm:px-6">
            {footer}
          </div>
        )}
      </Card>
    </PublicLayout>
  );
}
