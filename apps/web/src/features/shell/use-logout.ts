// Sign out and go to the login page.
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { useAuth } from "@/lib/auth";

export function useLogout(): () => void {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    signOut();
    void navigate({ to: "/login" });
  }, [signOut, navigate]);
}

/** The part of the email before the @, as the sidebar shows it. */
export function emailPrefix(email: string | undefined): string {
  return email ? (email.split("@")[0] ?? email) : "";
}
