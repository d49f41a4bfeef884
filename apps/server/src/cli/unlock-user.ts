import { existsSync } from 'node:fs';
import path from 'node:path';
import { unlockUser } from '../login/login';
import { configOrRefuse } from '../config';
import { entityTables } from '../entity-tables';
import { connectEntityDatabase, openEntityStore } from '../stores/entity-store';
import { withoutPassword } from '../stores/postgres-connection';

/**
 * Lifts the login lock of a user after three wrong passwords (910004):
 * `npm run unlock-user -w @adconsole/server -- <userName>`, with the server's DATA_DIR (or DATABASE_URL).
 */
const userName = process.argv[2]?.trim();
if (!userName) {
  console.error('usage: unlock-user <userName>   (DATA_DIR names the data folder, default ./data)');
  process.exit(2);
}
// npm runs workspace scripts in the workspace folder: resolve DATA_DIR from where the command was typed.
process.chdir(process.env.INIT_CWD ?? process.cwd());
const { dataDir, databaseUrl } = configOrRefuse();
// Opening a folder or database the server never used would create an empty store that the server then would
// not seed.
if (databaseUrl) {
  const db = await connectEntityDatabase({ dataDir, databaseUrl, poolSize: 1 });
  const tables = await db.introspection.getTables();
  await db.destroy();
  if (!tables.some((table) => table.name === 'users')) {
    console.error(
      `No adconsole data in ${withoutPassword(databaseUrl)}: set DATABASE_URL to the server's database.`,
    );
    process.exit(1);
  }
} else if (!existsSync(path.join(dataDir, 'entities.db'))) {
  console.error(`No adconsole data in ${dataDir}: set DATA_DIR to the server's data folder.`);
  process.exit(1);
}
const store = await openEntityStore({ dataDir, databaseUrl, poolSize: 1 }, entityTables);
try {
  if (await unlockUser(store, userName)) {
    console.log(`${userName} can log in again.`);
  } else {
    console.error(`No user named "${userName}" in ${databaseUrl ? withoutPassword(databaseUrl) : dataDir}.`);
    process.exitCode = 1;
  }
} finally {
  await store.close();
}
