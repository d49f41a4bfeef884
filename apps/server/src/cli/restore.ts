import { existsSync } from 'node:fs';
import path from 'node:path';
import { restoreBackup, RestoreRefusedError } from '../operations/restore';
import { embeddedStoresConfig, fail } from './embedded-stores-command';
import { entityTables } from '../entity-tables';

/**
 * `npm run restore -- FILE`: a file of `npm run backup` put into an empty DATA_DIR (and FILES_DIR), on which
 * a server then starts with the same data (docs/operations.md#backup-and-restore).
 */
const given = process.argv[2];
if (!given || process.argv.length > 3) {
  fail('usage: npm run restore -- FILE   (into an empty DATA_DIR, default ./data)');
}
const config = embeddedStoresConfig('restore');
const file = path.resolve(given);
if (!existsSync(file)) fail(`${file} does not exist.`);
try {
  await restoreBackup(file, { dataDir: config.dataDir, filesDir: config.filesDir }, entityTables);
  console.log(`Restored ${file} into ${config.dataDir}: start the server on it.`);
} catch (error) {
  if (error instanceof RestoreRefusedError) fail(error.message);
  fail(`The restore failed, ${config.dataDir} is left empty: ${(error as Error).message}`);
}
