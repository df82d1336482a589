// `pnpm db:migrate`: applies the committed migrations to the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR) and exits.
import { loadConfig, loadDotEnv } from "../src/config.ts";
import { openDatabase } from "../src/db/database.ts";

loadDotEnv();

const config = loadConfig();
const database = await openDatabase(config.database, (m) => console.log(m));
console.log(`Database (${database.mode}) is up to date.`);
await database.close();
