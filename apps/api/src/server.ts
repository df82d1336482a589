// Process entry point: reads .env (if present), builds the app and listens on HOST:PORT.
import { loadConfig, loadDotEnv } from "./config.ts";

loadDotEnv();

const config = loadConfig();
// Traces: the SDK must be running before http, Fastify and pg load, so the app is imported after
// it (dynamic imports); without OTEL_EXPORTER_OTLP_ENDPOINT the SDK is not even loaded.
const tracing = config.telemetry.otlpEndpoint
  ? (await import("./telemetry.ts")).startTracing(config.telemetry)
  : undefined;
const { buildApp } = await import("./app.ts");
const { bilingualDictionary, embedPendingChunks } = await import("./modules/knowledge/index.ts");
const { seedStarterCorpusIfEmpty } = await import("./modules/knowledge/starter.ts");

const app = await buildApp(config);
const logInfo = (m: string) => app.log.info(m);
if (tracing) logInfo("traces: on, exported over OTLP/HTTP");
// Read now (about a second), not on the first question.
const dictionary = bilingualDictionary();
// Its absence is logged by the system check (modules/health/system.ts), with the rest.
if (dictionary) logInfo(`knowledge: English–Hindi dictionary loaded (${dictionary.englishToHindi.size} English words)`);
if (config.kbSeedOnStart) await seedStarterCorpusIfEmpty(app.db, logInfo, app.embedder);
if (app.embedder) {
  // Passages stored before EMBEDDING_MODEL was set (or while it was down) get their vectors now,
  // in the background: search is full-text for them until then.
  const embedder = app.embedder;
  void embedPendingChunks(app.db, embedder, logInfo).then(
    (n) => n > 0 && app.log.info(`knowledge: embedded ${n} passages with ${embedder.model}`),
    (err: unknown) =>
      app.log.warn({ err }, "knowledge: embedding stored passages failed; search stays full-text for them"),
  );
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: shutting down`);
    app
      .close()
      // The last spans are sent before the process ends.
      .then(() => tracing?.shutdown())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

try {
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`AI Sachiv is running at ${address} (database: ${app.dbConnection.mode})`);
} catch (err) {
  app.log.error(err);
  await app.close();
  process.exit(1);
}
