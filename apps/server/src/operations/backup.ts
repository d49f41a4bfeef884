import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { sql } from 'kysely';
import { secretKeyFile } from '../provider/baidu/credentials';
import { factBackupsDir } from '../stores/chdb-fact-engine';
import type { EntityStore } from '../stores/entity-store';
import type { FactStore } from '../stores/fact-store';
import {
  entitiesEntry,
  factsEntry,
  fileFolders,
  manifestEntry,
  manifestOf,
  secretKeyEntry,
} from './backup-archive';
import { tarEnd, tarHeader, tarPadding } from './tar-archive';

/** The embedded stores and folders a backup copies, open in this process. */
export interface BackupSource {
  entities: EntityStore;
  facts: FactStore;
  dataDir: string;
  /** `FILES_DIR`: pictures and export files (the data folder without it). */
  filesDir: string;
  /**
   * Runs `work` while no report sync writes facts, so the fact backup holds whole syncs (the server's sync
   * lease); answers undefined when that cannot be (the server closing). Without it, `work` runs at once.
   */
  betweenSyncs?: <T>(work: () => Promise<T>) => Promise<T | undefined>;
}

/** The files under a folder of `root`, each with its name in the archive (`folder/…`), in name order. */
async function filesUnder(root: string, folder: string) {
  const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return (
    entries
      // A picture being written beside its final name (`….part`) is not one yet.
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
      .map((file) => ({ file, name: path.relative(root, file).split(path.sep).join('/') }))
  );
}

/**
 * The entries of a backup as tar bytes. The entity and fact copies are made in the data folder's work
 * folder (the one the fact engine may write backups to) and removed once sent, or when the reader stops.
 */
async function* backupEntries(source: BackupSource): AsyncGenerator<Buffer> {
  const work = factBackupsDir(source.dataDir);
  await mkdir(work, { recursive: true });
  const stamp = Math.floor(Date.now() / 1000);
  const made: string[] = [];
  /** A copy made in the work folder, then sent as the entry `name`. */
  async function* copyEntry(name: string, make: (file: string, fileName: string) => Promise<unknown>) {
    const fileName = `${randomBytes(8).toString('hex')}-${name}`;
    const file = path.join(work, fileName);
    made.push(file);
    await make(file, fileName);
    const { size } = await stat(file);
    yield tarHeader({ name, size, mode: 0o600 }, stamp);
    for await (const piece of createReadStream(file)) yield piece as Buffer;
    yield tarPadding(size);
    await rm(file, { force: true });
  }
  function contentEntry(name: string, content: Buffer, mode: number) {
    return Buffer.concat([
      tarHeader({ name, size: content.length, mode }, stamp),
      content,
      tarPadding(content.length),
    ]);
  }
  try {
    yield contentEntry(manifestEntry, Buffer.from(JSON.stringify(manifestOf(new Date()))), 0o644);
    yield* copyEntry(entitiesEntry, (file) => sql`VACUUM INTO ${file}`.execute(source.entities.db));
    const secretKey = await readFile(secretKeyFile(source.dataDir)).catch(() => undefined);
    if (secretKey) yield contentEntry(secretKeyEntry, secretKey, 0o600);
    const betweenSyncs = source.betweenSyncs ?? ((run) => run());
    yield* copyEntry(factsEntry, async (_, fileName) => {
      // A relative name is read under the engine's backups folder, which is `work`.
      const done = await betweenSyncs(() =>
        source.facts.query(`BACKUP DATABASE default TO File('${fileName}')`),
      );
      if (!done) throw new Error('the server is closing: the facts were not backed up');
    });
    for (const folder of fileFolders) {
      for (const { file, name } of await filesUnder(source.filesDir, folder)) {
        // Whole files read at once (pictures, export sheets): one removed meanwhile (an expired export) is left out.
        const content = await readFile(file).catch(() => undefined);
        if (content) yield contentEntry(name, content, 0o600);
      }
    }
    yield tarEnd();
  } finally {
    await Promise.all(made.map((file) => rm(file, { force: true })));
  }
}

/**
 * A consistent copy of the embedded stores and the files they name, as one gzipped tar
 * (docs/operations.md#backup-and-restore), made while the server serves. A failure ends the stream with it.
 */
export function backupStream(source: BackupSource): Readable {
  return pipeline(Readable.from(backupEntries(source), { objectMode: false }), createGzip(), () => undefined);
}
