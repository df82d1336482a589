// React side of read-aloud: which item (if any) is being read, which part of it, and a toggle.
// Pressing the same item again stops it; leaving the screen or switching language stops too.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { useLanguage, useT } from "@/lib/i18n/use-language";
import { isReadAloudSupported, readAloud } from "./read-aloud";

export type TReadAloud = {
  /** Key of the item being read, or null when idle. */
  speakingKey: string | null;
  /** Index of the part being spoken, or null before the first starts. */
  partIndex: number | null;
  toggle: (key: string, parts: readonly string[]) => void;
  stop: () => void;
};

export function useReadAloud(): TReadAloud {
  const tr = useT();
  const [language] = useLanguage();
  const [reading, setReading] = useState<{ key: string; part: number | null } | null>(null);
  const stopRef = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
  }, []);

  const toggle = useCallback(
    (key: string, parts: readonly string[]) => {
      if (reading?.key === key) {
        stop();
        return;
      }
      if (!isReadAloudSupported()) {
        toast.error(tr("speech.synthesisNotSupported"));
        return;
      }
      stop();
      setReading({ key, part: null });
      // onDone may run before readAloud returns (nothing to read): compare through this holder.
      const session: { stop: (() => void) | null } = { stop: null };
      session.stop = readAloud(parts, language, {
        onPart: (part) => setReading((now) => (now?.key === key ? { key, part } : now)),
        onDone: () => {
          if (stopRef.current === session.stop) stopRef.current = null;
          setReading((now) => (now?.key === key ? null : now));
        },
      });
      stopRef.current = session.stop;
    },
    [language, reading?.key, stop, tr],
  );

  // The texts belong to one language and one screen: stop when either changes.
  useEffect(() => stop, [language, stop]);

  return { speakingKey: reading?.key ?? null, partIndex: reading?.part ?? null, toggle, stop };
}
