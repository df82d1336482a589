// Our own spans (a chat turn and its steps), through the OpenTelemetry API. Without the SDK
// (OTEL_EXPORTER_OTLP_ENDPOINT unset, src/telemetry.ts never loaded) the API's tracer is a no-op:
// a span is not recording, and every helper here just runs what it is given.
import { context, SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";

const tracer = trace.getTracer("@sachiv/api");

/** A span whose steps nest under it though they run outside its call stack (a stream's steps). */
export type TTrace = {
  /** Runs `fn` in a child span, ended when its promise settles (its database calls nest in it). */
  step: <T>(name: string, fn: () => Promise<T>, attributes?: Attributes) => Promise<T>;
  /** Opens a child span the caller ends (a stream being read); `fail` or `end` close it too. */
  begin: (name: string, attributes?: Attributes) => { end: () => void };
  /** Marks the span, and any child still open, as failed. */
  fail: (error: unknown) => void;
  /** Ends the span (and any child still open). */
  end: (error?: unknown) => void;
};

function markFailed(span: Span, error: unknown) {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** Starts a span under the active one (the HTTP request's). */
export function startTrace(name: string, attributes?: Attributes): TTrace {
  const span = tracer.startSpan(name, { attributes });
  if (!span.isRecording()) return untraced;
  const parent = trace.setSpan(context.active(), span);
  const open = new Set<Span>();
  return {
    step: (stepName, fn, stepAttributes) =>
      tracer.startActiveSpan(stepName, { attributes: stepAttributes }, parent, async (s) => {
        try {
          return await fn();
        } catch (err) {
          markFailed(s, err);
          throw err;
        } finally {
          s.end();
        }
      }),
    begin: (stepName, stepAttributes) => {
      const s = tracer.startSpan(stepName, { attributes: stepAttributes }, parent);
      open.add(s);
      return {
        end: () => {
          if (open.delete(s)) s.end();
        },
      };
    },
    fail: (error) => {
      markFailed(span, error);
      for (const s of open) markFailed(s, error);
    },
    end: (error) => {
      if (error !== undefined) markFailed(span, error);
      for (const s of open) s.end();
      open.clear();
      span.end();
    },
  };
}

const untraced: TTrace = {
  step: (_name, fn) => fn(),
  begin: () => ({ end: () => {} }),
  fail: () => {},
  end: () => {},
};
