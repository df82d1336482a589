// Entry: apply the stored language, start the session, then render providers and the router.
import "./styles.css";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { AuthProvider, sessionManager, useAuth } from "@/lib/auth";
import { startLanguageSync } from "@/lib/i18n/language-store";
import { startPreferencesSync, syncPreferences } from "@/lib/preferences/preferences-store";
import { startInstallPromptCapture } from "@/lib/pwa/install-prompt";
import { AppToaster } from "@/lib/toast";
import { router } from "./router";

startInstallPromptCapture();
startLanguageSync();
startPreferencesSync();
sessionManager.start();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

function RoutedApp() {
  const auth = useAuth();
  // Guards run again whenever who is signed in, or whether they are an admin, changes.
  useEffect(() => {
    void router.invalidate();
  }, [auth.status, auth.session?.user.id, auth.profile?.is_admin]);
  // Settings follow the user: the server's copy once signed in (after any change made offline).
  useEffect(() => {
    void syncPreferences(auth.session?.user.id ?? null);
  }, [auth.session?.user.id]);
  return <RouterProvider router={router} context={{ auth }} />;
}

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RoutedApp />
        <AppToaster />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
