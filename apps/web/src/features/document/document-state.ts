// The document screen's state (spec §4 "Document"): no file → file chosen (or photo captured, or
// image generated) → analysing → analysed. Pure, so the rules are tested without a browser: a new
// choice or Reset drops the earlier analysis, and an answer that arrives after the official moved
// on is recognised as stale (its server session must then be cleaned up, not shown). After a
// reload the last analysed document is restored from the server, with the questions asked so far.
import type { TDetectedField, TDocumentAnalyzeResponse, TDocumentSessionResponse } from "@sachiv/contracts";
import type { TUiKey } from "@sachiv/content";

/** Document screen phases (spec §4). */
export type TDocumentPhase = "no_file" | "file_chosen" | "analysing" | "analysed";

export type TDocumentSource =
  | { kind: "file"; file: File; name: string; size: number; mimeType: string; previewUrl?: string }
  | { kind: "photo"; dataUrl: string; size: number }
  | { kind: "generated"; imageUrl: string; prompt: string };

/** Ids of the server's analysis session: what questions and cleanup refer to. */
export type TDocumentSession = { assistantId: string; threadId: string; fileId: string };

export type TAnalysisView = {
  summary: string;
  keyPoints: string[];
  recommendations: string[];
  fields: TDetectedField[];
  translation?: string;
  /** True when the offline analyser (no model) produced it. */
  offline?: boolean;
  /** A generated image whose analysis failed: the summary comes from its prompt (spec §7). */
  fromPrompt?: boolean;
};

/** A follow-up question or its answer, as the server kept them. */
export type TDocumentExchangeMessage = { role: "user" | "assistant"; content: string };

/** An analysed document reopened after a reload: what the server still keeps of it. */
export type TRestoredDocument = {
  result: TAnalysisView;
  session: TDocumentSession;
  fileName: string | null;
  messages: TDocumentExchangeMessage[];
};

export type TAnalysisFailure = {
  title: TUiKey;
  /** The server's message (already in the user's language), or a catalogue text. */
  message: { text: string } | { key: TUiKey };
};

export type TDocumentState = {
  phase: TDocumentPhase;
  source: TDocumentSource | null;
  result: TAnalysisView | null;
  session: TDocumentSession | null;
  failure: TAnalysisFailure | null;
  /** Grows with every choice, start and reset; an answer carries the run it belongs to. */
  run: number;
  /** Set when the analysis shown was reopened after a reload (no file is chosen then). */
  restored: { fileName: string | null; messages: TDocumentExchangeMessage[] } | null;
};

export type TDocumentEvent =
  | { type: "choose"; source: TDocumentSource }
  | { type: "start" }
  | { type: "succeed"; run: number; result: TAnalysisView; session: TDocumentSession | null }
  | { type: "fail"; run: number; failure: TAnalysisFailure }
  | { type: "restore"; document: TRestoredDocument }
  | { type: "reset" };

export const initialDocumentState: TDocumentState = {
  phase: "no_file",
  source: null,
  result: null,
  session: null,
  failure: null,
  run: 0,
  restored: null,
};

export function documentReducer(state: TDocumentState, event: TDocumentEvent): TDocumentState {
  switch (event.type) {
    case "choose":
      return {
        phase: "file_chosen",
        source: event.source,
        result: null,
        session: null,
        failure: null,
        run: state.run + 1,
        restored: null,
      };
    case "start":
      if (!state.source || state.phase === "analysing") return state;
      return {
        ...state,
        phase: "analysing",
        result: null,
        session: null,
        failure: null,
        run: state.run + 1,
        restored: null,
      };
    case "succeed":
      if (!isCurrentRun(state, event.run)) return state;
      return { ...state, phase: "analysed", result: event.result, session: event.session, failure: null };
    case "fail":
      if (!isCurrentRun(state, event.run)) return state;
      return { ...state, phase: "file_chosen", failure: event.failure };
    case "restore":
      // Only onto an empty screen: a file chosen meanwhile wins.
      if (state.phase !== "no_file") return state;
      return {
        phase: "analysed",
        source: null,
        result: event.document.result,
        session: event.document.session,
        failure: null,
        run: state.run + 1,
        restored: { fileName: event.document.fileName, messages: event.document.messages },
      };
    case "reset":
      return { ...initialDocumentState, run: state.run + 1 };
  }
}

/** True while the analysis started as `run` is the one the screen waits for. */
export function isCurrentRun(state: TDocumentState, run: number): boolean {
  return state.phase === "analysing" && state.run === run;
}

/** The server session the event leaves behind (to be cleaned up), or null. */
export function sessionReleasedBy(state: TDocumentState, event: TDocumentEvent): TDocumentSession | null {
  if (!state.session) return null;
  return event.type === "choose" || event.type === "reset" || event.type === "start" ? state.session : null;
}

/** The analysis response as the screen shows it, and the session it opened. */
export function toAnalysisView(response: Omit<TDocumentAnalyzeResponse, "message">): {
  view: TAnalysisView;
  session: TDocumentSession;
} {
  const { analysis } = response;
  const translation = analysis.translation?.trim();
  return {
    view: {
      summary: analysis.main_information,
      keyPoints: analysis.key_points ?? [],
      recommendations: analysis.suggestions,
      fields: analysis.fields_detected,
      translation: translation ? translation : undefined,
      offline: response.document?.offline,
    },
    session: { assistantId: response.assistant_id, threadId: response.thread_id, fileId: response.file_id },
  };
}

/** A document the server still keeps, as the screen reopens it. */
export function toRestoredDocument(response: TDocumentSessionResponse): TRestoredDocument {
  const { view, session } = toAnalysisView(response);
  return { result: view, session, fileName: response.file_name, messages: response.messages };
}
