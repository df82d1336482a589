// The document screen's analysis: choose a file / photo / generated image, analyse it, and free the
// server's session of the earlier document whenever it is left behind — a new choice, Reset, a
// new analysis, or leaving the screen (spec §4). A reload, a tab the phone killed or an app
// restart is not leaving the screen: the analysed document is remembered on the phone and
// reopened from the server while it keeps it (DOCUMENT_SESSION_TTL_HOURS).
import { t } from "@sachiv/content";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { toast } from "@/lib/toast";
import { useLanguage } from "@/lib/i18n/use-language";
import { isApiResponseError } from "@/lib/api";
import { analyzeDocument, cleanupDocument, cleanupDocumentOnExit, fetchDocumentSession } from "./document-api";
import { analysisFailure } from "./document-errors";
import { forgetDocument, readRememberedDocument, rememberDocument } from "./document-memory";
import {
  documentReducer,
  initialDocumentState,
  isCurrentRun,
  sessionReleasedBy,
  toAnalysisView,
  toRestoredDocument,
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
    if (released) {
      forgetDocument(released);
      void cleanupDocument(released);
    }
    const after = documentReducer(before, event);
    if (after.session && after.session !== before.session) rememberDocument(after.session);
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

  // Opening the screen: the document analysed here before a reload comes back while the server
  // keeps it. Gone (expired, cleaned up) → forgotten; offline → tried again on the next open.
  useEffect(() => {
    const remembered = readRememberedDocument();
    if (!remembered) return;
    const controller = new AbortController();
    fetchDocumentSession(remembered.assistantId, controller.signal).then(
      (response) => {
        if (controller.signal.aborted) return;
        if (stateRef.current.phase !== "no_file") {
          // A file was chosen meanwhile: the earlier document is left behind (spec §4).
          forgetDocument(remembered);
          void cleanupDocument(remembered);
          return;
        }
        dispatch({ type: "restore", document: toRestoredDocument(response) });
      },
      (error: unknown) => {
        if (isApiResponseError(error) && (error.status === 404 || error.status === 400)) forgetDocument(remembered);
      },
    );
    return () => controller.abort();
  }, [dispatch]);

  // Leaving the screen (a route change inside the app): the session goes, and is forgotten. Not
  // on unload: a reload or a tab the phone killed reopens the document (above).
  useEffect(() => {
    leftRef.current = false;
    return () => {
      leftRef.current = true;
      const { session } = stateRef.current;
      if (session) {
        forgetDocument(session);
        cleanupDocumentOnExit(session);
      }
      revokePreview(stateRef.current.source);
    };
  }, []);

  return { state, choose, analyze, reset };
}

function revokePreview(source: TDocumentSource | null): void {
  if (source?.kind === "file" && source.previewUrl) URL.revokeObjectURL(source.previewUrl);
}
