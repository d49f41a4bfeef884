/**
 * What a backup file holds, in this order (docs/operations.md#backup-and-restore): the manifest, the entity
 * store's copy, the provider credentials' key, the fact store's own backup, then the pictures and export
 * files. The entities come before the files, so every record the copy holds finds its file.
 */

/** The first entry: says the file is an adconsole backup, and of which layout. */
export const manifestEntry = 'adconsole-backup.json';
/** `entities.db` copied by SQLite itself (`VACUUM INTO`): one consistent file, written beside the live one. */
export const entitiesEntry = 'entities.db';
/** `secret.key`, when the server made one (no `SECRET_KEY`). */
export const secretKeyEntry = 'secret.key';
/** The fact store's `BACKUP DATABASE … TO File('….tar')`: tables, views and their parts as ClickHouse wrote them. */
export const factsEntry = 'facts.tar';
/** The folders of `FILES_DIR` (the data folder without it) a backup holds whole. */
export const fileFolders = ['pictures', 'downloads'] as const;

export interface BackupManifest {
  backup: 'adconsole';
  version: 1;
  /** When the backup began, ISO 8601. */
  createdAt: string;
}

export const manifestOf = (createdAt: Date): BackupManifest => ({
  backup: 'adconsole',
  version: 1,
  createdAt: createdAt.toISOString(),
});

export function isManifest(value: unknown): value is BackupManifest {
  const manifest = value as Partial<BackupManifest> | null;
  return manifest?.backup === 'adconsole' && manifest.version === 1;
}
