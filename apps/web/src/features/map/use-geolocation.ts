// The device's position, asked once with high accuracy (and again on retry).
import { useCallback, useEffect, useState } from "react";
import type { TPosition } from "./geo";

export type TGeolocationState =
  | { status: "locating" }
  | { status: "located"; position: TPosition }
  /** code: GeolocationPositionError's 1 denied, 2 unavailable, 3 timeout; message: the browser's. */
  | { status: "failed"; code: number; message: string }
  | { status: "unsupported" };

/** Long enough for a cold GPS fix outdoors, short enough not to leave the screen waiting forever. */
const TIMEOUT_MS = 20_000;
/** A fix up to a minute old is good enough for a village map and comes back at once. */
const MAXIMUM_AGE_MS = 60_000;

function hasGeolocation(): boolean {
  return typeof navigator !== "undefined" && "geolocation" in navigator && Boolean(navigator.geolocation);
}

export function useGeolocation(): { state: TGeolocationState; retry: () => void } {
  const [state, setState] = useState<TGeolocationState>(() =>
    hasGeolocation() ? { status: "locating" } : { status: "unsupported" },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!hasGeolocation()) return;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      (fix) => {
        if (!current) return;
        setState({
          status: "located",
          position: {
            latitude: fix.coords.latitude,
            longitude: fix.coords.longitude,
            accuracy: fix.coords.accuracy,
            timestamp: fix.timestamp,
          },
        });
      },
      (error) => {
        if (current) setState({ status: "failed", code: error.code, message: error.message });
      },
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: MAXIMUM_AGE_MS },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    if (!hasGeolocation()) return;
    setState({ status: "locating" });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
