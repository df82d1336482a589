import { describe, expect, it } from "vitest";
import {
  documentReducer,
  initialDocumentState,
  isCurrentRun,
  sessionReleasedBy,
  toAnalysisView,
  type TAnalysisView,
  type TDocumentEvent,
  type TDocumentSource,
  type TDocumentState,
} from "./document-state";

const photo: TDocumentSource = { kind: "photo", dataUrl: "data:image/jpeg;base64,/9j/", size: 3 };
const generated: TDocumentSource = { kind: "generated", imageUrl: "/api/images/1", prompt: "bar chart" };
const session = { assistantId: "a1", threadId: "t1", fileId: "f1" };
const result: TAnalysisView = {
  summary: "Gram Sabha 15 August ko",
  keyPoints: [],
  recommendations: ["Notice lagayein"],
  fields: [],
};

function run(...events: TDocumentEvent[]): TDocumentState {
  return events.reduce(documentReducer, initialDocumentState);
}

/** Starts an analysis and answers it with the run number the screen was waiting for. */
function analysed(source: TDocumentSource = photo): TDocumentState {
  const started = run({ type: "choose", source }, { type: "start" });
  return documentReducer(started, { type: "succeed", run: started.run, result, session });
}

describe("document screen state", () => {
  it("goes no file → file chosen → analysing → analysed", () => {
    expect(initialDocumentState.phase).toBe("no_file");
    const chosen = run({ type: "choose", source: photo });
    expect(chosen.phase).toBe("file_chosen");
    const started = documentReducer(chosen, { type: "start" });
    expect(started.phase).toBe("analysing");
    const done = documentReducer(started, { type: "succeed", run: started.run, result, session });
    expect(done).toMatchObject({ phase: "analysed", result, session, source: photo });
  });

  it("does not start without a file", () => {
    expect(documentReducer(initialDocumentState, { type: "start" })).toBe(initialDocumentState);
  });

  it("does not start twice while analysing", () => {
    const started = run({ type: "choose", source: photo }, { type: "start" });
    expect(documentReducer(started, { type: "start" })).toBe(started);
  });

  it("a failure returns to file chosen with the failure, keeping the file for another try", () => {
    const started = run({ type: "choose", source: photo }, { type: "start" });
    const failure = { title: "document.fileErrorTitle" as const, message: { text: "PDF kharab hai" } };
    const failed = documentReducer(started, { type: "fail", run: started.run, failure });
    expect(failed).toMatchObject({ phase: "file_chosen", failure, source: photo, result: null });
    const retried = documentReducer(failed, { type: "start" });
    expect(retried).toMatchObject({ phase: "analysing", failure: null });
  });

  it("a new file clears the earlier analysis and releases its session", () => {
    const before = analysed();
    const event: TDocumentEvent = { type: "choose", source: generated };
    expect(sessionReleasedBy(before, event)).toEqual(session);
    expect(documentReducer(before, event)).toMatchObject({
      phase: "file_chosen",
      source: generated,
      result: null,
      session: null,
    });
  });

  it("Reset clears everything and releases the session", () => {
    const before = analysed();
    expect(sessionReleasedBy(before, { type: "reset" })).toEqual(session);
    const after = documentReducer(before, { type: "reset" });
    expect(after).toMatchObject({ phase: "no_file", source: null, result: null, session: null, failure: null });
  });

  it("analysing the same document again releases the earlier session", () => {
    expect(sessionReleasedBy(analysed(), { type: "start" })).toEqual(session);
  });

  it("releases nothing when there is no session", () => {
    expect(sessionReleasedBy(run({ type: "choose", source: photo }), { type: "reset" })).toBeNull();
  });

  it("ignores an answer that arrives after Reset (the screen stays empty)", () => {
    const started = run({ type: "choose", source: photo }, { type: "start" });
    const reset = documentReducer(started, { type: "reset" });
    expect(isCurrentRun(reset, started.run)).toBe(false);
    expect(documentReducer(reset, { type: "succeed", run: started.run, result, session })).toBe(reset);
  });

  it("ignores an answer for an earlier file once a new one is chosen and analysed", () => {
    const first = run({ type: "choose", source: photo }, { type: "start" });
    const second = run(
      { type: "choose", source: photo },
      { type: "start" },
      { type: "choose", source: generated },
      { type: "start" },
    );
    expect(isCurrentRun(second, first.run)).toBe(false);
    expect(
      documentReducer(second, {
        type: "fail",
        run: first.run,
        failure: { title: "document.unknownErrorTitle", message: { key: "chatError.unknown" } },
      }),
    ).toBe(second);
    expect(isCurrentRun(second, second.run)).toBe(true);
  });
});

describe("a document reopened after a reload", () => {
  const reopened = {
    result,
    session,
    fileName: "circular.pdf",
    messages: [
      { role: "user" as const, content: "Antim tareekh?" },
      { role: "assistant" as const, content: "30 September 2025" },
    ],
  };

  it("shows the analysis with its questions on an empty screen, and Reset releases its session", () => {
    const restored = run({ type: "restore", document: reopened });
    expect(restored).toMatchObject({ phase: "analysed", source: null, result, session });
    expect(restored.restored).toEqual({ fileName: "circular.pdf", messages: reopened.messages });
    expect(sessionReleasedBy(restored, { type: "reset" })).toBe(session);
    expect(documentReducer(restored, { type: "reset" })).toMatchObject({ phase: "no_file", restored: null });
  });

  it("a new file releases it and forgets its questions", () => {
    const restored = run({ type: "restore", document: reopened });
    const event: TDocumentEvent = { type: "choose", source: photo };
    expect(sessionReleasedBy(restored, event)).toBe(session);
    expect(documentReducer(restored, event)).toMatchObject({ phase: "file_chosen", result: null, restored: null });
  });

  it("never replaces a file chosen while it was on its way", () => {
    const chosen = run({ type: "choose", source: photo });
    expect(documentReducer(chosen, { type: "restore", document: reopened })).toBe(chosen);
    const working = analysed();
    expect(documentReducer(working, { type: "restore", document: reopened })).toBe(working);
  });
});

describe("toAnalysisView", () => {
  const response = {
    success: true,
    message: "ok",
    analysis: {
      main_information: "Panchayat ko ₹2,50,000 ki rashi",
      fields_detected: [{ field_name: "Raashi", value: "₹2,50,000" }],
      suggestions: ["31 March tak upyogita praman patra bhejein"],
    },
    assistant_id: "a",
    thread_id: "t",
    file_id: "f",
  };

  it("maps the answer to summary, recommendations, fields and the session ids", () => {
    expect(toAnalysisView(response)).toEqual({
      view: {
        summary: "Panchayat ko ₹2,50,000 ki rashi",
        keyPoints: [],
        recommendations: ["31 March tak upyogita praman patra bhejein"],
        fields: [{ field_name: "Raashi", value: "₹2,50,000" }],
        translation: undefined,
        offline: undefined,
      },
      session: { assistantId: "a", threadId: "t", fileId: "f" },
    });
  });

  it("takes key points and a translation when the server sends them", () => {
    const withExtras = {
      ...response,
      analysis: { ...response.analysis, key_points: ["Rashi mili"], translation: "पंचायत को राशि" },
      document: { format: "pdf", pages: 2, ocr_pages: 0, characters: 900, offline: true },
    };
    const { view } = toAnalysisView(withExtras);
    expect(view.keyPoints).toEqual(["Rashi mili"]);
    expect(view.translation).toBe("पंचायत को राशि");
    expect(view.offline).toBe(true);
  });

  it("drops a blank translation", () => {
    const { view } = toAnalysisView({ ...response, analysis: { ...response.analysis, translation: "  " } });
    expect(view.translation).toBeUndefined();
  });
});
