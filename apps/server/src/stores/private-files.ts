import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';

/**
 * The data folder holds password hashes, sessions, provider credentials and every report: it and the live
 * entity store are its owner's alone, as a backup is (docs/operations.md#file-permissions). Applied at every
 * start, so a folder an older release made readable to others is closed too.
 */
export function ownerOnlyFolder(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/**
 * The SQLite file and its side files, owner-only before SQLite opens them: SQLite gives the `-wal` and `-shm`
 * files it creates the database file's own mode, so a 0600 database makes 0600 side files.
 */
export function ownerOnlyDatabaseFiles(file: string) {
  closeSync(openSync(file, 'a', 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      chmodSync(name, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
