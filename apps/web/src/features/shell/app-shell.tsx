// The signed-in frame: sidebar on desktop; header and bottom navigation on phones.
import type { ReactNode } from "react";
import { BottomNav } from "./bottom-nav";
import { CreditLine } from "./credit";
import { MobileHeader } from "./mobile-header";
import { OfflineBanner } from "./offline-banner";
import { Sidebar } from "./sidebar";

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <Sidebar />
      <MobileHeader />
      <div className="flex min-h-[calc(100dvh-3.5rem)] flex-col lg:min-h-dvh lg:pl-72">
        <OfflineBanner />
        <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-5 sm:px-6 lg:px-10 lg:py-8">
          {children}
        </main>
        {/* Phones: the credit line sits above the bottom navigation (desktop has the credit box). */}
        <CreditLine className="px-4 pt-2 pb-[calc(5.5rem+env(safe-area-inset-bottom))] lg:hidden" />
      </div>
      <BottomNav />
    </div>
  );
}
