// React face of the session: status, session, the profile (GET /users/me, refetched on every
// session change, cleared on sign-out), and sign-in / sign-out.
import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import type { ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TProfile, TSession } from "@sachiv/contracts";
import { getProfile, updatePreferredLanguage } from "@/lib/auth/auth-api";
import { sessionManager, type TAuthStatus } from "@/lib/auth/session-manager";
import { useLanguage } from "@/lib/i18n/use-language";

export type TAuthContext = {
  status: TAuthStatus;
  session: TSession | null;
  profile: TProfile | null;
  isProfileLoading: boolean;
  isAdmin: boolean;
  signIn: (session: TSession) => void;
  signOut: () => void;
};

const AuthContext = createContext<TAuthContext | null>(null);

export const PROFILE_QUERY_KEY = "profile";

export function AuthProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(sessionManager.subscribe, sessionManager.getState);
  const queryClient = useQueryClient();
  const { session, status, version } = state;
  const userId = session?.user.id ?? null;

  const profileQuery = useQuery({
    queryKey: [PROFILE_QUERY_KEY, userId, version],
    queryFn: ({ signal }) => getProfile(signal),
    enabled: userId !== null && status === "signedIn",
    staleTime: Infinity,
    retry: 1,
  });

  // Sign-out leaves no profile behind in the cache.
  useEffect(() => {
    if (status === "signedOut") queryClient.removeQueries({ queryKey: [PROFILE_QUERY_KEY] });
  }, [status, queryClient]);

  useSyncPreferredLanguage(status === "signedIn");

  const profile = userId && profileQuery.data?.id === userId ? profileQuery.data : null;
  const value = useMemo<TAuthContext>(
    () => ({
      status,
      session,
      profile,
      isProfileLoading: status === "loading" || (status === "signedIn" && profileQuery.isPending),
      isAdmin: profile?.is_admin === true,
      signIn: (next) => sessionManager.signIn(next),
      signOut: () => sessionManager.signOut(),
    }),
    [status, session, profile, profileQuery.isPending],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Tells the server about every language change while signed in (fire and forget). */
function useSyncPreferredLanguage(signedIn: boolean) {
  const [language] = useLanguage();
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    if (signedIn) updatePreferredLanguage(language).catch(() => undefined);
  }, [language, signedIn]);
}

export function useAuth(): TAuthContext {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
