import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { backupStream } from '../operations/backup';
import { backupPath, operationsAccessOf } from '../operations/operations-routes';
import { entityTables } from '../entity-tables';
import { openEntityStore } from '../stores/entity-store';
import { openChdbFactStore } from '../stores/fact-store';
import { embeddedStoresConfig, fail } from './embedded-stores-command';

/**
 * `npm run backup -- --out FILE`: one file holding a copy of the embedded stores and the files they name
 * (docs/operations.md#backup-and-restore), with the server's DATA_DIR (and FILES_DIR). A running server
 * makes it (chdb lets one process open the facts); without one, this process opens the stores.
 */
let out: string | undefined;
try {
  out = parseArgs({ options: { out: { type: 'string' } } }).values.out;
} catch (error) {
  fail((error as Error).message);
}
if (!out) fail('usage: npm run backup -- --out FILE   (DATA_DIR names the data folder, default ./data)');
const config = embeddedStoresConfig('backup');
const file = path.resolve(out);
if (!existsSync(path.join(config.dataDir, 'entities.db'))) {
  fail(`No adconsole data in ${config.dataDir}: set DATA_DIR to the server's data folder.`);
}
if (existsSync(file)) fail(`${file} exists already: name a new file.`);

/** The backup as the running server sends it, or undefined when no server answers at the address it left. */
async function fromServer(): Promise<Readable | undefined> {
  const access = await operationsAccessOf(config.dataDir);
  if (!access) return undefined;
  let response: Response;
  try {
    response = await fetch(`${access.url}${backupPath}`, {
      headers: { authorization: `Bearer ${access.key}` },
    });
  } catch {
    // Its file outlived a server that was killed.
    return undefined;
  }
  if (!response.ok || !response.body) {
    throw new Error(`the server at ${access.url} answered ${response.status}: see its log`);
  }
  return Readable.fromWeb(response.body);
}

/** The backup made here, on the stores opened by this process: no server holds them. */
async function makeHere(to: Writable) {
  const entities = await openEntityStore({ dataDir: config.dataDir }, entityTables);
  try {
    const facts = await openChdbFactStore(config.dataDir, { readers: 1 }).catch((error: unknown) => {
      throw new Error(
        `the facts in ${config.dataDir} are open in another process (a server still starting?): try again ` +
          `once it serves (${(error as Error).message})`,
      );
    });
    try {
      await pipeline(
        backupStream({ entities, facts, dataDir: config.dataDir, filesDir: config.filesDir }),
        to,
      );
    } finally {
      await facts.close();
    }
  } finally {
    await entities.close();
  }
}

// Written beside and renamed once whole, so a failed backup never leaves a file that looks like one.
const partial = `${file}.part`;
try {
  const served = await fromServer();
  const to = createWriteStream(partial, { mode: 0o600 });
  await (served ? pipeline(served, to) : makeHere(to));
  await rename(partial, file);
  console.log(`Backed up ${config.dataDir} to ${file}.`);
} catch (error) {
  await rm(partial, { force: true });
  fail(`The backup failed: ${(error as Error).message}`);
}
