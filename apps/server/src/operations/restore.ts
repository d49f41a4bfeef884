import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { secretKeyFile } from '../provider/baidu/credentials';
import { factBackupsDir, openChdbEngine } from '../stores/chdb-fact-engine';
import type { EntityTables } from '../stores/entity-schema';
import { openEntityStore } from '../stores/entity-store';
import { openChdbFactStore } from '../stores/fact-store';
import {
  entitiesEntry,
  factsEntry,
  fileFolders,
  isManifest,
  manifestEntry,
  secretKeyEntry,
} from './backup-archive';
import { DamagedArchiveError, readTar, type EntrySink, type TarEntry } from './tar-archive';

/** Where a restore puts the stores (the data folder) and the files (`FILES_DIR`, the data folder without it). */
export interface RestorePlace {
  dataDir: string;
  filesDir: string;
}

/** A restore refused before it wrote anything, or a backup file that is not whole: one line for the operator. */
export class RestoreRefusedError extends Error {}

/** Whether a folder is missing or holds nothing. */
async function isEmpty(folder: string) {
  return (await readdir(folder).catch(() => [])).length === 0;
}

/** Where an entry goes, or undefined for a name no backup holds (or one that would leave its folder). */
function targetOf(name: string, place: RestorePlace): string | undefined {
  if (name === entitiesEntry) return path.join(place.dataDir, entitiesEntry);
  if (name === secretKeyEntry) return secretKeyFile(place.dataDir);
  if (name === factsEntry) return path.join(factBackupsDir(place.dataDir), factsEntry);
  const [folder, ...rest] = name.split('/');
  if (!fileFolders.some((known) => known === folder) || rest.length === 0) return;
  if (rest.some((part) => part === '' || part === '.' || part === '..')) return;
  return path.join(place.filesDir, folder!, ...rest);
}

/** The entries of a backup file written to their places; the manifest is checked, never written. */
async function unpack(file: string, place: RestorePlace) {
  const seen = new Set<string>();
  /** The file being written: closed when the archive breaks off in its middle. */
  let writing: FileHandle | undefined;
  const openEntry = async (entry: TarEntry): Promise<EntrySink> => {
    if (seen.size === 0) {
      if (entry.name !== manifestEntry)
        throw new DamagedArchiveError('it does not begin as an adconsole backup');
      const pieces: Buffer[] = [];
      return {
        write: async (piece) => void pieces.push(Buffer.from(piece)),
        end: async () => {
          let manifest: unknown;
          try {
            manifest = JSON.parse(Buffer.concat(pieces).toString());
          } catch {
            manifest = undefined;
          }
          if (!isManifest(manifest))
            throw new DamagedArchiveError('it is not an adconsole backup of this version');
          seen.add(entry.name);
        },
      };
    }
    const target = targetOf(entry.name, place);
    if (!target || seen.has(entry.name))
      throw new DamagedArchiveError(`it holds an unknown entry ${entry.name}`);
    seen.add(entry.name);
    await mkdir(path.dirname(target), { recursive: true });
    const handle = await open(target, 'wx', entry.mode);
    writing = handle;
    return {
      write: async (piece) => void (await handle.write(piece)),
      end: async () => {
        writing = undefined;
        await handle.close();
      },
    };
  };
  try {
    await readTar(createReadStream(file).pipe(createGunzip()), openEntry);
  } catch (error) {
    // zlib's own errors say the gzip is cut short or its check fails.
    if (error instanceof DamagedArchiveError || (error as { code?: string }).code?.startsWith('Z_')) {
      throw new RestoreRefusedError(
        `${file} is damaged or incomplete (${(error as Error).message}): nothing restored`,
      );
    }
    throw error;
  } finally {
    await writing?.close();
  }
  for (const needed of [manifestEntry, entitiesEntry, factsEntry]) {
    if (!seen.has(needed)) throw new RestoreRefusedError(`${file} holds no ${needed}: nothing restored`);
  }
}

/**
 * The stores and files of a backup file (docs/operations.md#backup-and-restore) put into an empty data folder
 * (and `FILES_DIR`): refused when either holds anything. The fact store restores its own backup (ClickHouse's
 * `RESTORE`) before its migrations run, so a backup from an older version is migrated as its data folder
 * would be; the entity store is opened once, with the server's `tables`, to migrate it alike. On any failure the folders are emptied again.
 */
export async function restoreBackup(file: string, place: RestorePlace, tables: EntityTables): Promise<void> {
  for (const folder of new Set([place.dataDir, place.filesDir])) {
    if (!(await isEmpty(folder))) {
      throw new RestoreRefusedError(`${folder} is not empty: a backup is restored into an empty folder only`);
    }
  }
  try {
    await unpack(file, place);
    const engine = openChdbEngine(place.dataDir, 1);
    try {
      await engine.write(`RESTORE DATABASE default FROM File('${factsEntry}')`);
    } finally {
      await engine.close();
    }
    await rm(factBackupsDir(place.dataDir), { recursive: true, force: true });
    await (await openChdbFactStore(place.dataDir, { readers: 1 })).close();
    await (await openEntityStore({ dataDir: place.dataDir }, tables)).close();
  } catch (error) {
    for (const folder of new Set([place.dataDir, place.filesDir])) {
      for (const name of await readdir(folder).catch(() => [])) {
        await rm(path.join(folder, name), { recursive: true, force: true });
      }
    }
    throw error;
  }
}
