// Process entry point: reads .env (if present), builds the app and listens on HOST:PORT.
import { buildApp } from "./app.ts";
import { loadConfig, loadDotEnv } from "./config.ts";
import { seedStarterCorpusIfEmpty } from "./modules/knowledge/starter.ts";

loadDotEnv();

const config = loadConfig();
const app = await buildApp(config);
if (config.kbSeedOnStart) await seedStarterCorpusIfEmpty(app.db, (m) => app.log.info(m));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: shutting down`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`AI Sachiv is running at ${address} (database: ${app.database.mode})`);
} catch (err) {
  app.log.error(err);
  await app.close();
  process.exit(1);
}
