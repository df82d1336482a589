// Toasts without sonner in the first load of a screen: sonner and its <Toaster> load with the
// first toast shown, which then waits until the Toaster is mounted (sonner only shows toasts
// created while a Toaster listens). Import `toast` from here, never from "sonner" (lint rule).
import { useEffect, useSyncExternalStore } from "react";
import type * as Sonner from "sonner";

type TSonner = typeof Sonner;
type TOptions = Parameters<TSonner["toast"]["success"]>[1];

let loading: Promise<TSonner> | undefined;
let sonner: TSonner | null = null;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function loadSonner(): Promise<TSonner> {
  loading ??= import("sonner").then((module) => {
    sonner = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

function show(kind: "success" | "error", message: string, options?: TOptions): void {
  void loadSonner()
    .then(async (module) => {
      await mounted;
      module.toast[kind](message, options);
    })
    .catch(() => undefined); // offline before the chunk was cached: the toast is lost, nothing else
}

export const toast = {
  success: (message: string, options?: TOptions) => show("success", message, options),
  error: (message: string, options?: TOptions) => show("error", message, options),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Where toasts appear (top centre, coloured, with a close button), once the first one is shown:
 * below the phone's 56 px header, so a toast never covers its history, settings or logout buttons.
 */
const TOAST_OFFSET = { top: "calc(env(safe-area-inset-top) + 4.5rem)" };

export function AppToaster() {
  const loaded = useSyncExternalStore(subscribe, () => sonner);
  // Runs after the Toaster's own effect has subscribed it to new toasts.
  useEffect(() => {
    if (loaded) markMounted();
  }, [loaded]);
  if (!loaded) return null;
  const { Toaster } = loaded;
  return <Toaster position="top-center" richColors closeButton offset={TOAST_OFFSET} mobileOffset={TOAST_OFFSET} />;
}
