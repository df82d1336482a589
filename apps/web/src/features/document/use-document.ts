// The document screen's analysis: choose a file / photo / generated image, analyse it, and free the
// server's session of the earlier document whenever it is left behind — a new choice, Reset, a
// new analysis, leaving the screen, or closing the tab (spec §4).
import { t } from "@sachiv/content";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { toast } from "@/lib/toast";
import { useLanguage } from "@/lib/i18n/use-language";
import { analyzeDocument, cleanupDocument, cleanupDocumentOnExit } from "./document-api";
import { analysisFailure } from "./document-errors";
import {
  documentReducer,
  initialDocumentState,
  isCurrentRun,
  sessionReleasedBy,
  toAnalysisView,
  type TDocumentEvent,
  type TDocumentSource,
  type TDocumentState,
} from "./document-state";

export type TDocumentController = {
  state: TDocumentState;
  choose: (source: TDocumentSource) => void;
  analyze: () => Promise<void>;
  reset: () => void;
};

export function useDocument(): TDocumentController {
  const [language] = useLanguage();
  const [state, dispatchState] = useReducer(documentReducer, initialDocumentState);
  // The reducer's latest state, read synchronously by the handlers and the exit cleanup.
  const stateRef = useRef<TDocumentState>(initialDocumentState);
  const leftRef = useRef(false);

  const dispatch = useCallback((event: TDocumentEvent) => {
    const before = stateRef.current;
    const released = sessionReleasedBy(before, event);
    if (released) void cleanupDocument(released);
    const after = documentReducer(before, event);
    if (after.source !== before.source) revokePreview(before.source);
    stateRef.current = after;
    dispatchState(event);
  }, []);

  const choose = useCallback((source: TDocumentSource) => dispatch({ type: "choose", source }), [dispatch]);

  const reset = useCallback(() => dispatch({ type: "reset" }), [dispatch]);

  const analyze = useCallback(async () => {
    const { source } = stateRef.current;
    if (!source) {
      toast.error(t("document.noFileTitle", language), { description: t("document.noFile", language) });
      return;
    }
    if (stateRef.current.phase === "analysing") return;
    dispatch({ type: "start" });
    const run = stateRef.current.run;
    // Never aborted: the server finishes its work anyway, and only an answer that arrives tells us
    // which session to free. A stale answer is cleaned up instead of shown.
    try {
      const response = await analyzeDocument(source, language);
      const { view, session } = toAnalysisView(response);
      if (leftRef.current || !isCurrentRun(stateRef.current, run)) {
        // The official moved on while the server worked: its session is nobody's now.
        if (leftRef.current) cleanupDocumentOnExit(session);
        else void cleanupDocument(session);
        return;
      }
      dispatch({ type: "succeed", run, result: view, session });
    } catch (error) {
      if (!isCurrentRun(stateRef.current, run)) return;
      if (source.kind === "generated") {
        // Spec §7: a generated image whose analysis fails is summarised from its prompt.
        const summary = t("document.fallbackSummary", language, { prompt: source.prompt });
        const result = { summary, keyPoints: [], recommendations: [], fields: [], fromPrompt: true };
        dispatch({ type: "succeed", run, result, session: null });
        return;
      }
      const failure = analysisFailure(error);
      dispatch({ type: "fail", run, failure });
      const description = "key" in failure.message ? t(failure.message.key, language) : failure.message.text;
      toast.error(t(failure.title, language), { description });
    }
  }, [dispatch, language]);

  // Leaving the screen (route change) or the page (tab closed, reload): the session goes too.
  // Closing the tab sends it from beforeunload as well as pagehide, once: a busy phone may close
  // the page before its pagehide handlers run (the browser gives unload handlers about a second),
  // while beforeunload is waited for. Nothing on this screen cancels an unload.
  useEffect(() => {
    leftRef.current = false;
    let sentFor: TDocumentState["session"] = null;
    const onExit = () => {
      const { session } = stateRef.current;
      if (!session || session === sentFor) return;
      sentFor = session;
      cleanupDocumentOnExit(session);
    };
    // Back from the browser's page cache: the session was freed on the way out, so start afresh.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && stateRef.current.session) dispatch({ type: "reset" });
    };
    window.addEventListener("beforeunload", onExit);
    window.addEventListener("pagehide", onExit);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("beforeunload", onExit);
      window.removeEventListener("pagehide", onExit);
      window.removeEventListener("pageshow", onPageShow);
      leftRef.current = true;
      onExit();
      revokePreview(stateRef.current.source);
    };
  }, [dispatch]);

  return { state, choose, analyze, reset };
}

function revokePreview(source: TDocumentSource | null): void {
  if (source?.kind === "file" && source.previewUrl) URL.revokeObjectURL(source.previewUrl);
}
