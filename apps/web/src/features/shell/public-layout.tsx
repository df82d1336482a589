// Frame of the screens open to visitors (login, sign-up, landing, 404): title, language toggle,
// content in the middle, credit line at the foot.
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Brand } from "./brand";
import { CreditLine } from "./credit";
import { LanguageToggle } from "./language-toggle";

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,_var(--color-primary-soft),_transparent_60%)]">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-2 sm:px-6">
        <Link to="/index" className="flex min-h-12 min-w-0 items-center rounded-xl">
          <span className="sm:hidden">
            <Brand compact />
          </span>
          <span className="hidden sm:block">
            <Brand />
          </span>
        </Link>
        <LanguageToggle compact />
      </header>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col items-center px-4 pt-6 pb-8 sm:justify-center sm:px-6">
        {children}
      </main>
      <footer className="px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <CreditLine />
      </footer>
    </div>
  );
}
