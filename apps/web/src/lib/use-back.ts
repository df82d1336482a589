// Back buttons of in-screen views (a state's circulars, an academy module). When there is app
// history, step back in it, so that the on-screen button and the phone's back button agree;
// opened directly (a shared link), go to the fallback instead of leaving the app.
import { useCanGoBack, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";

export function useBack(fallback: () => void): () => void {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return useCallback(() => {
    if (canGoBack) router.history.back();
    else fallback();
  }, [canGoBack, fallback, router]);
}
