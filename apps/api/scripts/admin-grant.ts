// `pnpm admin:grant <email>`: makes an existing user an admin.
import { loadConfig, loadDotEnv } from "../src/config.ts";
import { openDatabase } from "../src/db/database.ts";
import { grantAdmin } from "../src/modules/users/service.ts";

loadDotEnv();

const email = process.argv[2];
if (!email) {
  console.error("Usage: pnpm admin:grant <email>");
  process.exit(2);
}
const database = await openDatabase(loadConfig().database);
try {
  const user = await grantAdmin(database.db, email);
  if (!user) {
    console.error(`No user with the email ${email}. They must sign up first.`);
    process.exitCode = 1;
  } else {
    console.log(`${user.email} is now an admin.`);
  }
} finally {
  await database.close();
}
