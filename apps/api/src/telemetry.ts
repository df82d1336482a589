// Traces (OpenTelemetry), on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: server.ts imports this
// file then, and before the app, so that the instrumentations see http and pg load. Without it
// none of the SDK is loaded; our own spans (lib/tracing.ts) go to the API's no-op tracer.
//
// What is traced: every HTTP request (server and outgoing http client calls), Fastify's routes
// and hooks (@fastify/otel, which hooks Fastify 5 through its diagnostics channel, so it works
// bundled or not; @opentelemetry/instrumentation-fastify stops at Fastify 4), every pg query
// (the embedded database is reached through pg too), and the chat turn's steps. The exporter is
// OTLP over HTTP (JSON) and reads the standard OTEL_EXPORTER_OTLP_* variables itself
// (…_TRACES_ENDPOINT, …_HEADERS); OTEL_BSP_* tune the batching, OTEL_TRACES_SAMPLER the sampling.
import { createRequire } from "node:module";
import { FastifyOtelInstrumentation } from "@fastify/otel";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { NodeSDK } from "@opentelemetry/sdk-node";
import type { TConfig } from "./config.ts";

/** Paths nobody wants a trace of: scrapes and probes. */
const UNTRACED = new Set(["/metrics", "/api/health"]);

export function startTracing(config: TConfig["telemetry"]): { shutdown: () => Promise<void> } {
  const sdk = new NodeSDK({
    serviceName: config.serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED.has((req.url ?? "").split("?")[0] ?? ""),
      }),
      // The request and its handler; the hooks' own spans (named after the whole plugin chain)
      // would outnumber everything else.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: ({ url }) => UNTRACED.has(url),
      }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  // pg is CommonJS that ESM imports (@prisma/adapter-pg): the require hook that patches it runs
  // only on a require(), so it is required once here; the later import gets the same, patched,
  // module. (The built server keeps every npm package external, so this holds there too.)
  createRequire(import.meta.url)("pg");
  return { shutdown: () => sdk.shutdown() };
}
